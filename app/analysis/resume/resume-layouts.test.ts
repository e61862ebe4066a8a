// Resumes laid out as people write them outside the anonymised eval set (invented): the contact line under the
// name, the employer beside or above each title, dates in brackets, grades spelt out. Each once lost a strong
// candidate's title, and with it the candidate's tier.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { headlineTitle, locationFromText } from "./candidate-headline";
import { parseResume } from "./resume";
import { resolveOccupation } from "../knowledge/occupations";

const analyst = buildJobProfile({ name: "Data Analyst", description: "Requirements:\n- 3+ years as a data analyst\n- SQL, Python, Tableau\n- Bachelor's degree in a quantitative field" }, { asOf: "2026-11" });
const nurse = buildJobProfile({ name: "Registered Nurse - Med/Surg", description: "Requirements:\n- Active RN license\n- 2+ years of acute care nursing experience\n- BLS and ACLS certification" }, { asOf: "2026-11" });
const teacher = buildJobProfile({ name: "Elementary School Teacher", description: "Requirements:\n- Valid teaching certificate\n- 2+ years teaching elementary grades\n- Bachelor's degree in Education" }, { asOf: "2026-11" });

describe("resumes laid out as people write them", () => {
  it("does not read the contact line, with what is left of a phone number, as the candidate's title", () => {
    const a = analyzeResume(analyst, [
      "Quinn Harlow",
      "quinn.harlow@example.com · 555-0188 · Spokane, WA",
      "",
      "Skills",
      "Languages: Python, SQL, R",
      "Tools: Tableau, Looker, Excel",
      "",
      "Experience",
      "Data Analyst @ Pinecrest Health (Jul 2021 - Present)",
      "  Built Tableau dashboards for 40 clinics; wrote SQL models for the finance team.",
      "Reporting Analyst @ Tamarack Outfitters (Aug 2018 - Jun 2021)",
      "  Forecasted demand in Python; automated weekly Excel reports.",
      "",
      "Education",
      "B.S. Statistics, Gonzaga University (2018)",
    ].join("\n"));
    expect(a.currentTitle).toBe("Data Analyst");
    expect(a.tier).toBe("A");
  });

  it("takes the title over the employer's line, and counts its years as the role's", () => {
    const a = analyzeResume(nurse, [
      "TERESA VANCE, RN, BSN",
      "Registered Nurse",
      "Dayton, Ohio | tvance@example.com",
      "",
      "LICENSES & CERTIFICATIONS",
      "Registered Nurse, State of Ohio · BLS · ACLS",
      "",
      "PROFESSIONAL EXPERIENCE",
      "Staff Nurse, Medical-Surgical Unit",
      "Kettering Valley Hospital, Dayton, OH",
      "Jan. 2020 – Present",
      "- Care for 5-6 patients per shift on a 30-bed med/surg floor",
      "Patient Care Technician",
      "Miami Valley Clinic — Dayton, OH | June 2017 to December 2019",
    ].join("\n"));
    expect(a.currentTitle).toBe("Staff Nurse, Medical-Surgical Unit");
    expect(a.requirements.find((r) => r.kind === "experience")?.status).toBe("met");
  });

  it("reads a name followed by one credential and its issuer, and takes the next line as the headline", () => {
    const resume = ["TAMSIN OKAFOR, CMA (AAMA)", "Medical Assistant", "Fayetteville, Arkansas 72701 · 479.555.0161", "", "EXPERIENCE", "Medical Assistant", "Ozark Family Clinic, Fayetteville, AR", "March 2020 - Present", "- Room patients, take vitals and draw blood"].join("\n");
    const read = readResume(resume, "2026-11");
    expect(read.contact.name).toBe("TAMSIN OKAFOR");
    expect(read.redacted).not.toMatch(/TAMSIN|OKAFOR/);
    expect(read.parsed.headline).toBe("Medical Assistant");
    // The credential is quoted where the resume lists it, not from the name's line.
    const job = buildJobProfile({ name: "Medical Assistant", description: "Requirements\n- CMA or RMA" }, { asOf: "2026-11" });
    const cert = analyzeResume(job, `${resume}\nCERTIFICATIONS\nCertified Medical Assistant (AAMA), 2020`).requirements.find((r) => r.kind === "certification");
    expect(cert).toMatchObject({ status: "met", evidence: "Certified Medical Assistant (AAMA), 2020" });
  });

  it("reads headings written in the first person or a designer's words: 'Where I've worked', 'Toolbox'", () => {
    const parsed = parseResume(["Rue Castillo", "UX Designer", "", "Where I've worked", "UX Designer — Fernleaf Studio (2019–2023)", "Ran usability sessions", "", "Toolbox", "Figma, Miro, HTML/CSS"].join("\n"), 2026 * 12 + 10);
    expect(parsed.sectionOf[3]).toBe("experience");
    expect(parsed.sectionOf[8]).toBe("skills");
    expect(parsed.skills.filter((h) => h.line === 8).every((h) => h.section === "skills")).toBe(true);
  });

  it("reads a grade spelt out and a state's educator certificate", () => {
    const a = analyzeResume(teacher, [
      "ROSA IBARRA",
      "rosa.ibarra@example.com   (555) 010-4477   El Paso, TX",
      "",
      "TEACHING EXPERIENCE",
      "2019-Present: Fourth Grade Teacher, Alameda Elementary School",
      "Plan and teach reading, math and science to 26 students; lead the grade-level team.",
      "2016-2019: Reading Tutor, Mesa Vista Elementary",
      "",
      "CERTIFICATION",
      "Texas Educator Certificate, Core Subjects EC-6",
      "",
      "EDUCATION",
      "B.A. in Elementary Education, University of Texas at El Paso, 2016",
    ].join("\n"));
    expect(a.currentTitle).toBe("Fourth Grade Teacher");
    expect(a.requirements.find((r) => r.kind === "experience")?.status).toBe("met");
    expect(a.requirements.find((r) => r.kind === "certification")?.status).toBe("met");
    expect(a.tier).toBe("A");
  });

  it("reads a place abroad, a B.Eng. and an employer ending in '& Partner'", () => {
    const frontend = buildJobProfile({ name: "Frontend Developer", description: "Requirements:\n- 3+ years with React and TypeScript\n- Bachelor's in Computer Science or equivalent" }, { asOf: "2026-11" });
    const a = analyzeResume(frontend, [
      "Aiko Tanaka",
      "Frontend Developer",
      "aiko@example.dev | Osaka, Japan",
      "",
      "WHERE I'VE WORKED",
      "Jan 2022 – Now | Frontend Developer | Hikari Labs",
      "React, TypeScript and CSS modules for a design system used by 12 product teams.",
      "09.2019 – 12.2021  Web Developer, Sakura & Partner",
      "Built marketing sites in Vue and plain CSS.",
      "",
      "EDUCATION",
      "B.Eng. Computer Science, Osaka University, 2019",
    ].join("\n"));
    expect(a.location).toBe("Osaka, Japan");
    expect(a.requirements.find((r) => r.kind === "education")?.status).toBe("met");
    expect(readResume("Aiko Tanaka\n\nExperience\n09.2019 – 12.2021  Web Developer, Sakura & Partner\nBuilt marketing sites.", "2026-11").parsed.jobs[0]?.title).toBe("Web Developer");
  });

  it("reads a title beside its employer in columns (spaces or a tab), or between middle dots", () => {
    const titles = (text: string) => readResume(text, "2026-11").parsed.jobs.map((j) => j.title);
    const hr = ["SARAH KIM", "", "EXPERIENCE", "HR Generalist                              Tailspin Toys | 2020 - present", "  Benefits administration and onboarding for 600 employees", "HR Coordinator\tTailspin Toys\t2018 - 2020", "  Scheduled interviews"].join("\n");
    expect(titles(hr)).toEqual(["HR Generalist", "HR Coordinator"]);
    expect(titles("Tom Reyes\n\nExperience\nJan 2022 – Now · Account Executive · Fabrikam\nClosed $1.4M of new business.")).toEqual(["Account Executive"]);
    // Indentation and bullets are no columns.
    expect(readResume("Sam Ortiz\n\nExperience\nBuyer 2019 - 2022\n   •   Negotiated with 40 vendors", "2026-11").text).toContain("\n• Negotiated with 40 vendors");
  });

  it("reads a LinkedIn profile saved as a PDF: the name, headline and location come after its sidebar", () => {
    const analyst = buildJobProfile({ name: "Senior Data Analyst", description: "Requirements:\n- 4+ years as a data analyst\n- SQL, Python, Tableau\n- Bachelor's degree" }, { asOf: "2026-11" });
    const a = analyzeResume(analyst, [
      "Contact",
      "www.linkedin.com/in/noor-haddad (LinkedIn)",
      "Top Skills",
      "SQL",
      "Tableau",
      "Python",
      "Languages",
      "Arabic (Native or Bilingual)",
      "Noor Haddad",
      "Senior Data Analyst at Bluefin Insurance",
      "Greater Boston Area",
      "Summary",
      "I turn messy claims data into decisions.",
      "Experience",
      "Bluefin Insurance",
      "5 years 3 months",
      "Senior Data Analyst",
      "March 2023 - Present (3 years 9 months)",
      "Built Tableau dashboards and SQL pipelines for claims.",
      "Data Analyst",
      "September 2021 - February 2023 (1 year 6 months)",
      "Python forecasting of member churn.",
      "Harbor Retail",
      "Business Analyst",
      "June 2018 - August 2021 (3 years 3 months)",
      "Excel and SQL reporting for store operations.",
      "Education",
      "Northeastern University",
      "Bachelor of Science - BS, Statistics · (2014 - 2018)",
    ].join("\n"));
    expect(a.contact?.name).toBe("Noor Haddad");
    expect(a.location).toBe("Greater Boston Area");
    expect(a.currentTitle).toBe("Senior Data Analyst");
    expect(readResume("Contact\nTop Skills\nSQL\nNoor Haddad\nSenior Data Analyst at Bluefin Insurance\nChicago, Illinois, United States\nExperience\nAnalyst 2019 - 2022", "2026-11").parsed.headline).toBe("Senior Data Analyst at Bluefin Insurance");
    expect(a.tier).toBe("A");
  });

  it("reads a template whose sidebar opens with 'About me' or 'Skills' before its contact details", () => {
    for (const opener of ["ABOUT ME\nCreative marketer who builds campaigns people remember.", "SKILLS\nCanva\nHubSpot"]) {
      const read = readResume([opener, "CONTACT", "ines.okafor@example.com", "(555) 201-3344", "Columbus, OH", "INES OKAFOR", "Marketing Coordinator", "EXPERIENCE", "Marketing Coordinator | Quillmark Inc. | 2021 – Present", "- Ran email campaigns for 40,000 subscribers", "EDUCATION", "B.A. Communications, 2020"].join("\n"), "2026-11");
      expect(read.contact.name, opener).toBe("INES OKAFOR");
      expect(read.parsed.headline, opener).toBe("Marketing Coordinator");
      expect(locationFromText(read.text), opener).toBe("Columbus, OH");
    }
  });

  it("reads a resume written as a form: the labelled title, not 'Dates' or the supervisor's line, is the job's", () => {
    const specialist = buildJobProfile({ name: "HR Specialist", description: "Requirements:\n- 3+ years of human resources experience\n- Recruitment, onboarding, HRIS" }, { asOf: "2026-11" });
    const form = [
      "Lena Ortiz",
      "WORK EXPERIENCE",
      "Job Title: Human Resources Specialist",
      "Employer: Department of Veterans Affairs",
      "Supervisor: Dana Kim, (555) 201-3344",
      "Dates: 01/2020 - Present",
      "Duties: Recruitment and onboarding for 300 clinical staff; HRIS data entry.",
      "Job Title: HR Assistant",
      "Employer: City of Tacoma",
      "Dates: 06/2017 - 12/2019",
      "Duties: Processed personnel actions.",
    ].join("\n");
    expect(readResume(form, "2026-11").parsed.jobs.map((j) => j.title)).toEqual(["Human Resources Specialist", "HR Assistant"]);
    const a = analyzeResume(specialist, form);
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
    expect(a.tier).toBe("A");
  });

  it("reads a template whose sidebar comes first, past a profile of the sidebar's own, and leaves a resume that only opens with 'Contact' alone", () => {
    const sidebar = ["Contact", "kai.brennan@example.com", "Profile", "Ships clean code.", "Skills", "Go", "Kubernetes"];
    const read = readResume([...sidebar, "Kai Brennan", "Platform Engineer", "Professional Experience", "Platform Engineer, Litware | 2021 - Present", "Ran Kubernetes for 90 services."].join("\n"), "2026-11");
    expect(read.contact.name).toBe("Kai Brennan");
    expect(read.parsed.headline).toBe("Platform Engineer");
    const plain = readResume("Contact\nJordan Lee\njordan.lee@example.com\nSummary\nPayroll specialist for 8 years.\nExperience\nPayroll Specialist 2018 - 2024", "2026-11");
    expect(plain.contact.name).toBe("Jordan Lee");
    expect(plain.parsed.headline).toBeNull();
  });
});

describe("a heading with its content on the same line", () => {
  const read = (line: string, before = "SUMMARY\nAnalyst who closes the books on time.") => parseResume(`Ines Okafor\n${before}\n${line}\nEXPERIENCE\nAnalyst | Quillmark Inc. | 2019 – 2021\n- Reconciled accounts`, 2026 * 12);
  it("reads the content: 'Skills: Excel, SAP', 'Tools — Jira, Confluence', 'Certifications: CPA'", () => {
    expect(read("Skills: Excel, SAP").skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Excel", "SAP"]));
    expect(read("Tools — Jira, Confluence, Git").skills.map((s) => s.name)).toEqual(expect.arrayContaining(["Jira", "Git"]));
    expect(read("Certifications: CPA").certifications.map((c) => c.name)).toEqual(["CPA"]);
    expect(read("Technical Skills: Python, SQL, Tableau and Power BI for weekly reporting").skills.find((s) => s.name === "Tableau")?.section).toBe("skills");
  });
  it("leaves a job's 'Skills used:' line in the job", () => {
    const parsed = parseResume("Ines Okafor\nEXPERIENCE\nAnalyst | Quillmark Inc. | 2019 – 2021\nSkills used: Python, SQL and Tableau for weekly reporting\nEDUCATION\nB.S. Statistics, 2018", 2026 * 12);
    expect(parsed.skills.find((s) => s.name === "Tableau")?.section).toBe("experience");
  });
});

describe("a resume with no headings at all", () => {
  it("reads its degree line as the degree, not as the headline", () => {
    const text = "Rosa Lindqvist\nMadison, WI · rosa.lindqvist@example.com\n\nData Analyst | Badger Mutual | 2020 – Present\n- Built Tableau dashboards on SQL Server for claims\n\nB.S. Statistics, University of Wisconsin, 2019";
    const { parsed } = readResume(text, "2026-11");
    expect(parsed.degrees.map((d) => d.level)).toEqual(["bachelor"]);
    expect(parsed.headline ?? "").not.toContain("B.S.");
    const degree = analyzeResume(analyst, text).requirements.find((r) => r.kind === "education");
    expect(degree).toMatchObject({ status: "met", evidence: "B.S. Statistics, University of Wisconsin, 2019" });
  });
});

describe("a resume's top lines and labels, as people write them (stop 48)", () => {
  it("opens the summary with the job, not with a dated job line taken for the headline", () => {
    const text = "Reza Farahani\nTucson, AZ | reza.f@example.com\nData Analyst, Saguaro Lending, 2021 - present\n- Built Tableau dashboards from SQL Server for loan officers\nEducation: B.S. Statistics, University of Arizona, 2020";
    expect(readResume(text, "2026-11").parsed.headline).toBeNull();
    const a = analyzeResume(analyst, text);
    expect(a.summary.startsWith("Data Analyst, 6 years of experience")).toBe(true);
    // The degree is quoted without the label written before it.
    expect(a.requirements.find((r) => r.kind === "education")?.evidence).toBe("B.S. Statistics, University of Arizona, 2020");
  });
  it("reads the title out of 'Experience: Staff Nurse, Mercy Medical Center, 2018–present'", () => {
    const a = analyzeResume(nurse, "Ada Brennan\nColumbus, OH\nRegistered Nurse\nExperience: Staff Nurse, Mercy Medical Center, 2018–present. Charted in Epic.");
    expect(a.currentTitle).toBe("Staff Nurse");
  });
  it("reads 'Title, Employer, City ST' as the title, whatever words name the employer", () => {
    expect(parseResume("Experience\nSenior QA Engineer, Cobalt Health, Austin TX   03/2021 - Present\n- Built Selenium suites\nQA Analyst, Brightline Software, Dallas TX   06/2018 - 02/2021", 2026 * 12).jobs.map((j) => j.title)).toEqual(["Senior QA Engineer", "QA Analyst"]);
    expect(parseResume("Experience\nClinical Social Worker — Cascade Behavioral Health — 2021 to Present\n• Provide therapy", 2026 * 12).jobs.map((j) => j.title)).toEqual(["Clinical Social Worker"]);
    expect(parseResume("Experience\nPhysical Therapist, Front Range Sports Rehab — Denver, CO | 2021–Present\n- Evaluate and treat", 2026 * 12).jobs.map((j) => j.title)).toEqual(["Physical Therapist"]);
    // A unit of the workplace stays in the title.
    expect(parseResume("Experience\nStaff Nurse, Cardiac Unit, Dayton OH   2015 - 2018", 2026 * 12).jobs.map((j) => j.title)).toEqual(["Staff Nurse, Cardiac Unit"]);
  });
  it("leaves a licence number out of the headline, and a credential on the name's line is no headline", () => {
    const electrician = analyzeResume(nurse, "Dale Whitcomb\nTulsa, OK · dale.w@example.com\nJourneyman Electrician (OK License #JE-40021)\n\nEXPERIENCE\nElectrician, Red Fork Electric, Tulsa, OK — 2019 – Present\n- Pulled wire and terminated panels");
    expect(electrician.summary.startsWith("Journeyman Electrician, ")).toBe(true);
    const generalist = analyzeResume(analyst, "Marisol Vega, SHRM-CP\nGreenville, SC | marisol.vega@example.com\n\nEXPERIENCE\nHuman Resources Generalist | Palmetto Plastics | Greenville, SC | 2020–Present\n- Recruited and onboarded 120 hires a year");
    expect(generalist.summary.startsWith("Human Resources Generalist, ")).toBe(true);
    // A credential's letters as the headline ("RDH") open the summary less well than the job held.
    const hygienist = analyzeResume(nurse, "Hannah Price, RDH\nColumbus, OH · hannah.price@example.com\nEXPERIENCE\nRegistered Dental Hygienist — Brightside Family Dental, Columbus OH (2020–present)\n• Adult prophylaxis and perio charting");
    expect(hygienist.summary.startsWith("Registered Dental Hygienist, ")).toBe(true);
  });
});

describe("a medical office assistant's resume (stop 48)", () => {
  const assistant = buildJobProfile({ name: "Medical Assistant", description: "Requirements:\n- 1 year of clinical experience in a physician office\n- Experience with an EHR (athenahealth preferred)\n- Room patients and take vitals" }, { asOf: "2026-11" });
  const a = analyzeResume(assistant, "Imani Porter\nJackson, MS · imani.porter@example.com\n\nEXPERIENCE\nMedical Office Assistant, Pearl River Family Clinic — Jackson, MS    08/2022 – present\n• Roomed 20 patients a day; took vitals and histories\n• Documented visits in athenahealth");
  it("reads the title without the clinic and the town, as a medical office's assistant, not a file clerk", () => {
    expect(a.currentTitle).toBe("Medical Office Assistant");
    expect(resolveOccupation("Medical Office Assistant")?.code).toBe("43-6013.00");
  });
  it("counts a product named in one word, and vitals taken, as used, not as a word in passing", () => {
    expect(a.requirements.find((r) => r.label === "Electronic Health Records")?.status).toBe("met");
    expect(a.requirements.find((r) => r.label === "Clinical Care")?.status).toBe("met");
  });
});

describe("a licence line, a licence number after the name and employers named as people name them (stop 49)", () => {
  it("does not open the summary with a line that lists licences under its label", () => {
    const a = analyzeResume(nurse, "Joanna Pike, BSN, RN\nMobile, AL · joanna.pike@example.com\nLicensure: Alabama RN (compact) · BLS · ACLS\nExperience\nStaff Nurse, Surgical ICU — Gulf Shores Regional Hospital, Mobile AL   Feb 2020 – Present\n- Two critically ill patients a shift");
    expect(readResume("Joanna Pike, BSN, RN\nMobile, AL\nLicensure: Alabama RN (compact) · BLS · ACLS\nExperience", "2026-11").parsed.headline).toBeNull();
    expect(a.summary.startsWith("Staff Nurse, Surgical ICU, ")).toBe(true);
    expect(a.requirements.find((r) => r.kind === "role")?.status).toBe("met");
    const t = analyzeResume(teacher, "Nora Kim\nBoise, ID | nora.kim@example.com\nIdaho Educator Credential: Elementary K-8; ESL\nTEACHING EXPERIENCE\n4th Grade Teacher, Cedar Ridge Elementary (Boise SD)   Aug 2019 – present\n• Taught all subjects to 25 students");
    expect(t.currentTitle).toBe("4th Grade Teacher");
    expect(t.summary.startsWith("4th Grade Teacher, ")).toBe(true);
  });

  it("does not open the summary with a licence and its number, but keeps a headline that names one aside", () => {
    const plumber = buildJobProfile({ name: "Plumber", description: "Requirements\n- 3+ years of service plumbing" }, { asOf: "2026-11" });
    const a = analyzeResume(plumber, "Dwayne Ellis\nShreveport, LA · 318-555-0190\nLouisiana Journeyman Plumber License #LJ-20931\nEXPERIENCE\nService Plumber — Red River Plumbing, Shreveport LA — 2018–present\n• Water heaters, slab leaks and drain cleaning");
    expect(a.summary.startsWith("Service Plumber, ")).toBe(true);
    expect(a.requirements.find((r) => r.label === "Plumbing")?.status).toBe("met");
  });

  it("reads a name with a licence's letters and number after it, and leaves them out of the headline", () => {
    const a = analyzeResume(analyst, "Carla Mendes, NMLS #2044187\nAkron, OH · cm.loans@example.com\nLoan Officer — Summit Lakes Bank, Akron OH — 2019–present\n• Closed 140 purchase loans a year");
    expect(a.contact.name).toBe("Carla Mendes");
    // The degree is quoted from the education lines, not from the letters after the name.
    const practitioner = buildJobProfile({ name: "Nurse Practitioner", description: "Requirements\n- MSN from an accredited program\n- 1+ year as an NP" }, { asOf: "2026-11" });
    const np = analyzeResume(practitioner, "Ruth Abara, MSN, FNP-C\nDayton, OH · ra.np@example.com\nEXPERIENCE\nNurse Practitioner — Miami Valley Urgent Care — 2021–present\n- Saw 30 patients a shift\nEDUCATION\nMSN, Family Nurse Practitioner, Wright State University, 2021");
    expect(np.requirements.find((r) => r.kind === "education")?.evidence).toBe("MSN, Family Nurse Practitioner, Wright State University, 2021");
    // A credential with its level after a hyphen ("FNP-C", "PMHNP-BC") is no part of the name either.
    expect(analyzeResume(nurse, "Ruth Abara, MSN, FNP-C\nDayton, OH · ra.np@example.com\nExperience\nNurse Practitioner — Miami Valley Urgent Care — 2021–present").contact.name).toBe("Ruth Abara");
    expect(a.summary.startsWith("Loan Officer, ")).toBe(true);
  });

  it("reads the title out of lines whose employer is named by a place or a trade", () => {
    const titles = (text: string) => parseResume(text, 2026 * 12).jobs.map((j) => j.title);
    expect(titles("Experience\nJunior Designer, Harvest Hill Markets — Fresno, CA (2021 – present)\n• Laid out the weekly ad")).toEqual(["Junior Designer"]);
    expect(titles("Experience\nProduct Analyst, Northstar Surgical Devices — Tampa, FL   2020 – present\n• Priced the catheter line")).toEqual(["Product Analyst"]);
    expect(titles("Experience\nBarista, Red Kettle Coffee, Fresno, CA — 2021 – 2025\n- Opened the store")).toEqual(["Barista"]);
    expect(titles("Experience\nService Plumber — Bayou Drain & Plumbing, Lafayette LA — 2019–present\n• Water heaters and repipes")).toEqual(["Service Plumber"]);
    // The title above an employer whose name ends in a kind of worker ("Builders").
    expect(titles("EXPERIENCE\nPROJECT MANAGER\nRiverbend Builders, Omaha NE | 2018 – present\n• Ran six retail fit-outs")).toEqual(["PROJECT MANAGER"]);
  });

  it("counts a job at a clinic as the candidate's own healthcare work, not a word in passing", () => {
    const assistant = buildJobProfile({ name: "Medical Assistant", description: "Requirements\n- 1 year of clinic experience\n- CMA or RMA" }, { asOf: "2026-11" });
    const a = analyzeResume(assistant, "Lena Ortiz\nTulsa, OK · lena.ortiz@example.com\nEXPERIENCE\nMedical Assistant\nRiver Bend Pediatric Clinic, Tulsa, OK\nJune 2021 - Present\n- Room patients and give vaccines\nCERTIFICATIONS\nCertified Medical Assistant (AAMA)");
    const healthcare = a.requirements.find((r) => r.label === "Healthcare");
    expect(healthcare).toMatchObject({ status: "met", evidence: "River Bend Pediatric Clinic, Tulsa, OK" });
    expect(a.cons.join(" ")).not.toContain("Healthcare only in passing");
  });
});

describe("a resume without headings (stop 49)", () => {
  it("reads what follows its first dated line as its work, so the years of the title's skills count", () => {
    const payroll = buildJobProfile({ name: "Payroll Specialist", description: "Requirements\n- 3+ years processing payroll\n- ADP" }, { asOf: "2026-11" });
    const a = analyzeResume(payroll, "Dana Ruiz\nReno, NV · dr.pay@example.com\nPayroll Specialist, Sierra Foods — 2019 – present\n- Ran biweekly payroll for 400 staff in ADP\n- Filed quarterly payroll taxes");
    expect(a.scoreParts?.find((p) => p.label === "Years of work using the title's skills")?.has).toBe(100);
  });
});

describe("certificate lines under the name, and employers named by their trade (stop 50)", () => {
  it("reads a line of certificates, or a licence with its number in brackets, as no headline", () => {
    const soc = buildJobProfile({ name: "SOC Analyst", description: "Requirements\n- 2+ years in a security operations center\n- Splunk" }, { asOf: "2026-11" });
    const a = analyzeResume(soc, "Omar Haddad\nRaleigh, NC · o.haddad@example.com\nCompTIA Security+ | CySA+\n\nEXPERIENCE\nSecurity Analyst — Tarheel Mutual, Raleigh, NC (2021 – present)\n• Triage Splunk alerts");
    expect(a.summary.startsWith("Security Analyst, ")).toBe(true);
    // The licence's line is no title the candidate presents: the current job is, and it is the role asked.
    const civil = buildJobProfile({ name: "Civil Engineer II", description: "Requirements\n- 4+ years of civil engineering\n- PE license" }, { asOf: "2026-11" });
    const c = analyzeResume(civil, "Hana Sato, P.E.\nFresno, CA · hsato@example.com\nProfessional Engineer (California C-90211)\n\nExperience\nAssociate Civil Engineer, Fresno County Public Works | 2018 - Present\n- Designed culverts and road widenings");
    expect(c.requirements.find((r) => r.kind === "role")).toMatchObject({ status: "met", evidence: "Associate Civil Engineer, Fresno County Public Works | 2018 - Present" });
    expect(c.summary.startsWith("Associate Civil Engineer, ")).toBe(true);
  });

  it("reads the title beside an employer named by its trade: a pharmacy, a garage, an outfitter", () => {
    const titles = (text: string) => parseResume(text, 2026 * 12).jobs.map((j) => j.title);
    expect(titles("Experience\nPharmacy Technician | Mesa Verde Pharmacy | Tucson, AZ | 2021–present\n- Filled 200 scripts a day")).toEqual(["Pharmacy Technician"]);
    expect(titles("Experience\nLube Technician, Red Rock Automotive, Tulsa OK 2019-2022\n- Oil changes")).toEqual(["Lube Technician"]);
    expect(titles("Experience\nSales Associate — Granite Peak Outfitters, Boise, ID (2020 – 2023)\n- Fitted boots")).toEqual(["Sales Associate"]);
    expect(titles("Experience\nInstructional Assistant, Tipton County Schools — Aug 2020 – present\n- Small-group reading")).toEqual(["Instructional Assistant"]);
    expect(titles("Experience\nSenior Product Manager, Harborline Pay — Tampa, FL (2021–present)\n- Owned the payouts roadmap")).toEqual(["Senior Product Manager"]);
  });
});

describe("contact lines, credentials and employers read this stop (stop 51)", () => {
  it("reads a town alone beside the email and phone as the location, but not a label or a skill", () => {
    expect(locationFromText("Kavya Rao\nMysuru | kavya.r@example.com | +91 98450 11223\n\nEXPERIENCE\nAccounts Assistant — Cauvery Traders (2021 – present)")).toBe("Mysuru");
    expect(locationFromText("Kavya Rao\nPortfolio | kavya.r@example.com\n\nEXPERIENCE\nDesigner — Cauvery Prints (2021 – present)")).toBeNull();
    expect(locationFromText("Kavya Rao\nExcel | kavya.r@example.com\n\nEXPERIENCE\nClerk — Cauvery Prints (2021 – present)")).toBeNull();
  });

  it("reads a radiographer's credential letters after the name as neither name nor headline", () => {
    const profile = buildJobProfile({ name: "Radiologic Technologist", description: "Qualifications\n- ARRT (R) registration\n- 2 years of X-ray experience" }, { asOf: "2026-11" });
    const a = analyzeResume(profile, "Lena Ortiz, R.T.(R)(ARRT)\nYuma, AZ | l.ortiz@example.com\n\nEXPERIENCE\nRadiologic Technologist — Gila Valley Hospital, Yuma AZ\nMay 2018 - Present\n- Portable and fluoroscopy exams");
    expect(a.contact.name).toBe("Lena Ortiz");
    expect(a.requirements.find((r) => r.kind === "role")).toMatchObject({ status: "met", evidence: "Radiologic Technologist — Gila Valley Hospital, Yuma AZ — May 2018 - Present" });
  });

  it("reads a certificate beside the place on the contact line as no headline", () => {
    const text = "Omar Reyes\nDayton, OH | omar.reyes@example.com | CCNP Enterprise\n\nEXPERIENCE\nNetwork Engineer, Miami Valley Clinics — 2019 to present\n- Cisco switches and BGP";
    expect(readResume(text, "2026-11").parsed.headline).toBeNull();
    // A title after the place and a blanked email opens the summary without the bars between them.
    expect(headlineTitle("Dayton, OH |  | Network Engineer")).toBe("Network Engineer");
  });

  it("reads a therapist's degree letters after the name as no state, and the title beside a skilled nursing home", () => {
    const text = "Mia Torres, MS, OTR/L\nSalem, OR | mia.t@example.com\n\nExperience\nOccupational Therapist | Willamette Rehabilitation & Skilled Nursing | 2019 – Present\n- ADL retraining after strokes";
    expect(locationFromText(text)).toBe("Salem, OR");
    expect(locationFromText("Dana Cole, MD\ndana@example.com\n\nExperience\nHospitalist, Valley Clinic, 2019 - 2024")).toBeNull();
    expect(locationFromText("Dana Cole\nJackson, MS | dana@example.com\n\nExperience\nTeller, Delta Bank, 2019 - 2024")).toBe("Jackson, MS");
    const read = readResume(text, "2026-11");
    expect(read.parsed.headline).toBeNull();
    expect(read.parsed.jobs.map((j) => j.title)).toEqual(["Occupational Therapist"]);
  });

  it("reads a personal site on the contact line as no headline, and a certificate after the name as the candidate's", () => {
    const profile = buildJobProfile({ name: "Interior Designer", description: "Requirements:\n- 4+ years of commercial interiors\n- NCIDQ certification preferred" }, { asOf: "2026-11" });
    const a = analyzeResume(profile, "Ana Ruiz, NCIDQ\nTampa, FL · ana@example.com · anaruiz.design\n\nEXPERIENCE\nInterior Designer — Bayview Studio (2018–present)\nSpace plans and finish schedules in Revit");
    expect(a.summary.startsWith("Interior Designer, ")).toBe(true);
    expect(a.requirements.find((r) => r.label.startsWith("NCIDQ"))?.status).toBe("met");
  });

  it("reads 'Remote (US)' beside the email as no headline, and a cloud architect as a network architect", () => {
    expect(readResume("Ari Feld\nRemote (US) · ari@example.com\n\nEXPERIENCE\nCloud Engineer — Westlake Health (2019–present)", "2026-11").parsed.headline).toBeNull();
    expect(buildJobProfile({ name: "Cloud Architect (AWS) - Remote", description: "Design our AWS landing zone and migrate 120 workloads." }).occupation?.code).toBe("15-1241.00");
  });

  it("blanks a site in small letters on the contact lines, and leaves a skill's name with a dot", () => {
    expect(readResume("Jo Park\nAustin, TX | jopark.tv | jo@example.com\n\nEXPERIENCE\nVideo Editor — Hill Country Media (2019–present)", "2026-11").parsed.headline).toBeNull();
    expect(readResume("Jo Park\nASP.NET Developer\n\nEXPERIENCE\nDeveloper — Hill Country Media (2019–present)", "2026-11").parsed.headline).toBe("ASP.NET Developer");
  });

  it("reads the title beside a library or an agency as the title alone, and an MLIS as a master's", () => {
    const parsed = parseResume("Experience\nAdult Services Librarian, Marathon County Public Library (2020 – present)\nReference desk and classes.\nCase Aide, Northwoods Community Action Agency (2017 – 2020)\n\nEducation\nMLIS, University of Iowa, 2020", 2026 * 12);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Adult Services Librarian", "Case Aide"]);
    expect(parsed.degrees.map((d) => d.level)).toEqual(["master"]);
    // "MLS" is a master's only in the education section: elsewhere it is a listing service.
    expect(parseResume("Experience\nRealtor, Lakeside Homes (2019 – present)\nListed 40 homes on the MLS.", 2026 * 12).degrees).toEqual([]);
  });
});
