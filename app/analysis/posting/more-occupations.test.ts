// Postings from occupations nobody had tried, read as a recruiter would: every requirement is one the
// posting asked for, and words that name a skill in another trade ask for nothing. Made-up postings in the
// shapes real ones take (none from the eval corpus).
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "./job-profile";
import { asked, asksOf } from "../../../tests/support/posting-asks";
import { parseResume } from "../resume/resume";
import { SAME_LINE_OF_WORK, titleFit } from "../match/scoring";

const requirementOf = (profile: ReturnType<typeof buildJobProfile>, kind: string) => profile.requirements.find((r) => r.kind === kind);

describe("a scrum master", () => {
  const posting = `Coach two agile product teams.
Requirements
• 3+ years as a Scrum Master in a software development environment
• Certified ScrumMaster (CSM) or Professional Scrum Master (PSM I)
• Experience with Jira`;

  it("asks for no master's degree and no programming, and names the certificate and Jira", () => {
    const profile = buildJobProfile({ name: "Scrum Master", description: posting });
    expect(requirementOf(profile, "education")).toBeUndefined();
    const all = asked("Scrum Master", posting);
    expect(all).toContain("Scrum Master Certification");
    expect(all).toContain("| Jira: Jira");
    expect(all).not.toContain("Programming");
  });

  it("reads a resume's 'Scrum Master' or 'Master Electrician' as no degree, and a master's as one", () => {
    const levels = (text: string) => parseResume(text, null).degrees.map((d) => d.level);
    expect(levels("Pat Lee\nCertified Scrum Master with 6 years in agile teams\nExperience\nScrum Master, Acme 2019 to 2024")).toEqual([]);
    expect(levels("Joe Ruiz\nMaster Electrician\nLicensed master electrician since 2010")).toEqual([]);
    expect(levels("Pat Lee\nEducation\nMaster of Science in Computer Science, 2015")).toEqual(["master"]);
    expect(levels("Pat Lee\nEducation\nMasters in Education, 2015")).toEqual(["master"]);
  });
});

describe("a radiologic technologist", () => {
  it("reads 'ARRT (R)' as the registry, not the R language", () => {
    const all = asked("Radiologic Technologist", "Requirements\n- ARRT (R) registration required\n- State radiologic technologist license\n- BLS certification");
    expect(all).toContain("ARRT Registration");
    expect(all).not.toMatch(/\| R: R\b/);
    expect(asksOf("Statistical analysis in R and Python")).toContain("R");
  });
});

describe("a digital marketer", () => {
  const posting = `What you'll do
- Plan and optimize Google Ads and Meta Ads campaigns; report on ROAS, CPA and conversion rates
- Build email campaigns in Klaviyo
- Run A/B tests on landing pages
What you bring
- 2+ years of hands-on experience in paid media`;

  it("reads CPA as a cost, Google Ads as paid search (not SEO) and Klaviyo as email marketing", () => {
    const all = asked("Digital Marketing Specialist", posting);
    expect(all).not.toContain("CPA");
    expect(all).toContain("Paid Search");
    expect(all).toContain("Paid Social Advertising");
    expect(all).toContain("Email Marketing");
    expect(all).toContain("A/B Testing");
    expect(all).not.toContain("SEO");
    expect(all).not.toContain("Statistical Modeling");
    expect(asksOf("CPA with five years of public accounting experience")).toContain("CPA");
  });
});

describe("a phlebotomist", () => {
  const posting = `What you'll do:
• Collect blood specimens by venipuncture from adult and pediatric patients
• Follow OSHA and infection control standards
What we're looking for:
• Phlebotomy certification (CPT through NHA, ASCP or AMT) required
• Basic computer skills and accurate data entry
• Preferred: experience drawing pediatric patients`;

  it("asks for phlebotomy, its certificate and data entry; drawing blood is no illustration and OSHA no construction site", () => {
    const all = asked("Phlebotomist", posting);
    expect(all).toContain("Phlebotomy Certification");
    expect(all).toContain("| Phlebotomy: Phlebotomy");
    expect(all).toContain("Data Entry");
    expect(all).not.toContain("Illustration");
    expect(all).not.toContain("Construction Safety");
    expect(asksOf("Hand drawing and sketching for storyboards")).toContain("Illustration");
  });
});

describe("sections headed 'You have:' and 'As a … you will:'", () => {
  it("are the requirements and the duties, not boilerplate", () => {
    const underwriter = buildJobProfile({
      name: "Commercial Lines Underwriter",
      description: `In this role you will:
- Evaluate submissions for commercial property and general liability
You have:
- Bachelor's degree in business, finance or risk management
- 3-5 years of commercial lines underwriting experience
- Proficiency in Microsoft Excel`,
    });
    expect(requirementOf(underwriter, "education")?.label).toMatch(/^Bachelor's degree/);
    expect(requirementOf(underwriter, "experience")?.label).toBe("3+ years of relevant experience");
    expect(underwriter.requirements.some((r) => r.terms.includes("Excel") && r.key)).toBe(true);

    const attendant = asked("Flight Attendant", `As a Flight Attendant you will:
- Provide friendly in-flight service, including food and beverage sales
Requirements:
- One year of customer service experience
- Able to complete a 4-week training program`);
    expect(attendant).toContain("Food and Beverage");
    expect(attendant).toContain("Customer Service");
    expect(attendant).not.toContain("Training and Development");
  });

  it("while 'communication skills' alone in the requirements still asks for nothing", () => {
    expect(asked("Flight Attendant", "Requirements:\n- Excellent communication skills\n- One year of customer service experience")).not.toContain("Communication Skills");
  });
});

describe("a procurement buyer", () => {
  it("is no fashion buyer and asks for purchasing", () => {
    const all = asked("Procurement Buyer", `Key Responsibilities
1. Issue purchase orders in SAP and expedite deliveries
2. Source and qualify new suppliers; issue RFQs and analyze quotes
Required Qualifications
- 2+ years of purchasing or procurement experience in manufacturing
Preferred
- APICS CPIM or ISM CPSM certification`);
    // Neither the posting nor O*NET's buyers ("other than farm products", "wholesale or retail") ask for fashion or farming.
    expect(all).not.toMatch(/apparel|fashion|agricultur/i);
    expect(all).toContain("| Purchasing: Purchasing |");
    expect(all).toContain("CPSM Certification");
  });
});

describe("a librarian", () => {
  const posting = `Duties:
* Provide reference services in person and by chat
* Teach information literacy sessions for English and nursing courses
* Catalog materials using Library of Congress classification
* Participate in library outreach and programming
Minimum qualifications:
* Master's degree in Library and Information Science (MLIS) from an ALA-accredited program`;

  it("asks for library work, not programming or patient care, and names the library degree", () => {
    const profile = buildJobProfile({ name: "Reference and Instruction Librarian", description: posting });
    expect(requirementOf(profile, "education")?.label).toBe("Master's degree in library and information science or related");
    const all = asked("Reference and Instruction Librarian", posting);
    expect(all).toContain("Reference Services");
    expect(all).toContain("Information Literacy");
    expect(all).toContain("Cataloging");
    expect(all).not.toContain("Programming");
    expect(all).not.toContain("Clinical Care");
    expect(asksOf("Python programming and scripting")).toContain("Programming");
  });
});

describe("a speech-language pathologist", () => {
  const posting = `Essential duties
- Write evaluation reports and maintain caseload documentation and Medicaid billing records
Qualifications
Master's degree in Speech-Language Pathology or Communication Disorders
Certificate of Clinical Competence (ASHA CCC-SLP) or Clinical Fellowship eligibility`;

  it("names the discipline's degree and license, and reads caseload documentation as no technical writing", () => {
    const profile = buildJobProfile({ name: "Speech-Language Pathologist", description: posting });
    expect(requirementOf(profile, "education")?.label).toContain("communication disorders");
    const all = asked("Speech-Language Pathologist", posting);
    expect(all).toContain("Speech-Language Pathology License");
    expect(all).not.toContain("Technical Documentation");
    // "Clinical Fellowship" is the license's alternative, not patient care; Medicaid billing records are no
    // accounts receivable and coping strategies no strategic planning (in O*NET's tasks for the occupation).
    expect(all).toContain("Certificate of Clinical Competence (ASHA CCC-SLP): Speech-Language Pathology License |");
    expect(all).not.toContain("Accounts Receivable");
    expect(all).not.toContain("Strategic Planning");
  });

  it("credits a resume that holds the CCC-SLP", () => {
    const profile = buildJobProfile({ name: "Speech-Language Pathologist", description: posting });
    const resume = "Dana Cole\nSpeech-Language Pathologist, CCC-SLP\nExperience\nSpeech-Language Pathologist, Oak School District 2016 to 2024\nEducation\nM.S. Communication Disorders, 2015";
    const license = analyzeResume(profile, resume).requirements.find((r) => r.kind === "certification");
    expect(license).toMatchObject({ label: "Certificate of Clinical Competence (ASHA CCC-SLP)", status: "met" });
  });
});

describe("a 911 dispatcher", () => {
  it("dispatches police by radio: no logistics and no broadcasting; EMD is a certificate", () => {
    const all = asked("911 Public Safety Dispatcher", `Examples of Duties
- Dispatch and coordinate police, fire and emergency medical units by radio
- Provide emergency medical dispatch (EMD) pre-arrival instructions
Minimum Requirements
One year of customer service or call center experience.`);
    // Not from the posting, nor from O*NET's tasks for the occupation ("operate radios", "dispatch units").
    expect(all).not.toMatch(/\bLogistics\b/);
    expect(all).not.toContain("Broadcasting");
    expect(all).toContain("Emergency Medical Dispatch Certification");
    expect(asksOf("Dispatch trucks and plan delivery routes")).toContain("Logistics");
  });
});

describe("an actuarial analyst", () => {
  it("reads SOA exams as the actuarial exams (not service-oriented architecture) and rate filings as no clerical filing", () => {
    const posting = `Responsibilities
* Prepare exhibits for rate filings
* Estimate mortality and lapse rates
Requirements
* Bachelor's degree in Actuarial Science, Mathematics or Statistics
* Passed at least 2 SOA exams (P and FM)`;
    const all = asked("Actuarial Analyst", posting);
    expect(all).toContain("Actuarial Exams");
    expect(all).not.toContain("Microservices");
    expect(all).not.toContain("Administrative Support");
    expect(all).not.toContain("Cost Estimating");
    expect(requirementOf(buildJobProfile({ name: "Actuarial Analyst", description: posting }), "education")?.label).toContain("actuarial science");
    expect(asksOf("Designed a service-oriented architecture (SOA) for billing")).toContain("Microservices");
  });
});

describe("a business analyst", () => {
  it("asks for business analysis and UAT, while user stories alone are no product management", () => {
    const all = asked("Business Analyst", `Responsibilities:
- Elicit and document business requirements, user stories and acceptance criteria
- Support user acceptance testing (UAT)
Qualifications:
- CBAP or CCBA certification preferred`);
    expect(all).toContain("| Business Analysis: Business Analysis");
    expect(all).toContain("Software Testing");
    expect(all).toContain("Business Analysis Certification");
    expect(all).not.toContain("Product Management");
  });
});

describe("tools named by their brand", () => {
  it("are asked for by name: Premiere Pro, After Effects, Procore, P6, Dentrix, Yardi, Mastercam, Prometheus", () => {
    expect(asksOf("Edit video in Adobe Premiere Pro and After Effects")).toEqual(expect.arrayContaining(["Adobe Premiere Pro", "Adobe After Effects"]));
    expect(asksOf("Proficiency with Procore and Microsoft Project or P6")).toEqual(expect.arrayContaining(["Procore", "Microsoft Project", "Primavera P6"]));
    expect(asksOf("Chart procedures in Dentrix")).toEqual(["Dentrix"]);
    expect(asksOf("Use Yardi Voyager for property accounting")).toContain("Yardi");
    expect(asksOf("Experience with Mastercam or similar CAM software")).toContain("Mastercam");
    expect(asksOf("Improve observability with Prometheus and Grafana")).toEqual(expect.arrayContaining(["Observability", "Prometheus", "Grafana"]));
  });

  it("and a resume naming the tool shows the general skill too", () => {
    const profile = buildJobProfile({ name: "Video Producer", description: "Requirements\n- Video production experience" });
    const resume = "Lee Park\nVideo Editor\nExperience\nVideo Editor, Studio Nine 2018 to 2024\nCut brand films in Adobe Premiere Pro";
    expect(analyzeResume(profile, resume).requirements.find((r) => r.label === "Video production")?.status).toBe("met");
  });
});

describe("clinical laboratories, dental offices and respiratory care", () => {
  it("read a clinical laboratory as no research and ask for the trade's credentials", () => {
    const lab = buildJobProfile({
      name: "Medical Laboratory Scientist",
      description: "Perform testing in the hospital clinical laboratory.\nQualifications:\n- Bachelor's degree in Medical Laboratory Science\n- ASCP MLS certification",
    });
    expect(lab.occupation?.title).toBe("Medical and Clinical Laboratory Technologists");
    // The posting's clinical laboratory asks for no research (O*NET's tasks for the occupation still name some).
    expect(lab.requirements.some((r) => r.terms.join() === "Research")).toBe(false);
    expect(lab.requirements.find((r) => r.id === "core-skills")?.terms).not.toContain("Agriculture");
    expect(lab.requirements.some((r) => r.terms.includes("Medical Laboratory Scientist Certification"))).toBe(true);
    expect(asked("Dental Assistant", "Requirements:\nRDA license and x-ray certification\nDentrix experience preferred")).toContain("Dental Assisting License");
    const rt = asked("Respiratory Therapist", "Manage ventilator patients in the ICU.\nRequirements\n- RRT credential from the NBRC\n- Critical care experience preferred");
    expect(rt).toContain("Respiratory Therapy Credential");
    expect(rt).toContain("Mechanical Ventilation");
    expect(rt).toContain("Critical Care");
  });
});

describe("a personal trainer and an auto technician", () => {
  it("name the certificate with every alternative the posting lists, and read fitness programs as no corporate training", () => {
    const trainer = buildJobProfile({ name: "Personal Trainer", description: "Responsibilities\n- Design individualized training programs\nRequirements\n- Nationally accredited personal training certification (NASM, ACE, ACSM or NSCA)" });
    expect(trainer.requirements.find((r) => r.kind === "certification")?.label).toBe("NASM, ACE, ACSM or NSCA");
    expect(trainer.requirements.some((r) => r.terms.includes("Training and Development"))).toBe(false);
    expect(asksOf("Ran the training program for new branch managers")).toContain("Training and Development");
    expect(asksOf("Wellness programs for seniors")).not.toContain("Nutrition");
  });

  it("do not meet a skill the lexicon knows by its word on any line ('driving maintenance programs' is no driving)", () => {
    const profile = buildJobProfile({ name: "Delivery Driver", description: "Requirements\n- 2+ years of delivery driving in a box truck" });
    expect(profile.requirements.some((r) => r.terms.join() === "Driving")).toBe(true);
    const manager = "Alex Kim\nAviation Maintenance Manager\nExperience\nMaintenance Manager, Navy 2010 to 2020\nExperience driving maintenance programs for aircraft fleets";
    expect(analyzeResume(profile, manager).requirements.find((r) => r.label === "Driving")?.status).toBe("not_met");
    const driver = "Sam Ortiz\nDelivery Driver\nExperience\nDelivery Driver, FastShip 2015 to 2020\nRan 120 stops a day across the county";
    expect(analyzeResume(profile, driver).requirements.find((r) => r.label === "Driving")?.status).toBe("met");
  });

  it("read a driver's licence as a condition of a mechanic's job, not as driving work", () => {
    const profile = buildJobProfile({ name: "Automotive Service Technician", description: "Requirements\n- 3+ years repairing cars and light trucks\n- Valid driver's license with a clean driving record" });
    expect(profile.requirements.flatMap((r) => r.terms)).not.toContain("Driving");
    const resume = "Sam Ortiz\nExperience\nShop Assistant, Corner Books 2015 to 2020\nValid driver's license; clean driving record";
    expect(analyzeResume(profile, resume).skills).not.toContain("Driving");
  });
});

describe("a construction project manager and a business analyst", () => {
  it("ask once for scheduling tools the duties and the requirements both name", () => {
    const profile = buildJobProfile({
      name: "Construction Project Manager",
      description: "Responsibilities\n- Prepare project schedules in Primavera P6 or Microsoft Project\nRequirements\n- Proficiency with Procore and Microsoft Project or P6",
    });
    const groups = profile.requirements.filter((r) => r.terms.includes("Primavera P6"));
    expect(groups.map((r) => r.label)).toEqual(["Procore and Microsoft Project or P6"]);
  });

  it("list a tool the posting asks for once, however the resume names it", () => {
    const profile = buildJobProfile({ name: "Business Analyst", description: "Requirements\n- Create process flows in Visio" });
    const resume = "Ana Ruiz\nBusiness Analyst\nSkills\nVisio, SQL, UAT\nExperience\nBusiness Analyst, Acme 2016 to 2024\nDrew process maps in Microsoft Visio";
    const skills = analyzeResume(profile, resume).skills;
    expect(skills.filter((s) => s === "Microsoft Visio")).toHaveLength(1);
  });
});

describe("a commercial underwriter's candidates", () => {
  it("'Excel at working with people' is a verb, not the spreadsheet", () => {
    expect(asksOf("Excel at working with people at every level")).not.toContain("Excel");
    expect(asksOf("Strive to excel in a fast-paced environment")).not.toContain("Excel");
    expect(asksOf("Proficient in Excel in addition to Word")).toContain("Excel");
    expect(asksOf("Advanced Word, Excel and PowerPoint")).toContain("Excel");
  });
});

describe("a video editor's tools", () => {
  it("reads 'Adobe Premiere' as Premiere Pro", () => {
    expect(asksOf("Adobe- Premiere, After Effects, Photoshop")).toEqual(expect.arrayContaining(["Adobe Premiere Pro", "Adobe After Effects"]));
  });
});

describe("a tax preparer's candidates", () => {
  it("a CPA candidate holds no CPA", () => {
    const profile = buildJobProfile({ name: "Tax Preparer", description: "Requirements\n- 2+ tax seasons of preparation experience\n- CPA required" });
    const cpa = (line: string) => analyzeResume(profile, `Jo Tran\nStaff Accountant\n${line}\nExperience\nStaff Accountant, Acme 2018 to 2024`).requirements.find((r) => r.kind === "certification")?.status;
    expect(cpa("CPA Candidate, passed 2 of 4 CPA exams")).toBe("not_met");
    expect(cpa("Certified Public Accountant (CPA), Ohio")).toBe("met");
  });

  it("public accounting is a CPA firm's work, not government accounting", () => {
    expect(asksOf("Five years in public accounting (Big 4 audit)")).not.toContain("Governmental Accounting");
    expect(asksOf("Fund accounting under GASB for a city")).toContain("Governmental Accounting");
  });
});

describe("licensed trades of aviation, law, farming and medical records", () => {
  it("ask for the license each names", () => {
    const certs = (name: string, text: string) => buildJobProfile({ name, description: text }).requirements.filter((r) => r.kind === "certification").map((r) => r.terms[0]);
    expect(certs("Aircraft Maintenance Technician", "Requirements\n- FAA Airframe and Powerplant (A&P) certificate")).toEqual(["A&P Certificate"]);
    expect(certs("First Officer", "Minimum Qualifications:\n- ATP certificate or R-ATP eligibility\n- FAA First Class Medical Certificate")).toEqual(["Pilot Certificate", "FAA Medical Certificate"]);
    expect(certs("Farm Manager", "Qualifications\n- Commercial pesticide applicator license")).toEqual(["Pesticide Applicator License"]);
    expect(certs("Associate Attorney", "Requirements\n- Active member of the California State Bar in good standing")).toEqual(["Bar Admission"]);
    const coder = buildJobProfile({ name: "Medical Coder", description: "Requirements\n- CPC (AAPC) or CCS (AHIMA) certification required" });
    expect(coder.requirements.find((r) => r.kind === "certification")?.label).toBe("CPC (AAPC) or CCS (AHIMA)");
  });

  it("read R-ATP as no R, hydraulic systems as no civil engineering, and garment construction as no building", () => {
    expect(asked("First Officer", "Requirements\n- ATP certificate or R-ATP eligibility")).not.toMatch(/\| R: R\b/);
    expect(asksOf("Troubleshoot aircraft systems (hydraulic, electrical, pneumatic)")).not.toContain("Civil Engineering");
    expect(asksOf("Design stormwater and hydraulics for subdivisions")).toContain("Civil Engineering");
    expect(asksOf("Build tech packs with specs, trims and construction details")).toEqual(["Tech Packs"]);
  });

  it("resolve a rank in front of the job ('Associate Attorney') and a professor without a subject", () => {
    expect(buildJobProfile({ name: "Associate Attorney - Employment Litigation" }).occupation?.title).toBe("Lawyers");
    expect(buildJobProfile({ name: "Assistant Professor" }).occupation?.title).toBe("Postsecondary Teachers, All Other");
    expect(buildJobProfile({ name: "Associate Professor of Nursing" }).occupation?.title).toBe("Nursing Instructors and Teachers, Postsecondary");
  });
});

describe("a medical coder, a SOC analyst and a technical recruiter", () => {
  it("read coding as medical coding, not programming, in a coder's posting", () => {
    const all = asked("Medical Coder", "Responsibilities\n- Assign ICD-10-CM, CPT and HCPCS codes\n- Maintain 95% coding accuracy\nRequirements\n- 2+ years of outpatient or pro-fee coding experience");
    expect(all).toContain("Medical Coding");
    expect(all).not.toContain("Programming");
    expect(asksOf("Python coding and debugging")).toContain("Programming");
  });

  it("name the SOC's tools", () => {
    const asks = [...asksOf("Monitor and triage alerts in Splunk and Microsoft Sentinel"), ...asksOf("Investigate endpoint detections in CrowdStrike Falcon"), ...asksOf("Security+ or CySA+ certification")];
    expect(asks).toEqual(expect.arrayContaining(["Splunk", "SIEM", "Endpoint Detection and Response", "CompTIA Security+", "CySA+"]));
  });

  it("require the certificate named as required, and take a choice of two as one ask that either meets", () => {
    const profile = buildJobProfile({
      name: "SOC Analyst II",
      description: "Qualifications\n- Security+ required; CySA+ or GCIH preferred\n- Vulnerability scans with Nessus",
    });
    const certs = profile.requirements.filter((r) => r.kind === "certification").map((r) => `${r.key ? "key" : "plus"} ${r.label}`);
    expect(certs).toEqual(["key Security+", "plus CySA+ or GCIH"]);
    const verdicts = (resume: string) =>
      Object.fromEntries(analyzeResume(profile, resume).requirements.filter((r) => r.kind === "certification").map((r) => [r.label, r.status]));
    const body = "Security Analyst, Harbor Mutual — 2020 to present\n- Triage alerts and scan hosts with Tenable\n";
    expect(verdicts(`Rosa Lind\nCertifications: GCIH\n${body}`)).toEqual({ "Security+": "not_met", "CySA+ or GCIH": "met" });
    expect(verdicts(`Rosa Lind\nCertifications: CompTIA Security+\n${body}`)).toEqual({ "Security+": "met", "CySA+ or GCIH": "not_met" });
    expect(asksOf("Vulnerability scans with Tenable/Nessus")).toEqual(expect.arrayContaining(["Vulnerability Management", "Nessus"]));
    expect(asksOf("Handled phishing and malware incidents end to end")).toContain("Incident Response");
  });

  it("read the people hired and the ATS's brand as no skills", () => {
    const all = asked("Technical Recruiter", `Responsibilities
- Keep our ATS (Greenhouse) clean
Requirements
- Experience hiring software engineers
- Proficiency with LinkedIn Recruiter and an ATS (Greenhouse, Lever or Workday)`);
    expect(all).toContain("Applicant Tracking Systems");
    expect(all).not.toContain("Agriculture");
    expect(all).not.toContain("Programming");
    expect(all).not.toContain("Social Media");
    expect(asksOf("Grew tomatoes in a greenhouse")).toContain("Agriculture");
  });
});

describe("degrees written with their letters", () => {
  it("keep their field past the periods ('B.S. in Computer Science', 'J.D. from a law school')", () => {
    const education = (name: string, line: string) => buildJobProfile({ name, description: `Requirements\n- ${line}` }).requirements.find((r) => r.kind === "education")?.label;
    expect(education("Developer", "B.S. in Physics required")).toBe("Bachelor's degree in physics or related");
    expect(education("Chemist", "Ph.D. in Chemistry")).toBe("Doctorate in chemistry or related");
    expect(education("Associate Attorney", "J.D. from an accredited law school")).toBe("Doctorate in law or related");
    expect(education("Associate Attorney", "JD from an accredited law school")).toBe("Doctorate in law or related");
  });

  it("read a resume's J.D. as the law degree it is", () => {
    const profile = buildJobProfile({ name: "Associate Attorney", description: "Requirements\n- J.D. from an accredited law school" });
    const resume = "Kim Lee\nAttorney\nExperience\nAssociate Attorney, Doe LLP 2017 to 2024\nEducation\nJ.D., State University School of Law, 2016";
    expect(analyzeResume(profile, resume).requirements.find((r) => r.kind === "education")?.status).toBe("met");
  });
});

describe("a pilot's takeoffs and an estimator's drawings", () => {
  it("are flying and plan reading, not cost estimating or illustration", () => {
    expect(asksOf("Performed takeoffs and landings in instrument conditions")).not.toContain("Cost Estimating");
    expect(asksOf("Quantity takeoffs from drawings")).toEqual(["Cost Estimating"]);
    expect(asksOf("Charcoal drawings and sketches for gallery shows")).toContain("Illustration");
  });
});

describe("postings written as paragraphs, with inline labels, or in British English", () => {
  it("read 'Requirements: a; b; c' on one line as the requirements, even with a background check among them", () => {
    const profile = buildJobProfile({
      name: "Preschool Teacher",
      description: "Plan and lead play-based activities for four-year-olds.\nRequirements: CDA credential or associate degree in early childhood education; 1 year of experience in a licensed child care center; CPR and first aid certification; must pass a background check.",
    });
    expect(profile.occupation?.title).toBe("Preschool Teachers, Except Special Education");
    expect(requirementOf(profile, "education")?.label).toBe("Associate degree in early childhood education or related");
    expect(requirementOf(profile, "experience")?.label).toBe("1+ years of relevant experience");
    const certs = profile.requirements.filter((r) => r.kind === "certification").map((r) => r.terms[0]);
    expect(certs).toEqual(expect.arrayContaining(["Child Development Associate", "CPR/First Aid"]));
  });

  it("keep a paragraph's must-haves when one of its sentences prefers something", () => {
    const profile = buildJobProfile({
      name: "Warehouse Supervisor",
      description: "Supervise 20 associates on second shift. Must have forklift certification, 2 years supervisory experience in a distribution center, and WMS experience (Manhattan preferred). Bilingual Spanish a plus.",
    });
    expect(profile.requirements.find((r) => r.kind === "certification")).toMatchObject({ terms: ["Forklift Certification"], key: true });
    expect(profile.requirements.find((r) => r.terms.includes("Bilingual"))?.key).toBe(false);
    expect(profile.occupation?.title).toBe("First-Line Supervisors of Material-Moving Machine and Vehicle Operators");
  });

  it("read a British degree (BEng/MEng), chartered engineer and drawings produced in CAD", () => {
    const profile = buildJobProfile({
      name: "Graduate Civil Engineer",
      description: "The role\nProduce drawings in Civil 3D and AutoCAD.\nAbout you\n- A 2:1 or above in BEng/MEng Civil Engineering\n- Chartered Engineer (CEng) status preferred",
    });
    expect(requirementOf(profile, "education")?.label).toBe("Bachelor's degree in civil engineering or related");
    const all = profile.requirements.map((r) => r.terms.join(",")).join("|");
    expect(all).not.toContain("Illustration");
    expect(all).toContain("Professional Engineer");
  });
});

describe("human resources titles", () => {
  it("are the same line of work as a personnel analyst, whichever HR occupation they resolve to", () => {
    const role = buildJobProfile({ name: "Personnel Analyst" }).requirements.find((r) => r.kind === "role")!;
    for (const title of ["HR Manager", "Human Resources Manager", "Executive Assistant HR", "HR Generalist"]) expect(titleFit(title, role)).toBeGreaterThanOrEqual(SAME_LINE_OF_WORK);
    expect(titleFit("Executive Assistant", role)).toBeLessThan(SAME_LINE_OF_WORK);
  });
});

describe("words in resumes of every category", () => {
  const skillsOf = (text: string) => parseResume(text, null).skills.map((s) => s.name);

  it("read dotted initials as one word: 'P.R.O.' is no R, 'C.P.A.' and 'P.E.' are the licenses", () => {
    expect(skillsOf("Founding member, P.R.O. - Public Relations Organization")).not.toContain("R");
    expect(skillsOf("Jane Roe, C.P.A.")).toContain("CPA");
    expect(skillsOf("Licensed P.E. in Ohio")).toContain("Professional Engineer");
    // A middle initial and real estate's "R/E" are no R either; R in a list still is.
    expect(skillsOf("Projects: Richard R. Lee Estate site assessment")).not.toContain("R");
    expect(skillsOf("Schlicker Kratz R/E Institute")).not.toContain("R");
    expect(skillsOf("Statistical analysis in Python and R. Built dashboards")).toContain("R");
  });

  it("read an employee's flight risk, a microscope's SEM and an arts store as no aviation, paid search or radar", () => {
    expect(skillsOf("Flight Risk Analysis for 2,600 employees")).not.toContain("Aviation and Aerospace");
    expect(skillsOf("SEM imaging of fracture surfaces")).not.toContain("Paid Search");
    expect(skillsOf("Managed SEO/SEM campaigns")).toContain("Paid Search");
    expect(skillsOf("MICHAEL'S ARTS AND CRAFTS STORE")).toEqual([]);
  });

  it("read a railroad's rail, a pilot program, Circuit City and construction cost control as what they are", () => {
    expect(skillsOf("Inspected rail and bridge construction")).not.toContain("Ruby");
    expect(skillsOf("Built apps in Ruby on Rails")).toContain("Ruby");
    expect(skillsOf("Led a pilot program for new hires")).not.toContain("Aviation and Aerospace");
    expect(skillsOf("Commercial pilot, 2,000 flight hours")).toContain("Aviation and Aerospace");
    expect(skillsOf("Sales lead at Circuit City")).not.toContain("Electrical Engineering");
    expect(skillsOf("Project cost control and budgeting")).not.toContain("Food Cost Control");
    expect(skillsOf("Cut food and labor cost by 8%")).toContain("Food Cost Control");
  });

  it("read the people a recruiter hired, and a supplier acronym, as no skills of theirs", () => {
    expect(skillsOf("Recruited software developers and project managers for clients")).not.toContain("Programming");
    expect(skillsOf("Managed SRM for 200 suppliers")).not.toContain("Epicor SRM");
    // Managers who hire are people, not the verb: what follows them is still the candidate's work.
    expect(skillsOf("Liaised with Hiring Managers / Compensation Team for approvals")).toContain("Compensation");
  });
});

describe("requirements the recruiter types as a comma list", () => {
  it("are that many requirements, while a choice stays one", () => {
    const profile = buildJobProfile({ name: "Marketing Coordinator", keyRequirements: "Social media, Canva, HubSpot, copywriting, 1+ years experience", optionalRequirements: "Adobe Premiere, Bachelor degree" });
    const labels = profile.requirements.filter((r) => r.kind === "skill" && r.id !== "core-skills").map((r) => `${r.key ? "*" : ""}${r.label}`);
    expect(labels).toEqual(expect.arrayContaining(["*Social media", "*Canva", "*HubSpot", "*copywriting", "Adobe Premiere"]));
    expect(requirementOf(profile, "experience")?.label).toBe("1+ years of relevant experience");
    expect(requirementOf(profile, "education")?.key).toBe(false);
    const choice = buildJobProfile({ name: "Backend Engineer", keyRequirements: "Java, Python or Go" });
    expect(choice.requirements.find((r) => r.label === "Java, Python or Go")?.terms).toEqual(["Java", "Python", "Go"]);
  });

  it("read a truck driver's OTR (over the road) as no occupational therapy license", () => {
    const certs = buildJobProfile({ name: "Driver CDL-A OTR", keyRequirements: "CDL-A, clean MVR, 1 year OTR experience" }).requirements.filter((r) => r.kind === "certification").map((r) => r.terms[0]);
    expect(certs).toEqual(["Commercial Driver's License"]);
    expect(buildJobProfile({ name: "Occupational Therapist", keyRequirements: "OTR/L license" }).requirements.some((r) => r.terms.includes("Occupational Therapy License"))).toBe(true);
  });
});

describe("a call center's numbers", () => {
  it("are no operations management, and store managers are people", () => {
    expect(asksOf("Meet KPIs for average handle time and first call resolution")).not.toContain("Operations Management");
    const skills = parseResume("Coordinated with Starbucks store managers to verify repairs", null).skills.map((s) => s.name);
    expect(skills).not.toContain("Operations Management");
    expect(parseResume("Store management and P&L responsibility", null).skills.map((s) => s.name)).toContain("Operations Management");
  });
});

describe("an automotive service technician", () => {
  const posting = `Dealership service department, flat rate.
Responsibilities
- Diagnose and repair brakes, suspension, steering and electrical systems
- Perform oil changes, tire rotations and alignments
Requirements
- 2+ years as an automotive technician
- ASE certifications (A1-A8) preferred
- Own basic hand tools`;

  it("asks for the trade's own skills, not the web, civil engineering, infographics or social media its O*NET texts and tools happen to name", () => {
    const core = buildJobProfile({ name: "Automotive Service Technician", description: posting }).requirements.find((r) => r.id === "core-skills");
    expect(core?.terms).toEqual(expect.arrayContaining(["Automotive Repair", "Troubleshooting"]));
    for (const wrong of ["Web Development", "Civil Engineering", "Charts and Infographics", "Social Media"]) expect(core?.terms, wrong).not.toContain(wrong);
  });
});

describe("a mechanical drafter", () => {
  it("asks for no video production or animation because After Effects is among the tools of 41 occupations", () => {
    const profile = buildJobProfile({ name: "Mechanical Drafter", description: "Requirements\n- 3+ years producing detail drawings for machined parts\n- SolidWorks and AutoCAD\n- GD&T" });
    const core = profile.requirements.find((r) => r.id === "core-skills");
    expect(core?.terms).toEqual(expect.arrayContaining(["CAD", "Blueprint Reading"]));
    for (const wrong of ["Video Production", "Animation"]) expect(core?.terms, wrong).not.toContain(wrong);
  });
});


describe("software titles the way tech companies write them", () => {
  it("are read as information technology, and their core skills are the trade's", () => {
    for (const title of ["Frontend Engineer", "Backend Engineer", "Fullstack Engineer", "iOS Engineer", "Mobile Engineer", "Site Reliability Engineer", "Platform Engineer", "QA Engineer", "Software Developer in Test", "Cloud Engineer", "Firmware Engineer", "Embedded Systems Engineer"]) {
      const profile = buildJobProfile({ name: title, description: "Requirements\n- 3+ years of experience" });
      expect(profile.occupation?.code.slice(0, 5), title).toBe("15-12");
      expect(requirementOf(profile, "role")?.terms, title).toContain("family:it");
      expect(profile.requirements.find((r) => r.id === "core-skills")?.label, title).toBe("Core information technology skills");
    }
  });

  it("send a technical program manager to IT project managers and a BI developer to BI analysts, and a mobile crane operator nowhere near software", () => {
    const occupation = (title: string) => buildJobProfile({ name: title }).occupation?.title;
    expect(occupation("Technical Program Manager")).toBe("Information Technology Project Managers");
    expect(occupation("Business Intelligence Developer")).toBe("Business Intelligence Analysts");
    expect(occupation("Mobile Engineer")).toBe("Software Developers");
    const crane = buildJobProfile({ name: "Mobile Crane Operator" });
    expect(requirementOf(crane, "role")?.terms).not.toContain("family:it");
  });

  it("ask no cooking of a UX designer's navigation menus, nor investment analysis of an IT project's ROI", () => {
    const ux = buildJobProfile({ name: "UX Researcher" }).requirements.find((r) => r.id === "core-skills");
    expect(ux?.terms).not.toContain("Culinary Arts");
    const tpm = buildJobProfile({ name: "Technical Program Manager" }).requirements.find((r) => r.id === "core-skills");
    expect(tpm?.terms).not.toContain("Investment Analysis");
  });
});

describe("titles employers use today that O*NET 27.0 does not list", () => {
  it("go to the occupation doing the work, not to one sharing a word ('FP&A' is no fire prevention, 'Onboarding' no vehicle)", () => {
    const occupation = (title: string) => buildJobProfile({ name: title, description: "Requirements\n- 2+ years of experience" }).occupation?.title;
    expect(occupation("Senior Customer Success Manager")).toBe("Sales Representatives of Services, Except Advertising, Insurance, Financial Services, and Travel");
    expect(occupation("Customer Experience Specialist")).toBe("Customer Service Representatives");
    expect(occupation("FP&A Analyst")).toBe("Financial and Investment Analysts");
    expect(occupation("Onboarding Specialist")).toBe("Human Resources Specialists");
    expect(occupation("Talent Acquisition Partner")).toBe("Human Resources Specialists");
    expect(occupation("Data Steward")).toBe("Database Administrators");
    expect(occupation("Product Owner")).toBe("Information Technology Project Managers");
    expect(occupation("Chief of Staff")).toBe("General and Operations Managers");
    // O*NET lists it first under public relations managers; it runs a team of service representatives.
    expect(occupation("Customer Service Manager")).toBe("First-Line Supervisors of Office and Administrative Support Workers");
  });
});

describe("a job named by the software it is written with", () => {
  it("is a software developer's, or a machine-learning engineer's, wherever the title names it", () => {
    const occupation = (title: string) => buildJobProfile({ name: title }).occupation?.title;
    for (const title of ["Senior Python Engineer", "Senior Rust Engineer", "C++ Engineer", "Angular Developer", "Dotnet Developer", "Senior Flutter Developer", "Staff Engineer, Android for a Payments Company", "Staff Trading Services Engineer (Backend)", "10034 - Software Engineer III (Java API)", "Senior Software Engineer, Team Lead - Futures", "Python Developer : Irving, TX (Onsite)", "Java Technical Lead", "Sr. .NET Tech Lead", "Technical Lead", "ServiceNow Developer", "SAP Developer", "Oracle Developer", "Mobile App Developer"]) {
      expect(occupation(title), title).toBe("Software Developers");
    }
    for (const title of ["Natural Language Processing (NLP) Engineer", "Senior MLOps Engineer", "Computer Vision Engineer", "Generative AI Researcher", "2026 New Grad - Machine Learning Engineer", "Technical Staff Member, Machine Learning Platform Engineer"]) {
      expect(occupation(title), title).toBe("Data Scientists");
    }
    const python = buildJobProfile({ name: "Python Engineer" });
    expect(python.requirements.find((r) => r.id === "core-skills")?.label).toBe("Core information technology skills");
  });

  it("leaves other engineers and a scrum master where they are", () => {
    const occupation = (title: string) => buildJobProfile({ name: title }).occupation?.title;
    expect(occupation("Civil Engineer")).toBe("Civil Engineers");
    expect(occupation("Computer Hardware Engineer")).toBe("Computer Hardware Engineers");
    expect(occupation("Rust Removal Technician")).not.toBe("Software Developers");
    expect(occupation("Landscape Architect")).toBe("Landscape Architects");
    expect(occupation("HVAC Technical Lead")).not.toBe("Software Developers");
    for (const title of ["Real Estate Developer", "Business Developer", "Curriculum Developer", "Recipe Developer"]) expect(occupation(title), title).not.toBe("Software Developers");
    expect(requirementOf(buildJobProfile({ name: "Scrum Master" }), "role")?.terms).not.toContain("family:it");
  });
});

describe("what a recruiter types into the requirements", () => {
  const skills = (profile: ReturnType<typeof buildJobProfile>) => profile.requirements.filter((r) => r.kind === "skill" && r.id !== "core-skills").map((r) => r.label);
  const certs = (profile: ReturnType<typeof buildJobProfile>) => profile.requirements.filter((r) => r.kind === "certification").map((r) => r.label);

  it("keeps a degree and its years apart from a list of skills, and reads 'MS or PhD' as a master's", () => {
    const profile = buildJobProfile({ name: "Data Scientist", keyRequirements: "Python, SQL, A/B testing, statistics, MS or PhD" });
    expect(skills(profile)).toEqual(expect.arrayContaining(["Python", "SQL", "A/B testing", "statistics"]));
    expect(requirementOf(profile, "education")?.label).toBe("Master's degree");
    expect(buildJobProfile({ name: "Office Manager", keyRequirements: "MS Office, MS Excel" }).requirements.some((r) => r.kind === "education")).toBe(false);
  });

  it("reads years typed without the word experience, and keeps the field they are in", () => {
    const nurse = buildJobProfile({ name: "Registered Nurse", keyRequirements: "Active RN license, BLS, ACLS, 1 year acute care" });
    expect(requirementOf(nurse, "experience")?.label).toBe("1+ years of relevant experience");
    expect(skills(nurse)).toContain("acute care");
    // A certificate typed on its own keeps the recruiter's words.
    expect(certs(nurse)).toEqual(expect.arrayContaining(["Active RN license", "BLS", "ACLS"]));
    expect(requirementOf(buildJobProfile({ name: "Senior Accountant", keyRequirements: "CPA, 5+ yrs, NetSuite" }), "experience")?.label).toBe("5+ years of relevant experience");
  });

  it("asks for a certificate once, as a certificate", () => {
    const cook = buildJobProfile({ name: "Line Cook", keyRequirements: "ServSafe, knife skills" });
    expect(cook.requirements.filter((r) => r.label === "ServSafe").map((r) => r.kind)).toEqual(["certification"]);
  });

  it("asks a dental hygienist's anesthesia permit as what it is, not as building codes", () => {
    const hygienist = buildJobProfile({ name: "Dental Hygienist", keyRequirements: "RDH license, local anesthesia permit, Dentrix" });
    expect(hygienist.requirements.flatMap((r) => r.terms)).not.toContain("Building Codes");
  });

  it("turns a shift, lifting or availability into a question for every candidate rather than a skill no resume shows", () => {
    const profile = buildJobProfile({ name: "Warehouse Associate", keyRequirements: "forklift, RF scanner, lift 50 lbs, 2nd shift availability", optionalRequirements: "weekend availability" });
    expect(skills(profile)).not.toEqual(expect.arrayContaining(["lift 50 lbs"]));
    expect(skills(profile).join(" ")).not.toMatch(/shift|weekend/);
    expect(profile.conditions).toEqual(["lift 50 lbs", "2nd shift availability", "weekend availability"]);
    const questions = analyzeResume(profile, "Jane Doe\nWarehouse Associate, Acme DC, 2019 - 2023\n- Operated forklift and RF scanner").followUpQuestions;
    expect(questions).toContain("This role requires: lift 50 lbs, 2nd shift availability and weekend availability. Can you meet these?");
  });
});

describe("service occupations whose O*NET tasks name the things they handle", () => {
  it("are asked for none of those things as skills", () => {
    const core = (title: string) => buildJobProfile({ name: title }).requirements.find((r) => r.id === "core-skills")?.terms ?? [];
    // A housekeeper's "found articles", "sort clothing", "television sets" and "fixtures and fittings".
    for (const wrong of ["Writing and Editing", "Apparel Merchandising", "Broadcasting", "Fashion Design", "Healthcare"]) expect(core("Housekeeper"), wrong).not.toContain(wrong);
    // A server's "server station" and "sales taxes"; a security guard's "prohibited articles"; a landscaper's weeding and team logos.
    for (const wrong of ["System Administration", "Tax Preparation"]) expect(core("Server"), wrong).not.toContain(wrong);
    expect(core("Security Guard")).not.toContain("Writing and Editing");
    for (const wrong of ["Collection Development", "Branding and Identity"]) expect(core("Landscaper"), wrong).not.toContain(wrong);
    for (const wrong of ["Writing and Editing", "Real Estate"]) expect(core("Laundry Attendant"), wrong).not.toContain(wrong);
  });
});

describe("a title that says only 'engineer' and a rank", () => {
  it("takes its line of work from what the posting asks", () => {
    const software = buildJobProfile({ name: "Principal Engineer", description: "Requirements\n- 8+ years building backend services in Go and Python\n- Kubernetes and AWS in production\n- TypeScript" });
    expect(software.occupation?.title).toBe("Software Developers");
    const ml = buildJobProfile({ name: "Founding Engineer", description: "Requirements\n- Deep learning and NLP research experience\n- Machine learning in production" });
    expect(ml.occupation?.title).toBe("Data Scientists");
    // A civil posting's engineer stays where O*NET puts it, and so does a title that names its trade.
    const civil = buildJobProfile({ name: "Principal Engineer", description: "Requirements\n- PE license\n- Stormwater and roadway design\n- AutoCAD Civil 3D" });
    expect(civil.occupation?.title).not.toBe("Software Developers");
    expect(buildJobProfile({ name: "Civil Engineer", description: "Requirements\n- Python, SQL and AutoCAD scripting" }).occupation?.title).toBe("Civil Engineers");
  });
});

describe("a medical billing specialist", () => {
  const posting = `Medical Billing Specialist
Essential Duties
- Submit clean claims to Medicare, Medicaid and commercial payers
- Appeal denied claims and resolve coding edits with providers
- Verify insurance eligibility and obtain prior authorizations
Qualifications
- 2 years of medical billing experience
- Knowledge of CPT, ICD-10 and HCPCS coding
- Experience with Epic or athenahealth`;

  it("is asked for medical billing and medical coding, never for programming", () => {
    const labels = buildJobProfile({ name: "Medical Billing Specialist", description: posting }).requirements.map((r) => r.label);
    expect(labels).toContain("Medical Billing");
    expect(labels).toContain("Medical Coding");
    expect(labels).not.toContain("Programming");
  });

  it("meets the ask with a biller's resume, quoting the billing work", () => {
    const resume = `Medical Biller
Experience
Medical Biller 03/2019 to Current Company Name City , State
Submitted claims to Medicare and commercial payers and worked denied claims.
Verified insurance eligibility and obtained prior authorizations.
Skills
CPT, ICD-10, Epic`;
    const analysis = analyzeResume(buildJobProfile({ name: "Medical Billing Specialist", description: posting }), resume);
    expect(analysis.requirements.find((r) => r.label === "Medical Billing")).toMatchObject({ status: "met", evidence: expect.stringMatching(/claims|insurance/) });
    expect(analysis.skills).not.toContain("Programming");
  });
});

describe("an occupation's core skills from O*NET", () => {
  const core = (name: string) => buildJobProfile({ name, description: `${name}\nWe are hiring for our regional office.` }).requirements.find((r) => r.id === "core-skills")?.terms ?? [];

  it("leave out what the work only deals in: the insured car, the stowed garment, the mechanic's terrain", () => {
    const agent = core("Outside Insurance Sales Representative");
    expect(agent).toEqual(expect.arrayContaining(["Insurance", "Sales"]));
    expect(agent).not.toContain("Automotive Repair");
    const attendant = core("Flight Attendant");
    expect(attendant).toContain("Aviation and Aerospace");
    expect(attendant).not.toContain("Fashion Design");
    const mechanic = core("Diesel Mechanic");
    expect(mechanic).toContain("Automotive Repair");
    expect(mechanic).not.toContain("Natural Resources");
  });
});

describe("a network engineer's certificates (stop 51)", () => {
  it("asks for the CCNA required and the CCNP preferred apart, and takes a CCNP for the CCNA", () => {
    const profile = buildJobProfile({
      name: "Network Engineer II",
      description: "Required:\n- CCNA required; CCNP strongly preferred\n- 4+ years with Cisco routing and switching",
    });
    const certs = profile.requirements.filter((r) => r.kind === "certification").map((r) => `${r.key ? "key" : "plus"} ${r.label}`);
    expect(certs).toEqual(["key CCNA", "plus CCNP"]);
    const verdicts = (resume: string) =>
      Object.fromEntries(analyzeResume(profile, resume).requirements.filter((r) => r.kind === "certification").map((r) => [r.label, r.status]));
    const body = "Network Engineer, Lakeside Clinics — 2019 to present\n- Cisco switches, OSPF and BGP\n";
    expect(verdicts(`Omar Reyes\nCertifications: CCNA\n${body}`)).toEqual({ CCNA: "met", CCNP: "not_met" });
    expect(verdicts(`Omar Reyes\nCertifications: CCNP Enterprise\n${body}`)).toEqual({ CCNA: "met", CCNP: "met" });
  });
});

describe("an interior designer, and a custodian (stop 51)", () => {
  it("asks an interior designer for interior design among the design family's core, and a graphic designer for no interior design", () => {
    const core = (name: string) => buildJobProfile({ name, description: "Design spaces and layouts." }).requirements.find((r) => r.id === "core-skills")?.terms ?? [];
    expect(core("Interior Designer")).toContain("Interior Design");
    expect(core("Graphic Designer")).not.toContain("Interior Design");
  });

  it("meets a custodian's core with custodial work, and reads the title beside a school as the title", () => {
    const profile = buildJobProfile({ name: "Custodian - Night Shift", description: "Requirements:\n- 1 year of custodial experience\n- Operate floor scrubbers" });
    const a = analyzeResume(profile, "Ray Dunn\nToledo, OH\n\nWORK HISTORY\nNight Custodian — Maumee City Schools, 2019 to now\nStrip and wax floors; run auto-scrubbers in 20 classrooms");
    expect(a.currentTitle).toBe("Night Custodian");
    expect(a.requirements.find((r) => r.label === "Custodial Work")?.status).toBe("met");
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
    // The trade's core shows the floor care, not only repairs the custodian never claimed.
    expect(a.requirements.find((r) => r.label.startsWith("Core "))?.evidence).toContain("Custodial Work");
  });
});
