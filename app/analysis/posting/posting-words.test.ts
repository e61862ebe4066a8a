// Words of a posting that name no skill asked of the reader: the employer's name, the
// colleagues the work is done with, kinds of things ("testing strategy"), software work
// ("development and maintenance"), pay notes and ordinary words that share a product's
// or a skill's name. Made-up postings in the shape of real ones (none from the eval corpus).
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "./job-profile";
import { canonicalSkills } from "../knowledge/lexicon";
import { employerNames, splitPosting } from "./posting";
import { asked, asksOf } from "../../../tests/support/posting-asks";
import { skillAsksOfLine } from "./posting-skills";

describe("the employer's name", () => {
  const tiktok = `Senior Backend Engineer, User Growth
TikTok is where millions come each day to watch and make short videos. At TikTok, we want every viewer to find a reason to smile.
Responsibilities
- Build large-scale services that power the TikTok app family for billions of users
- Design experiments and ship features with the product team
Requirements
- 3+ years of experience with Go or Java
- Experience with distributed systems`;

  it("is found where the posting introduces its employer, and asks for nothing", () => {
    expect(employerNames(tiktok)).toEqual(["TikTok"]);
    const all = asked("Senior Backend Engineer, User Growth", tiktok);
    expect(all).not.toContain("Social Media");
    expect(all).toContain("Distributed Systems");
  });

  it("still asks for the same word where the posting asks the reader for it", () => {
    const marketing = `Social Media Manager
Acme Foods is an equal opportunity employer. Acme Foods is proud of its 40 years of baking.
Requirements
- 3+ years growing brands on TikTok and Instagram`;
    expect(employerNames(marketing)).toEqual(["Acme Foods"]);
    expect(asked("Social Media Manager", marketing)).toContain("Social Media");
  });

  it("keeps a product that starts with the employer's name", () => {
    const microsoft = `Software Engineer II
Microsoft is committed to an inclusive workplace. Microsoft welcomes applicants of every background.
Requirements
- Build services on Microsoft Azure
- 2+ years of C# experience`;
    expect(employerNames(microsoft)).toEqual(["Microsoft"]);
    expect(asked("Software Engineer II", microsoft)).toContain("Azure");
  });

  it("is found where 'the TikTok experience' is the product's, not a skill", () => {
    const effects = `Senior Frontend Engineer
Playful camera filters shape much of the TikTok experience. TikTok is committed to an inclusive workplace.
Requirements
- 5+ years with TypeScript and WebGL`;
    expect(employerNames(effects)).toEqual(["TikTok"]);
    expect(asked("Senior Frontend Engineer", effects)).not.toContain("Social Media");
  });

  it("leaves out companies the posting names as peers or customers", () => {
    const peers = `Software Engineer, Realtime Compute
Our engineers shipped ML platforms before this at well-known companies like Lyft, Meta, Uber, Google and Twitter.
Requirements
- 3+ years with Python and Kafka`;
    expect(asked("Software Engineer, Realtime Compute", peers)).not.toContain("Social Media");
    // Platforms the reader is asked to work on are still asked for.
    expect(asked("Social Media Manager", "Requirements\n- Grow our accounts on Facebook, Instagram and TikTok")).toContain("Social Media");
  });

  it("is never a common word, an address or a skill the posting asks for", () => {
    expect(employerNames("Cloud is the leading word here. At Cloud, we build. Cloud again.")).toEqual([]);
    expect(employerNames("Salesforce is a leading CRM. Requirements: experience with Salesforce administration.")).toEqual([]);
    // Written in lower case only inside an address, it is still a name.
    expect(employerNames("Gleamly is hiring! At Gleamly, apply at careers.gleamly.com")).toEqual(["Gleamly"]);
  });
});

describe("the people the work is done with", () => {
  it("are colleagues, not skills asked for", () => {
    expect(asksOf("Collaborate with UX designers and product managers to ship features")).not.toContain("UX/UI Design");
    expect(asksOf("Partner with Sales to resolve technical objections")).not.toContain("Sales");
    expect(asksOf("Work closely with the data engineering team")).not.toContain("Data Engineering");
    expect(asksOf("Build dashboards in Tableau for the sales and operations teams")).not.toContain("Sales");
    // The skill's own name ends in the people: "data engineers" are colleagues, Spark is asked.
    expect(asksOf("Work with data engineers on feature stores in Spark")).toEqual(["Apache Spark"]);
    expect(asksOf("Experience as a data engineer")).toEqual(["Data Engineering"]);
  });

  it("but a skill the reader works with is still asked for", () => {
    expect(asksOf("Experience working with Python and SQL")).toEqual(["Python", "SQL"]);
    expect(asksOf("Familiarity with UX design")).toContain("UX/UI Design");
    expect(asksOf("Experience with Python for data engineering teams")).toContain("Python");
  });
});

describe("a general word and the word before it", () => {
  it("is a kind of thing after a noun in -ing, and the skill after a verb", () => {
    expect(canonicalSkills("Own the testing strategy for the platform")).not.toContain("Strategic Planning");
    expect(canonicalSkills("Build trading strategies and alphas")).not.toContain("Strategic Planning");
    expect(canonicalSkills("Scale machine learning operations")).not.toContain("Operations Management");
    expect(canonicalSkills("Developing strategy for new markets")).toContain("Strategic Planning");
    expect(canonicalSkills("Handling repairs for 40 buildings")).toContain("Facilities Maintenance");
    expect(canonicalSkills("Provides maintenance on rooftop units")).toContain("Facilities Maintenance");
  });

  it("is software work when listed with design, development or enhancements", () => {
    expect(canonicalSkills("Responsible for the design, development and maintenance of billing software")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Ongoing maintenance and enhancements of the data platform")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Storage provisioning and maintenance")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Performed repairs and maintenance of boilers")).toContain("Facilities Maintenance");
  });

  it("is decided by what it is done to, written after it with 'of'", () => {
    expect(canonicalSkills("Accurate upkeep and maintenance of payroll documents")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Knows the building or repair of truck cabs")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Oversees maintenance & repair of street lamps")).not.toContain("Facilities Maintenance");
    expect(canonicalSkills("Works an assigned portfolio of overdue accounts")).not.toContain("Investment Analysis");
    expect(canonicalSkills("Painting of hallways and offices")).not.toContain("Fine Arts");
    // The thing done to is the skill's own: "maintenance of the buildings" is building maintenance.
    expect(canonicalSkills("Scheduled maintenance of the buildings and grounds")).toContain("Facilities Maintenance");
    expect(canonicalSkills("Repairs of plumbing and boilers")).toContain("Facilities Maintenance");
    // Not every general word: an inspector inspects many things ("inspection of roadways"), all of them the trade's,
    // and "operations of the branch" are still the branch's operations to manage.
    expect(canonicalSkills("Directed operations of the store")).toContain("Operations Management");
    expect(canonicalSkills("Inspection of roadways and sidewalks")).toContain("Construction Inspection");
  });

  it("is qualified by a field or a kind before it, not by a rank or a preposition", () => {
    expect(canonicalSkills("IT consulting firm")).not.toContain("Management Consulting");
    expect(canonicalSkills("Senior Consultant at a strategy firm")).toContain("Management Consulting");
    expect(canonicalSkills("Deploy smart contracts on Ethereum")).not.toContain("Contract Management");
    expect(canonicalSkills("3 month contract, extensions possible")).not.toContain("Contract Management");
    expect(canonicalSkills("Negotiated and managed vendor contracts")).toContain("Contract Management");
    expect(canonicalSkills("Orbital mechanics and classical dynamics")).not.toContain("Automotive Repair");
    expect(canonicalSkills("ASE certified auto mechanic")).toContain("Automotive Repair");
  });
});

describe("ordinary words that share a skill's or a product's name", () => {
  it("are no asks in a tech posting", () => {
    const posting = `Machine Learning Engineer
Requirements
- Logistic regression, gradient boosting and graph models
- Image classification, object detection or motion analysis
- Write design docs and propose technical solutions
- Experience with a server-side framework
- Continuously improve the product and share lessons learned
- We partner with Allina Health Network to make healthcare affordable and accessible
- BS or MS in Physics, Maths, Computing or another science
- Experience with systems integration
- Enjoy building systems from the ground up
- Create and maintain Sales Cloud configurations
- Configuration management with Ansible, Chef or Puppet
- Work from the office every workday
- Fix regressions or bugs in production
- Know how the app router in Next.js works
- Professional engineering experience of five years or more, ideally on a small team
- Company offsites to recharge and bond with the team`;
    const all = asked("Machine Learning Engineer", posting);
    for (const wrong of ["Logistics", "Legal Research", "Google Docs", "System Administration", "Process Improvement", "Teaching", "Networking", "Accessibility", "Mathematics", "COTS Integration", "Autodesk Building Systems", "Charts and Infographics", "Culinary Arts", "HRIS", "Professional Engineer", "Industrial Engineering", "Debt Management"]) {
      expect(all, wrong).not.toContain(wrong);
    }
    expect(all).toContain("Systems Integration");
    // Logistic regression is statistics; a regression in software is a bug.
    expect(all).toContain("Statistics");
    expect(asksOf("Fix regressions or bugs in production")).not.toContain("Statistics");
  });

  it("still find the skill where they mean it", () => {
    expect(canonicalSkills("Managed the Cisco network and wireless networks for 3 offices")).toContain("Networking");
    expect(canonicalSkills("Built WCAG-compliant accessible web interfaces")).toContain("Accessibility");
    expect(canonicalSkills("Drafted motions and briefs for litigation")).toContain("Legal Research");
    expect(canonicalSkills("Led continuous improvement initiatives")).toContain("Process Improvement");
    expect(canonicalSkills("Created charts and graphs for the board")).toContain("Charts and Infographics");
    expect(canonicalSkills("Sous Chef at a busy bistro")).toContain("Culinary Arts");
    expect(canonicalSkills("Built logistic regression models")).toContain("Statistics");
    expect(canonicalSkills("Licensed Professional Engineer (PE) in Ohio")).toContain("Professional Engineer");
    expect(canonicalSkills("Applied Lean, Six Sigma and Kaizen")).toContain("Industrial Engineering");
    expect(canonicalSkills("Managed municipal bonds")).toContain("Debt Management");
    expect(canonicalSkills("Configured Cisco routers and switches")).toContain("Networking");
    expect(canonicalSkills("Administered Workday HCM for 2,000 employees")).toContain("HRIS");
  });
});

describe("pay and perks", () => {
  it("ask for no estimating, compensation or healthcare skills", () => {
    const posting = `Site Reliability Engineer
Requirements
- 5+ years running Linux in production
The base pay range is $150,000 to $190,000. This estimate can vary based on location and experience.
Some roles also earn other forms of compensation, such as sales incentives.
Healthcare coverage is fully paid for staff and their families.`;
    const all = asked("Site Reliability Engineer", posting);
    for (const wrong of ["Cost Estimating", "Compensation", "Sales", "Healthcare"]) expect(all, wrong).not.toContain(wrong);
  });

  it("nor does how to apply: links to send, and a recruiter's sourcing channels", () => {
    const apply = splitPosting("Requirements\n- 3+ years with React and TypeScript\n- Share your LinkedIn, GitHub or portfolio\n- Please submit a link to your code samples");
    expect(apply.requirements).toBe("- 3+ years with React and TypeScript");
    const sourcing = asked("Technical Recruiter", "Responsibilities\n- Source candidates on LinkedIn Recruiter, GitHub and referrals\nRequirements\n- 3+ years of technical recruiting");
    expect(sourcing).not.toContain("Git");
    expect(asked("DevOps Engineer", "Requirements\n- Experience with Git and GitHub Actions")).toContain("Git");
  });

  it("flattened into one line, with the employer's mission glued to its heading, ask for nothing either", () => {
    const flat = `iOS Engineer
Requirements: 5+ years building iOS apps in Swift. (Perks differ for contractors.)Compensation: $145,000 - $185,000, commensurate with experience. About UsBrellio is on a mission to make renters insurance simple and fair.`;
    const all = asked("iOS Engineer", flat);
    for (const wrong of ["Compensation", "Insurance"]) expect(all, wrong).not.toContain(wrong);
    expect(all).toContain("Swift");
  });
});

describe("troubleshooting", () => {
  it("is asked as troubleshooting in a trade, and still shows technical support on a resume", () => {
    const hvac = `HVAC Service Technician
Requirements
- Diagnose and troubleshoot heating and cooling systems
- EPA 608 certification`;
    const all = asked("HVAC Service Technician", hvac);
    expect(all).toContain("Troubleshooting");
    expect(all).not.toContain("Technical Support");
    const support = buildJobProfile({ name: "IT Support Specialist", description: "Support 300 users.", keyRequirements: "Technical support" });
    const resume = "Jordan Lee\nSystems Technician\nExperience\nSystems Technician 2019 to Present\nTroubleshot laptops, printers and VPN access for 200 staff.";
    const result = analyzeResume(support, resume).requirements.find((r) => r.label === "Technical support");
    expect(result?.status).toBe("met");
  });
});

describe("business development and IT manager titles", () => {
  it("resolve to the occupations that do the work, not to rarer senses O*NET also lists", async () => {
    const { resolveOccupation } = await import("../knowledge/occupations");
    expect(resolveOccupation("Senior Business Development Manager")?.title).toBe("Sales Managers");
    expect(resolveOccupation("Business Development Executive")?.title).toBe("Sales Managers");
    expect(resolveOccupation("IT Manager")?.title).toBe("Computer and Information Systems Managers");
  });
});

describe("a startup's funding", () => {
  it("asks for nothing, while the duties and a service backed by a database still ask", () => {
    const posting = `Software Engineer in Test
Gleamly is a well-funded games startup valued at $400 million, backed by investors such as Founders Fund and First Spark Ventures. Gleamly made LinkedIn’s Top Startups list in 2024.
Responsibilities: Design, develop and run test automation for our SDKs
- Build services backed by PostgreSQL`;
    const all = asked("Software Engineer in Test", posting);
    for (const wrong of ["Apache Spark", "Social Media", "Responsive Design"]) expect(all, wrong).not.toContain(wrong);
    // The duties say what to do "for our SDKs": they are the work, not the employer's description.
    expect(all).toContain("Automated Testing");
    expect(all).toContain("SQL");
  });
});

describe("a license a note requires", () => {
  it("is a must-have certificate, in the posting's name for it, while the note's other words stay out", () => {
    const posting = `CIVIL ENGINEER

REQUIREMENT/MINIMUM QUALIFICATION

Paid, full-time work for two years as a Civil Engineering Associate II or in a comparable engineering class.

PROCESS NOTES

1. Candidates short of the required experience by up to six months may still apply.
2. To count as a Civil Engineering Associate II, candidates need an EIT (Engineer-in-Training) certificate.
3. A Professional Engineer license in civil engineering, held with the State Board of Professional Engineers, is required prior to appointment.`;
    const profile = buildJobProfile({ name: "CIVIL ENGINEER", description: posting });
    const license = profile.requirements.find((r) => r.kind === "certification");
    expect(license).toMatchObject({ label: "Professional Engineer", key: true, terms: ["Professional Engineer"] });
    const words = profile.requirements.find((r) => r.kind === "vocabulary")?.vocabulary?.map((v) => v.word) ?? [];
    expect(words.join(" ")).not.toMatch(/board|appoint|registr/);
  });
});

describe("a description that opens with the job's title", () => {
  it("names the job there, not a skill", () => {
    const profile = buildJobProfile({ name: "Software Engineer", description: "Software Engineer\nWe build trading systems.\nRequirements\n- C++ and Python" });
    const skills = profile.requirements.filter((r) => r.kind === "skill").map((r) => r.label);
    expect(skills).not.toContain("Software Engineer");
    expect(skills).toEqual(expect.arrayContaining(["C++", "Python"]));
  });
});

describe("trades and licenses the lexicon now knows", () => {
  it("reads a welder's posting as welding and the American Welding Society's certificate, not Amazon's cloud", () => {
    const posting = `Welder / Fabricator
Responsibilities
- Read blueprints and weld symbols; MIG, TIG and stick welding on carbon steel
Requirements
- AWS D1.1 certification preferred`;
    const all = asked("Welder / Fabricator", posting);
    expect(all).toContain("Welding");
    expect(all).toContain("Welding Certification");
    expect(all).not.toContain("AWS: AWS");
  });

  it("reads a nurse practitioner's license and DEA registration, and lab tests as no research", () => {
    const posting = `Family Nurse Practitioner
Responsibilities
- Order and interpret lab tests; prescribe medications
Requirements
- Active FNP license and DEA registration`;
    const profile = buildJobProfile({ name: "Family Nurse Practitioner", description: posting });
    const certificates = profile.requirements.filter((r) => r.kind === "certification").flatMap((r) => r.terms);
    expect(certificates).toEqual(expect.arrayContaining(["Nurse Practitioner License", "DEA Registration"]));
    expect(asked("Family Nurse Practitioner", posting)).not.toContain("Research");
  });

  it("reads product management, and stakeholder management as no consulting", () => {
    const all = asked("Senior Product Manager", "Responsibilities\n- Own the product roadmap and write PRDs\nRequirements\n- Strong stakeholder management");
    expect(all).toContain("Product Management");
    expect(all).not.toContain("Management Consulting");
  });
});

describe("a comma between two words", () => {
  it("ends a skill's name, unless the name is written with one", () => {
    expect(asksOf("Work with engineering, design and data science to ship features")).not.toContain("Engineering Design");
    expect(asksOf("Health, Safety and Environment")).toContain("Occupational Health and Safety");
    expect(asksOf("Engineering design of bridges")).toContain("Engineering Design");
  });
});

describe("a designer's portfolio, a mechanic's ASE and a guard card", () => {
  it("are work samples and licenses, not investments", () => {
    expect(asked("Senior UX Designer", "Requirements\n- 5+ years of product design experience with a portfolio")).not.toContain("Investment Analysis");
    const certificates = (name: string, text: string) => buildJobProfile({ name, description: text }).requirements.filter((r) => r.kind === "certification").flatMap((r) => r.terms);
    expect(certificates("Automotive Technician", "Requirements\n- ASE certification preferred")).toContain("ASE Certification");
    expect(certificates("Security Officer", "Requirements\n- State guard card")).toContain("Security Guard License");
    expect(canonicalSkills("Portfolio management for 120 client accounts")).toContain("Investment Analysis");
  });
});

describe("licensed occupations outside the eval's categories", () => {
  it("asks a truck driver for the commercial license and a paramedic for NREMT and ACLS", () => {
    const driver = asked("CDL-A Regional Truck Driver", `Responsibilities:
• Safely operate a tractor-trailer in accordance with DOT regulations
Requirements:
• Valid Class A Commercial Driver's License (CDL-A)
• Hazmat endorsement a plus`);
    expect(driver).toContain("Commercial Driver's License (CDL-A): Commercial Driver's License");
    expect(driver).toContain("Hazmat Endorsement");
    const medic = asked("Paramedic (Full-Time, 24/48 shifts)", `Qualifications
- Current NREMT-Paramedic certification and state paramedic license
- ACLS, PALS and PHTLS certifications`);
    expect(medic).toContain("EMT/Paramedic Certification");
    expect(medic).toContain("Advanced Life Support Certification");
    // The shift pattern in the title is no part of the role.
    expect(medic).not.toContain("24/48");
  });

  it("reads a payroll certificate as payroll, not C++, and the lowest degree a sentence names", () => {
    const payroll = buildJobProfile({
      name: "Payroll Specialist",
      description: "Must have:\n- 3+ years of multi-state payroll processing experience\nNice to have:\n- CPP or FPC certification\n- Associate or bachelor's degree in accounting or business",
    });
    const all = payroll.requirements.map((r) => r.terms.join(",")).join(" | ");
    expect(all).toContain("Payroll Certification");
    expect(all).not.toContain("C++");
    expect(payroll.requirements.find((r) => r.kind === "education")?.label).toMatch(/^Associate degree/);
    expect(asksOf("Languages: C, CPP, Java")).toContain("C++");
  });

  it("reads a PharmD as a doctorate and a one-line certificate under the requirements as an ask, not a heading", () => {
    const pharmacist = buildJobProfile({ name: "Staff Pharmacist", description: "Qualifications\n- Doctor of Pharmacy (PharmD) from an ACPE-accredited program\n- Active pharmacist license in the state of Ohio" });
    expect(pharmacist.requirements.find((r) => r.kind === "education")?.label).toMatch(/^Doctorate/);
    expect(asked("Dental Hygienist", "Requirements\nCurrent RDH license in Texas\nCPR/BLS certification")).toContain("CPR/First Aid");
  });

  it("matches no software in a dental hygienist's tasks or a hotel's property system", () => {
    expect(asksOf("Examine gums and palpate lymph nodes")).not.toContain("Node.js");
    expect(asksOf("Built REST APIs in node.js")).toContain("Node.js");
    expect(asksOf("Remove calculus deposits and stains")).not.toContain("Banking Operations");
    expect(asksOf("chart periodontal conditions")).toEqual([]);
    // "PMS" is a dentist's practice management software and a hotel's property management system.
    expect(asksOf("Handle reservations in Opera PMS")).toEqual([]);
    const hygienist = buildJobProfile({ name: "Dental Hygienist", description: "" });
    expect(hygienist.requirements.flatMap((r) => r.terms)).not.toContain("Node.js");
  });
});

describe("one word that names a skill only in its own trade", () => {
  it("reads a loan officer's documents, referrals and a claim investigation as no software writing, case work or HR", () => {
    expect(asksOf("Review income and asset documentation")).not.toContain("Technical Documentation");
    expect(asksOf("Prepare program and systems documentation")).toContain("Technical Documentation");
    expect(asksOf("Build a referral pipeline with real estate agents")).not.toContain("Case Management");
    expect(asksOf("Provide referrals to community resources")).toContain("Case Management");
    expect(asksOf("Complete the investigation of claims and testify in court")).toEqual(expect.not.arrayContaining(["Employee Relations", "Legal Research"]));
    expect(asksOf("Conduct workplace investigations of employee complaints")).toContain("Employee Relations");
  });

  it("reads a short skill line under the requirements as an ask, not as a heading", () => {
    const profile = buildJobProfile({ name: "Loan Officer", description: "Requirements\nNMLS license\nStrong sales skills" });
    expect(profile.requirements.map((r) => r.terms.join(",")).join(" | ")).toContain("Sales");
  });
});

describe("a bar's register", () => {
  it("asks for a point-of-sale system and cash handling, not retail sales or banking", () => {
    const terms = asksOf("Handle cash and card payments on Toast POS");
    expect(terms).toEqual(expect.arrayContaining(["Cash Handling", "Point of Sale Systems"]));
    expect(terms).not.toContain("Retail Sales");
    expect(terms).not.toContain("Banking Operations");
  });
});

describe("more licenses, each its own", () => {
  it("reads therapy, veterinary, adjuster, mortgage and alcohol service licenses", () => {
    expect(asksOf("Current state OT license and NBCOT certification")).toContain("Occupational Therapy License");
    expect(asksOf("CVT, RVT or LVT credential")).toContain("Veterinary Technician Credential");
    expect(asksOf("NMLS license (or ability to obtain within 30 days)")).toContain("NMLS License");
    expect(asksOf("TIPS or ServSafe Alcohol certification")).toEqual(["Alcohol Service Certification"]);
    // What the brackets prefer is a detail: the license itself is a must-have.
    const adjuster = buildJobProfile({ name: "Property Claims Adjuster", description: "Qualifications\n- Active adjuster license (Texas all-lines preferred)" });
    expect(adjuster.requirements.find((r) => r.terms.includes("Insurance Adjuster License"))?.key).toBe(true);
  });

  it("reads a nurse's specialty certificates and the degrees nursing writes by their letters", () => {
    const icu = buildJobProfile({ name: "Registered Nurse - ICU", description: "Requirements\n- Current RN license\n- BLS and ACLS required; CCRN preferred\n- BSN preferred" });
    expect(icu.requirements.find((r) => r.terms.includes("Critical Care Nursing Certification"))).toMatchObject({ label: "CCRN", key: false });
    expect(icu.requirements.find((r) => r.kind === "education")).toMatchObject({ label: "Bachelor's degree in nursing or related", key: false });
    const nurse = "Ana Ruiz\nRegistered Nurse\nExperience\nICU RN, Mercy Hospital 2018 to 2024\nCertifications\nCCRN, AACN, 2021";
    expect(analyzeResume(icu, nurse).requirements.find((r) => r.label === "CCRN")?.status).toBe("met");
    expect(asksOf("CEN or CNOR certification")).toEqual(expect.arrayContaining(["Emergency Nursing Certification", "Perioperative Nursing Certification"]));
  });

  it("does not take a nursing assistant's certificate for a registered nurse's license, but an RN meets a CNA ask", () => {
    const rn = buildJobProfile({ name: "Registered Nurse", description: "Requirements\n- Active Registered Nurse (RN) license" });
    const cna = buildJobProfile({ name: "Certified Nursing Assistant", description: "Requirements\n- Current CNA certification" });
    const licenseOf = (job: typeof rn, resume: string) => analyzeResume(job, resume).requirements.find((r) => r.kind === "certification")?.status;
    const aide = "Pat Lee\nCertified Nursing Assistant\nExperience\nCNA, Maple Care Center 2019 to 2024\nCNA certification, State of Ohio";
    const nurse = "Sam Roe\nRegistered Nurse\nExperience\nRN, City Hospital 2018 to 2024\nLicenses\nRegistered Nurse (RN), State of Ohio";
    expect(licenseOf(rn, aide)).toBe("not_met");
    expect(licenseOf(rn, nurse)).toBe("met");
    expect(licenseOf(cna, nurse)).toBe("met");
  });
});

describe("advanced life support", () => {
  it("meets a CPR ask, and CPR alone does not meet an ACLS ask", () => {
    const cpr = buildJobProfile({ name: "Medical Assistant", description: "Requirements\n- Current CPR certification" });
    const acls = buildJobProfile({ name: "Paramedic", description: "Requirements\n- ACLS certification" });
    const statusOf = (job: typeof cpr, resume: string) => analyzeResume(job, resume).requirements.find((r) => r.kind === "certification")?.status;
    expect(statusOf(cpr, "Ana Diaz\nParamedic\nCertifications\nACLS, PALS")).toBe("met");
    expect(statusOf(acls, "Ana Diaz\nMedical Assistant\nCertifications\nCPR and First Aid")).toBe("not_met");
  });
});

describe("a title that names two roles", () => {
  it("is the first role's occupation when O*NET lists it as a title of its own", () => {
    const occupationOf = (name: string) => buildJobProfile({ name, description: "" }).requirements[0].label;
    expect(occupationOf("Firefighter/EMT")).toContain("O*NET: Firefighters");
    expect(occupationOf("Cashier/Stocker")).toContain("O*NET: Cashiers");
    expect(occupationOf("UI/UX Designer")).toContain("O*NET: Web and Digital Interface Designers");
    expect(asksOf("Firefighter I and II certification (NFPA 1001)")).toContain("Firefighter Certification");
  });
});

describe("a custodian's rooms and an engineer's models", () => {
  it("are no teaching, interior design or animation", () => {
    expect(asksOf("Clean and maintain classrooms, offices, restrooms and common areas")).not.toContain("Teaching");
    expect(asksOf("Set up furniture for events")).not.toContain("Interior Design");
    expect(asksOf("Create 3D models and 2D drawings in SolidWorks")).not.toContain("Animation");
    expect(asksOf("Managed a classroom of 24 students")).toContain("Teaching");
    expect(asksOf("Selected furniture and finishes for hotel renovations")).toContain("Interior Design");
  });
});

describe("a posting's section words and a school's diploma", () => {
  const assistant = buildJobProfile({
    name: "Medical Assistant",
    description: `Job Summary: The Medical Assistant supports providers in a busy outpatient family medicine clinic.
Essential Functions:
1. Room patients, take vital signs and record patient histories in the EHR.
2. Perform phlebotomy, EKGs, injections and point-of-care testing.
Minimum Qualifications:
GED or high school diploma. CMA (AAMA) or RMA certification required within 90 days of hire. BLS certification. Bilingual English/Spanish preferred.`,
  });

  it("shares no 'summary' or 'functions' with a resume", () => {
    const resume = "Ana Diaz\nMedical Assistant\nSummary\nBilingual (English, Spanish) medical assistant in a busy outpatient family clinic.\nEssential functions: rooming patients, vital signs, BLS certification.";
    const terms = analyzeResume(assistant, resume).requirements.find((r) => r.kind === "vocabulary")?.evidence ?? "";
    expect(terms).toContain("clinic");
    expect(terms).not.toMatch(/\bsummary\b|\bfunctions\b|\bessential\b/);
  });

  it("takes a nursing school's diploma as meeting a high school diploma", () => {
    const nurse = "Sam Roe\nRegistered Nurse\nExperience\nRegistered Nurse, City Hospital 2018 to 2024\nEducation\nRiverbend School of Nursing 2014 Diploma : Nursing";
    expect(analyzeResume(assistant, nurse).requirements.find((r) => r.kind === "education")?.status).toBe("met");
  });
});

describe("surveys and financial plans", () => {
  it("reads customer and market surveys as no land surveying, and corporate financial planning as no wealth management", () => {
    expect(asksOf("Conducted customer surveys and analyzed results")).not.toContain("Surveying");
    expect(asksOf("Use GPS to plan delivery routes")).not.toContain("Surveying");
    expect(asksOf("Performed topographic surveys with a Trimble total station")).toContain("Surveying");
    expect(asksOf("Responsible for financial planning of six corporate functions")).not.toContain("Wealth Management");
    // The planner's own credential is asked as the credential.
    expect(asksOf("Certified Financial Planner serving retirement clients")).toContain("CFP");
  });
});

describe("an accountant's filings", () => {
  it("are tax and statutory work, not clerical filing", () => {
    expect(asksOf("Prepare and file quarterly and annual statutory filings")).not.toContain("Administrative Support");
    expect(asksOf("Filing federal and state payroll tax returns each quarter")).not.toContain("Administrative Support");
    expect(asksOf("Data entry, filing, answering phones")).toContain("Administrative Support");
  });
});

describe("a short heading that is also a skill's name", () => {
  it("still opens the pay section it names", () => {
    const all = asked("Backend Engineer", "Requirements\n- 3+ years of Python\nCompensation\nThis role is eligible for commission and an annual bonus tied to sales targets.");
    expect(all).toContain("Python");
    expect(all).not.toContain("Sales Targets");
    expect(all).not.toContain("Compensation");
  });
});

describe("documentation", () => {
  it("is technical in a software posting's list, and record keeping where it documents income, audits or patients", () => {
    expect(asksOf("Core skills: code review, documentation, unit testing, debugging")).toContain("Technical Documentation");
    expect(asksOf("Write clear documentation for our APIs")).toContain("Technical Documentation");
    expect(asksOf("Gathered supporting documentation for audits")).not.toContain("Technical Documentation");
    expect(asksOf("Record keeping & documentation")).not.toContain("Technical Documentation");
  });
});

describe("departments worked with", () => {
  it("name colleagues, while tools worked with are asks", () => {
    expect(asksOf("Work with sales to close deals")).toEqual([]);
    expect(asksOf("You will work with product, design and marketing on launches")).toEqual([]);
    expect(asksOf("Work with Kubernetes and Terraform")).toEqual(expect.arrayContaining(["Kubernetes", "Terraform"]));
    expect(asksOf("Experience working with marketing automation tools")).toContain("Digital Marketing");
  });
});

describe("an event planner's posting", () => {
  it("asks for event planning, the registration platform and the CMP, and reads catering as a vendor", () => {
    const all = asked("Event Planner", `Plan and run corporate meetings and conferences. Manage budgets and vendors (AV, catering, transportation) and registration in Cvent.
Requirements
- 3+ years planning corporate events or conferences
Preferred
- CMP (Certified Meeting Professional)`);
    expect(all).toContain("Event Planning");
    expect(all).toContain("Event Registration Software");
    expect(all).toContain("Meeting Professional Certification");
    // Catering is a vendor here: no requirement of its own (O*NET's planners' tasks still name it among their core).
    expect(all).not.toContain("| Culinary Arts:");
  });
});

describe("speaking up for customers", () => {
  it("is a customer success manager's duty, not the advocacy a social worker is asked for", () => {
    const csm = `Customer Success Manager
Responsibilities
- Run quarterly business reviews with customer stakeholders
- Advocate for customers with Product and Support
Requirements
- 3+ years in customer success or account management`;
    expect(asked("Customer Success Manager", csm)).not.toContain("Advocacy");
    const caseworker = `Case Manager
Responsibilities
- Advocate for clients with landlords, schools and the courts
Requirements
- 2 years of case management experience`;
    expect(asked("Case Manager", caseworker)).toContain("Advocacy");
  });
});

describe("the kind of a license", () => {
  it("asks for the license, and a general skill that only names its kind asks for nothing", () => {
    const permit = asksOf("Must get a county food handler/supervision/sanitation permit within 30 days");
    expect(permit).toContain("Food Safety");
    expect(permit).not.toContain("Supervision");
    expect(asksOf("Holds current sanitation/supervision certificates")).toEqual(["Food Safety"]);
    // Without the license's noun the list asks for each.
    expect(asksOf("Experience in food handling, sanitation and supervision of a kitchen crew")).toEqual(expect.arrayContaining(["Food Safety", "Supervision"]));
  });
});

describe("what the employer does for the person hired", () => {
  it("asks for nothing, while the same skill given to others is asked", () => {
    expect(asksOf("Eager to be coached and mentored by our senior reps")).not.toContain("Coaching");
    expect(asksOf("Two years coaching and mentoring new reps")).toContain("Coaching");
    // Work done on things in the passive is still asked.
    expect(asksOf("All accounts must be reconciled monthly")).toContain("Account Reconciliation");
  });
});

describe("a high school diploma", () => {
  it("has no field of study: the languages a plus beside it are no major", () => {
    const posting = `Toddler Room Teacher\nQualifications: a GED or high school diploma plus six months of child care work, speaks English/Spanish a plus`;
    const education = buildJobProfile({ name: "Toddler Room Teacher", description: posting }).requirements.find((r) => r.kind === "education");
    expect(education?.label).toBe("High school diploma");
    expect(education?.terms).toEqual(["level:high_school"]);
  });

  it("while a degree keeps its field", () => {
    const posting = `Staff Accountant\nQualifications: Bachelor's degree in Accounting or Finance. Two years of general ledger work.`;
    const education = buildJobProfile({ name: "Staff Accountant", description: posting }).requirements.find((r) => r.kind === "education");
    expect(education?.label).toBe("Bachelor's degree in accounting, finance or related");
  });
});

describe("a city bulletin's selective certification", () => {
  const bulletin = `RADIO DISPATCHER
DUTIES
A Radio Dispatcher answers calls from the public, dispatches crews by radio and keeps the call log.
MINIMUM REQUIREMENTS
1. Two years answering a customer service phone line, full time; and
2. A high school diploma or a G.E.D.
SELECTIVE CERTIFICATION
1. Certain positions need a year of dispatching field crews with a Computer Aided Dispatch system.
2. Certain positions need a year of entering work orders for the storm drain and street sweeping programs.`;

  it("is what only some of the positions require: a nice-to-have, while the minimum qualifications stay must-haves", () => {
    const profile = buildJobProfile({ name: "RADIO DISPATCHER", description: bulletin });
    const customerService = profile.requirements.find((r) => r.terms.includes("Customer Service"));
    expect(customerService?.key).toBe(true);
    const selective = profile.requirements.filter((r) => r.kind === "skill" && r.id !== "core-skills" && !r.terms.includes("Customer Service"));
    expect(selective.length).toBeGreaterThan(0);
    for (const r of selective) expect(r.key, r.label).toBe(false);
  });
});

describe("a bracket between two skills", () => {
  it("ends the list: the clouds to choose from are one ask, the containers another", () => {
    const asks = skillAsksOfLine("Familiar with cloud hosting (AWS, GCP, or Azure) and containerization (Docker or Podman)");
    expect(asks.find((a) => a.terms.includes("AWS"))).toEqual({ label: "AWS, GCP, or Azure", terms: ["AWS", "Google Cloud", "Azure"], anyOf: true });
    // Examples in brackets after a skill still belong to it.
    expect(skillAsksOfLine("Java (Spring) or Kotlin").map((a) => a.terms)).toEqual([["Java", "Kotlin"]]);
  });
});

describe("a short line that calls its item optional", () => {
  it("is that item, kept as asked, not the heading of a new section", () => {
    const parts = splitPosting("Must have:\n4+ years supporting a founder\nMaster's degree strongly preferred\nSpanish a plus\n\nPreferred Qualifications\nNotary commission");
    expect(parts.requirements).toContain("Master's degree strongly preferred");
    expect(parts.requirements).toContain("Spanish a plus");
    expect(parts.preferred).toBe("Notary commission");
    const degree = buildJobProfile({ name: "Chief of Staff", description: "Must have:\n4+ years supporting a founder\nMaster's degree strongly preferred" }).requirements.find((r) => r.kind === "education");
    expect(degree).toMatchObject({ label: "Master's degree", key: false });
  });
});

describe("a heading that says what the employer needs", () => {
  it("opens the requirements, so its years and card are must-haves", () => {
    const posting = "What you'll do:\n- Work the grill and sauté stations\n\nWhat we need:\n- 2+ years of line cook experience\n- Food Handler card";
    expect(splitPosting(posting).requirements).toContain("2+ years of line cook experience");
    const asks = buildJobProfile({ name: "Line Cook", description: posting }).requirements;
    expect(asks.find((r) => r.kind === "experience")).toMatchObject({ label: "2+ years of relevant experience", key: true });
  });
});

describe("a credential named as a person", () => {
  it("is the person the work is for, not a credential asked or held", () => {
    expect(canonicalSkills("Prepare monthly financial statements for the owner and CPA")).not.toContain("CPA");
    expect(canonicalSkills("Prepared the P&L for the CPA")).not.toContain("CPA");
    expect(canonicalSkills("Staff accountant at a regional CPA firm")).not.toContain("CPA");
    expect(canonicalSkills("Licensed CPA in Ohio")).toContain("CPA");
  });
});

describe("a bracket after an ask, and an HR posting's own work (stop 48)", () => {
  it("reads '(or able to get certified within 30 days)' as another way to meet the ask, not part of its name", () => {
    const profile = buildJobProfile({ name: "Warehouse Associate", description: "Requirements\n- 6 months of warehouse experience\n- Forklift certification (or able to get certified within 30 days)" });
    const cert = profile.requirements.find((r) => r.kind === "certification");
    expect(cert).toMatchObject({ label: "Forklift certification", key: false });
  });
  it("reads '(or Go)' as a choice, labelled with its bracket closed", () => {
    expect(skillAsksOfLine("Python (or Go) experience")).toEqual([{ label: "Python (or Go)", terms: ["Python", "Go"], anyOf: true }]);
  });
  it("keeps 'Run full-cycle recruiting for hourly roles' as the work, and drops 'we are recruiting for this role'", () => {
    expect(splitPosting("HR Generalist\n\nResponsibilities\n- Run full-cycle recruiting for hourly and salaried roles\n- Handle onboarding").duties).toContain("full-cycle recruiting");
    expect(asked("HR Generalist", "Responsibilities\n- Run full-cycle recruiting for hourly and salaried roles\n- Handle onboarding and benefits enrollment")).toContain("Recruiting");
    expect(splitPosting("Analyst\nBuild weekly SQL reports.\nWe are recruiting for this role on behalf of a client.\n\nRequirements\n- SQL").duties).not.toContain("recruiting for");
  });
  it("reads 'Yardi or another ERP' as one choice, and names the kind after a list", () => {
    expect(skillAsksOfLine("• Experience with Yardi or another ERP")).toEqual([{ label: "Yardi or another ERP", terms: ["Yardi", "ERP Systems"], anyOf: true }]);
    expect(skillAsksOfLine("SQL, Python or other scripting languages")[0]?.label).toBe("SQL, Python or other scripting languages");
  });
  it("puts a heading a job board glued between two sentences back on its own line", () => {
    const parts = splitPosting("Coordinator\nSchedule the spring trade shows.Prepare booth budgets.Preferred Skills Salesforce Admin certifiedStrong Excel skills");
    expect(parts.duties).toContain("Prepare booth budgets.");
    expect(parts.duties).not.toContain("Salesforce Admin");
    expect(parts.preferred).toContain("Salesforce Admin certified");
  });
});

describe("a database and a line of finance asked by name (stop 49)", () => {
  it("asks for PostgreSQL by its name: met by PostgreSQL, partly by another relational database", () => {
    const profile = buildJobProfile({ name: "Backend Engineer", description: "Requirements\n- 3+ years of Go\n- PostgreSQL and query tuning" }, { asOf: "2026-11" });
    expect(profile.requirements.map((r) => r.label)).toContain("PostgreSQL");
    const status = (resume: string) => analyzeResume(profile, resume).requirements.find((r) => r.label === "PostgreSQL")?.status;
    expect(status("Ivo Stan\nExperience\nBackend Engineer, Loop Freight 2019 to 2025\nGo services on Postgres; tuned slow queries")).toBe("met");
    expect(status("Ivo Stan\nExperience\nBackend Engineer, Loop Freight 2019 to 2025\nGo services on MySQL; tuned slow queries")).toBe("partial");
  });

  it("asks for one of a list of finance lines once, with the line the lexicon has no other name for", () => {
    expect(skillAsksOfLine("- 3 years in FP&A, corporate finance or investment banking")).toEqual([
      { label: "FP&A, corporate finance or investment banking", terms: ["FP&A", "Corporate Finance", "Investment Banking"], anyOf: true },
    ]);
  });
});

describe("examples in brackets after a word for the skill's kind (stop 50)", () => {
  it("reads 'CI experience (Jenkins, GitHub Actions)' and 'Cloud experience (AWS or Azure)' as one ask each", () => {
    expect(skillAsksOfLine("CI experience (Jenkins, GitHub Actions)").map((a) => a.terms)).toEqual([["CI/CD"]]);
    // Examples offered as a choice meet the ask too (stop 52).
    expect(skillAsksOfLine("Cloud experience (AWS or Azure)").map((a) => a.terms)).toEqual([["Cloud Computing", "AWS", "Azure"]]);
  });

  it("reads a customer's call about billing, orders and returns as no receivables work", () => {
    expect(skillAsksOfLine("Answer inbound calls from customers about billing, orders and returns").flatMap((a) => a.terms)).not.toContain("Accounts Receivable");
    expect(skillAsksOfLine("Handle billing and collections for 40 clients").flatMap((a) => a.terms)).toContain("Accounts Receivable");
  });
});

describe("what sets a candidate apart, and a trade's years by its field (stop 50)", () => {
  it("reads 'What sets you apart' as the posting's pluses", () => {
    const profile = buildJobProfile({ name: "Marketing Coordinator", description: "About you\n- 2+ years of marketing experience\n- HubSpot\nWhat sets you apart\n- SEO with SEMrush" });
    expect(profile.requirements.find((r) => r.label === "SEO")?.key).toBe(false);
    expect(profile.requirements.find((r) => r.label === "HubSpot" || r.terms.includes("CRM"))?.key).toBe(true);
  });

  it("reads '4 yrs commercial electrical' as electrical work, and a commercial electrical engineer as engineering", () => {
    expect(skillAsksOfLine("4 yrs commercial electrical").map((a) => a.terms)).toEqual([["Electrical Work"]]);
    expect(skillAsksOfLine("Commercial electrical engineering experience").flatMap((a) => a.terms)).toEqual(["Electrical Engineering"]);
  });
});

