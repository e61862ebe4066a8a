import { describe, expect, it } from "vitest";
import { buildJobProfile, coreTitle, roleTitle } from "./job-profile";
import { ACCOUNTANT_POSTING } from "../../../tests/support/test-resumes";

describe("buildJobProfile", () => {
  it("gives a title-only job a role, the role's core skills and an experience requirement", () => {
    const profile = buildJobProfile({ name: "Graphic Designer" });
    const kinds = profile.requirements.map((r) => r.kind);
    expect(kinds).toContain("role");
    expect(kinds).toContain("experience");
    const core = profile.requirements.find((r) => r.id === "core-skills");
    expect(core?.terms).toContain("Photoshop");
    expect(profile.keySkills).toContain("Graphic Design");
  });

  it("finds the role family from the posting when the title names none", () => {
    const profile = buildJobProfile({ name: "Associate", description: "You will prepare financial statements, reconcile the general ledger, handle accounts payable and month-end close under GAAP." });
    expect(profile.requirements.find((r) => r.kind === "role")?.terms).toContain("family:accounting");
  });

  it("reads the substance of a long posting and drops process sections", () => {
    const profile = buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING });
    const labels = profile.requirements.map((r) => r.label);
    expect(labels).toContain("GAAP");
    expect(labels).not.toContain("Photoshop");
    expect(labels).not.toContain("Video Production");
    const experience = profile.requirements.find((r) => r.kind === "experience");
    expect(experience?.minYears).toBe(2);
    expect(experience?.key).toBe(true);
    const education = profile.requirements.find((r) => r.kind === "education");
    expect(education?.terms).toContain("level:bachelor");
    expect(education?.terms).toContain("field:accounting");
    const cpa = profile.requirements.find((r) => r.kind === "certification");
    expect(cpa).toMatchObject({ label: "CPA", key: false });
  });

  it("weights key requirements above nice-to-haves and normalises to 100", () => {
    const profile = buildJobProfile({ name: "Data Analyst", keyRequirements: "SQL\nTableau", optionalRequirements: "Python" });
    const sql = profile.requirements.find((r) => r.label === "SQL");
    const python = profile.requirements.find((r) => r.label === "Python");
    expect(sql?.key).toBe(true);
    expect(python?.key).toBe(false);
    expect(sql!.weight).toBeGreaterThan(python!.weight);
    const total = profile.requirements.reduce((s, r) => s + r.weight, 0);
    expect(total).toBeGreaterThan(99.5);
    expect(total).toBeLessThan(100.5);
  });

  it("keeps each typed requirement as typed, and free text the lexicon does not know", () => {
    const profile = buildJobProfile({ name: "Platform Engineer", keyRequirements: "Experience with Kubernetes\nBorgmon dashboards" });
    expect(profile.requirements.find((r) => r.label === "Experience with Kubernetes")).toMatchObject({ key: true, terms: ["Kubernetes"] });
    expect(profile.requirements.find((r) => r.label === "Borgmon dashboards")).toMatchObject({ key: true });
  });

  it("strips level words from the title", () => {
    expect(coreTitle("Senior Accountant II (Remote)")).toBe("accountant");
  });

  it("keeps a helper word that names the job, and drops one that ranks it", () => {
    expect(coreTitle("Medical Assistant II")).toBe("medical assistant");
    expect(coreTitle("Physician Assistant")).toBe("physician assistant");
    expect(coreTitle("Assistant Store Manager")).toBe("store manager");
    expect(coreTitle("Associate Software Engineer")).toBe("software engineer");
    expect(coreTitle("Senior Associate")).toBe("");
  });
});

describe("the role requirement names the role, not the tournament's extras", () => {
  it.each([
    ["Senior Accountant — Austin", "Works as Senior Accountant or a related role"],
    ["Accountant (Remote)", "Works as Accountant or a related role"],
    ["Registered Nurse | ICU nights", "Works as Registered Nurse or a related role"],
  ])("%s", (name, label) => {
    const role = buildJobProfile({ name }).requirements.find((r) => r.kind === "role")!;
    expect(role.label.startsWith(label)).toBe(true);
  });
});

describe("a title that only names a rank takes its field from the qualifier", () => {
  it("reads 'Executive - Payroll' as a payroll executive, not a chief executive", () => {
    expect(roleTitle("Executive - Payroll")).toMatchObject({ label: "Executive – Payroll", cores: ["payroll executive"] });
    const profile = buildJobProfile({ name: "Executive - Payroll" });
    expect(profile.occupation?.title).not.toBe("Chief Executives");
    const role = profile.requirements.find((r) => r.kind === "role")!;
    expect(role.terms).toContain("title:payroll executive");
    expect(role.terms).not.toContain("title:executive");
  });

  it("keeps every alternative of 'Officer / Executive' and the family of the field", () => {
    expect(roleTitle("Jr. Executive / Officer - Internal Audit").cores).toEqual(["internal audit executive", "internal audit officer"]);
    const role = buildJobProfile({ name: "Officer/ Sr. Officer -IT" }).requirements.find((r) => r.kind === "role")!;
    expect(role.terms).toContain("family:it");
  });

  it("leaves a title with a field of its own, a place or a work arrangement alone", () => {
    expect(roleTitle("Senior Accountant — Austin").cores).toEqual(["accountant"]);
    expect(roleTitle("Engineer (Remote)").cores).toEqual(["engineer"]);
    expect(roleTitle("Software Engineer - Backend").cores).toEqual(["software engineer"]);
  });
});

describe("requirements read from the posting's structure", () => {
  it("asks for the lower end of a range of years", () => {
    const profile = buildJobProfile({ name: "Data Engineer", description: "Requirements\nExperience: 2 to 5 years\nSQL and Python" });
    expect(profile.requirements.find((r) => r.kind === "experience")?.minYears).toBe(2);
  });

  it("does not read an 'Education:' label as a field of study", () => {
    const profile = buildJobProfile({ name: "VAT Officer", description: "Requirements\nEducation: BBA in Accounting and Finance" });
    const education = profile.requirements.find((r) => r.kind === "education")!;
    expect(education.terms).toContain("level:bachelor");
    expect(education.terms).toContain("field:accounting");
    expect(education.label).not.toMatch(/\beducation\b/i);
  });

  it("keeps a wrapped 'knowledge of' paragraph of an exam section whole, and a language list ends at its semicolon", () => {
    const filler = "flowcharts, loops, conditionals, recursion, classes and interfaces; ".repeat(5);
    const description = `Applications Programmer\nDUTIES\nWrites and tests programs.\nREQUIREMENTS\n1. A four-year degree in computer science.\nSELECTION PROCESS\nThe test may cover knowledge of: ${filler}how to write code in an object-oriented language like Python, Java, C++, Ruby, or C#; relational databases.`;
    const profile = buildJobProfile({ name: "Applications Programmer", description });
    const languages = profile.requirements.find((r) => r.label === "Python, Java, C++, Ruby, or C#");
    expect(languages?.terms).toEqual(expect.arrayContaining(["Python", "Java", "C++", "Ruby"]));
    expect(languages?.terms).not.toContain("Databases");
  });

  it("leaves degree sentences and header fields out of the posting's vocabulary", () => {
    const description = "Class Code: 1429\nDUTIES\nDevelops COTS integrations and writes SQL queries against the RDBMS.\nREQUIREMENTS\nGraduation from a four-year college with 24 semester units in computer science from an accredited school or trade school.";
    const words = buildJobProfile({ name: "Applications Programmer", description }).requirements.find((r) => r.kind === "vocabulary")!.vocabulary!.map((v) => v.word.toLowerCase());
    expect(words).toContain("rdbms");
    expect(words).not.toContain("school");
    expect(words).not.toContain("trade");
    expect(words).not.toContain("class");
  });
});

describe("a certificate is named as the posting names it", () => {
  it("shows 'CCNA', not the lexicon's group of IT certificates", () => {
    const profile = buildJobProfile({ name: "Network Support Engineer", description: "Requirements\n- Holds a CCNA\n- Cisco routers" });
    expect(profile.requirements.find((r) => r.kind === "certification")).toMatchObject({ label: "CCNA", key: true });
    expect(buildJobProfile({ name: "Accountant", description: "Preferred\n- cpa" }).requirements.find((r) => r.kind === "certification")?.label).toBe("CPA");
  });
});

describe("a general word in a posting is no skill on its own", () => {
  it("does not turn an IT post's 'Software Maintenance' or 'Operations Support' into facilities or operations management", () => {
    const profile = buildJobProfile({
      name: "Executive - IT",
      description: "Responsibilities\n• Laptop & Printer Setup\n• Help Desk Support\n• Networking Expertise\n• Payroll Software & MS Office Maintenance\n• Operations Support\n• Backup and Recovery",
    });
    const labels = profile.requirements.map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(["Networking"]));
    for (const wrong of ["Facilities Maintenance", "Operations Management", "Public Works"]) expect(labels).not.toContain(wrong);
  });

  it("still reads a facility's maintenance where the posting says so", () => {
    const profile = buildJobProfile({ name: "Office Administrator", description: "Requirements\n• Equipment maintenance\n• Health and safety inspections\n• Knowledge of the construction, maintenance, inspection and operation of public buildings" });
    const terms = profile.requirements.flatMap((r) => (r.kind === "skill" ? r.terms : []));
    expect(terms).toEqual(expect.arrayContaining(["Facilities Maintenance", "Occupational Health and Safety", "Quality Control", "Operations Management"]));
    // A list item that is one skill keeps the posting's words.
    expect(profile.requirements.find((r) => r.terms.join() === "Facilities Maintenance")?.label).toBe("Equipment maintenance");
  });
});

describe("a posting without headings: pay, benefits, the law and the company are no asks", () => {
  it("asks for the skills of the work, not for compensation, government, healthcare, recruiting or driving", () => {
    const profile = buildJobProfile({
      name: "Senior Software Engineer",
      description: [
        "Acme is a leading women's healthcare company headquartered in Denver. You will be driving critical product decisions and collaborate with colleagues across the company.",
        "Build services in Python and PostgreSQL on AWS. Help drive continuous improvement in how the team ships code.",
        "Compensation depends on location and level. Benefits: medical, dental and AD&D insurance plans, plus an onsite fitness center.",
        "We are an equal opportunity employer and hire regardless of race, religion, sex, age, disability or veteran status, as federal and state law require.",
        "Recruiters and staffing agencies: please do not send us candidates unprompted.",
      ].join(" "),
    });
    const labels = profile.requirements.map((r) => r.label);
    expect(labels).toEqual(expect.arrayContaining(["Python", "AWS"]));
    for (const wrong of ["Compensation", "Government", "Healthcare", "Recruiting", "Driving", "Personal Training", "Industrial Engineering", "Ellucian Colleague", "Insurance"]) {
      expect(labels, wrong).not.toContain(wrong);
    }
  });

  it("still reads driving where a posting asks for it", () => {
    const profile = buildJobProfile({ name: "Delivery Driver", description: "Requirements\n• Valid CDL and a safe driving record" });
    expect(profile.requirements.map((r) => r.label).join(" | ")).toMatch(/CDL|Driving/);
  });
});

describe("a degree's subject is the education requirement, not a skill asked for", () => {
  it("does not ask a civil project coordinator for human resources because the degree is in HR management", () => {
    const profile = buildJobProfile({
      name: "Coordinator - Civil Projects",
      description: "Requirements\nEducation: BBA (Bachelor of Business Administration), major in Human Resource Management\n\nSkills\n• Civil Engineering\n• AutoCAD",
    });
    const skills = profile.requirements.filter((r) => r.kind === "skill").map((r) => r.label);
    expect(skills).not.toContain("Human Resources");
    expect(skills).toEqual(expect.arrayContaining(["Civil Engineering"]));
    expect(profile.requirements.find((r) => r.kind === "education")?.label).toMatch(/human resource/i);
  });

  it("keeps a skill asked for in the same sentence as a degree", () => {
    const profile = buildJobProfile({ name: "Data Analyst", description: "Requirements\n• Bachelor's degree in Statistics and 3 years of Python" });
    expect(profile.requirements.map((r) => r.label)).toContain("Python");
  });
});

describe("years the posting asks for", () => {
  const experienceOf = (requirements: string) =>
    buildJobProfile({ name: "Customer Success Manager", description: `Requirements\n${requirements}\n- Bachelor's degree` }).requirements.find((r) => r.kind === "experience");

  it("reads years of work written without the word 'experience', bullet and all", () => {
    expect(experienceOf("- 3+ years in customer success, account management or a client-facing SaaS role")).toMatchObject({ minYears: 3, key: true, label: "3+ years of relevant experience" });
    expect(experienceOf("• Five years as a registered nurse in acute care")).toMatchObject({ minYears: 5 });
    expect(experienceOf("Two (2) to four (4) years of customer success experience.")).toMatchObject({ minYears: 2 });
  });

  it("reads no experience into a deadline, an age, a benefit or the employer's own years", () => {
    for (const text of [
      "- Obtain the CSM certification within 2 years in the role",
      "- Vacation accrues at 13 days a year for the first three years in service",
      "- We have 40+ years in the industry",
    ]) expect(experienceOf(text)?.label, text).toBe("Experience in Customer Success Manager roles");
  });

  it("reads the years asked as a whole, not the part of them spent on one thing", () => {
    expect(experienceOf("1. Four years of paid client-facing work, two years of which must be in software renewals")).toMatchObject({ minYears: 4, key: true });
    expect(experienceOf("- 6 years of account work (three years of these leading a team)")).toMatchObject({ minYears: 6 });
  });

  it("asks preferred years as nice to have, even inside a qualifications paragraph", () => {
    expect(experienceOf("Qualifications: Salesforce admin certificate required. Two years of renewals experience preferred, new graduates may apply.")).toMatchObject({ minYears: 2, key: false });
    // A clause that calls something else preferred leaves the years required, also in a line whose bullets were glued.
    expect(experienceOf("Qualifications: 3 years of account management experience, HubSpot preferred.")).toMatchObject({ minYears: 3, key: true });
    expect(experienceOf("What you bring:* Three years of renewals experience * A Zendesk certificate preferred, but not required")).toMatchObject({ minYears: 3, key: true });
  });

  it("reads months asked, never a deadline in months, and years 'including' a part of them", () => {
    expect(experienceOf("- 6 months of inbound call center experience")).toMatchObject({ minYears: 0.5, key: true, label: "6+ months of relevant experience" });
    expect(experienceOf("- Experience with Gainsight; earn its admin badge within 6 months of hire\n- Four years of account work")).toMatchObject({ minYears: 4 });
    expect(experienceOf("- Three years of client work, including at least one year of onboarding")).toMatchObject({ minYears: 3 });
  });

  it("reads years asked as a minimum without the word 'experience', and a preferred sentence glued to a required one", () => {
    expect(experienceOf("You have run renewals for a SaaS book of business (3 years minimum).")).toMatchObject({ minYears: 3, key: true });
    const glued = buildJobProfile({ name: "Field Appraiser", description: "Each hire will be required to cover two counties and a car is providedPreferred hires have a minimum of two years" }).requirements.find((r) => r.kind === "experience");
    expect(glued).toMatchObject({ minYears: 2, key: false });
  });
});

describe("a posting typed as one paragraph, with no requirements section", () => {
  const labels = (description: string, name = "Platform Engineer") =>
    buildJobProfile({ name, description }).requirements.map((r) => `${r.label}${r.key ? " (must)" : ""}`);

  it("keeps the sentence that says who is needed, and the stack it names", () => {
    const asks = labels("We need a platform engineer to run our services on Kubernetes with Go and PostgreSQL. 4+ years of Go.");
    for (const skill of ["Kubernetes (must)", "Go (must)"]) expect(asks).toContain(skill);
  });

  it("reads the degree it states among the duties, required unless the sentence says preferred", () => {
    expect(labels("We need a platform engineer for our Go services. Bachelor's degree in mathematics.")).toContain("Bachelor's degree in mathematics or related (must)");
    const preferred = labels("We need a platform engineer for our Go services. A bachelor's degree is preferred.");
    expect(preferred.filter((l) => l.startsWith("Bachelor's degree"))).toEqual(["Bachelor's degree"]);
  });

  it("reads a required list's item as optional where its own words or a bracket of its own say so", () => {
    const clinic = labels("Requirements\n- Current dental hygiene license\n- Experience with Dentrix (nice to have)\n- High school diploma or GED preferred", "Dental Hygienist");
    expect(clinic).toContain("Dentrix");
    expect(clinic).toContain("High school diploma");
    expect(clinic).toContain("Dental Hygiene License (must)");
    // A higher degree preferred beside a required one leaves the required one a must-have.
    expect(labels("Requirements\n- BS degree required, MS preferred\n- 3+ years of Go")).toContain("Bachelor's degree (must)");
    expect(labels("Requirements\n- Bachelor's degree preferred, but not required\n- 3+ years of Go")).toContain("Bachelor's degree");
    // "Helpful", "beneficial", "encouraged to apply" and "not required" prefer too.
    const office = labels("Requirements\n- 2+ years of front-office experience\n- Experience with QuickBooks is helpful\n- Spanish speakers strongly encouraged to apply", "Office Manager");
    expect(office).toContain("QuickBooks");
    expect(office).toContain("Bilingual");
    // A credential to earn after hire is not asked of an applicant.
    const nurse = labels("Minimum Qualifications\n- Current RN license\n- BLS required; ACLS within 6 months of hire", "Registered Nurse");
    expect(nurse).toContain("BLS (must)");
    expect(nurse).toContain("ACLS");
  });

  it("reads 'ideally' as preferring what follows it, and 'is a plus' as preferring the whole item", () => {
    const product = labels("What you bring\n- 4+ years of product management experience, ideally in fintech or payments\n- Comfortable writing SQL", "Product Manager");
    expect(product).toContain("Product Management (must)");
    const tools = labels("What you bring\n- 3+ years of SQL\n- Experience with Jira, Trello, or Asana is a plus", "Project Coordinator");
    expect(tools.filter((l) => l.includes("Jira"))).toEqual(["Jira, Trello, or Asana"]);
  });

  it("takes no degree from the duties of a posting that has a requirements section", () => {
    const asks = labels("About the job\nHelp students finish their bachelor's degree on time.\nRequirements\n3+ years of academic advising.", "Academic Advisor");
    expect(asks.some((l) => /degree/i.test(l))).toBe(false);
  });
});

describe("education that means schooling, not a field of study", () => {
  it("asks no major in education of 'a combination of education and experience'", () => {
    const degree = (line: string) => buildJobProfile({ name: "Benefits Clerk", description: `Requirements\n- ${line}` }).requirements.find((r) => r.kind === "education")?.label;
    expect(degree("Associate's degree or an equivalent mix of education and work history")).toBe("Associate degree");
    expect(degree("Bachelor's degree, or relevant education and training in its place")).toBe("Bachelor's degree");
    // The field is still read where it is one.
    expect(degree("Bachelor's degree in Education")).toMatch(/^Bachelor's degree in education/);
  });

  it("takes a lower degree required after a higher one preferred as the bar, and keeps a preferred degree preferred", () => {
    const degree = (lines: string) => buildJobProfile({ name: "Benefits Clerk", description: `Requirements\n${lines}` }).requirements.find((r) => r.kind === "education");
    expect(degree("- Bachelor's degree preferred; high school diploma or GED required")).toMatchObject({ label: "High school diploma", key: true });
    expect(degree("- Bachelor's degree preferred.\n- Bachelor's degree and two years of benefits work.")).toMatchObject({ label: "Bachelor's degree", key: false });
  });

  it("reads years written with 'a minimum of' or 'at least' in front and no word 'experience'", () => {
    const years = (line: string) => buildJobProfile({ name: "Benefits Clerk", description: `Requirements\n- ${line}` }).requirements.find((r) => r.kind === "experience");
    expect(years("A minimum of 2-4 years of benefits administration")).toMatchObject({ minYears: 2, key: true });
    expect(years("At least 5 yrs running open enrollment")).toMatchObject({ minYears: 5, key: true });
  });
});

describe("an optional bracket inside a required line", () => {
  it("makes optional only what the bracket alone names", () => {
    const certs = (line: string) => buildJobProfile({ name: "Pharmacy Technician", description: `Qualifications\n- ${line}` }).requirements.filter((r) => r.kind === "certification").map((r) => `${r.key ? "must" : "nice"}: ${r.label}`);
    expect(certs("Basic Life Support card (PTCB certification preferred)")).toEqual(["must: Basic Life Support", "nice: PTCB"]);
    // What the bracket details of a must-have stays a must-have.
    expect(certs("Registered pharmacy technician (CPhT preferred)")).toEqual([expect.stringMatching(/^must: /)]);
  });
});

describe("a state is no degree", () => {
  it("reads 'Springfield, MA' at the end of a line as a place, and 'MS or PhD' still as a master's", () => {
    const degrees = (description: string) => buildJobProfile({ name: "Data Analyst", description }).requirements.filter((r) => r.kind === "education").map((r) => r.label);
    expect(degrees("Analytics Team | Springfield, MA\nWe need a data analyst to build weekly sales dashboards.")).toEqual([]);
    expect(degrees("Requirements\nPython, SQL, statistics, MS or PhD")).toEqual(["Master's degree"]);
  });
});

describe("degrees a posting names by their letters", () => {
  const education = (line: string) => {
    const profile = buildJobProfile({ name: "Role", description: `Role\nRequirements\n- ${line}\n- Three years of experience` });
    const req = profile.requirements.find((r) => r.kind === "education");
    return req ? `${req.key ? "must" : "nice"}: ${req.label}` : "none";
  };
  it("asks for the level and the field the letters name", () => {
    expect(education("MSW required")).toBe("must: Master's degree in social work or related");
    expect(education("JD required")).toBe("must: Doctorate in law or related");
    expect(education("PharmD required")).toBe("must: Doctorate in pharmacy or related");
    expect(education("MD or DO degree")).toBe("must: Doctorate in medicine or related");
    expect(education("MBA preferred")).toBe("nice: Master's degree in business administration or related");
    // The field's words, not the whole label (its wording is common in real postings, which tests never quote).
    expect(education("Bachelor's in CS or equivalent experience")).toMatch(/^must: Bachelor's degree in computer science\b/);
    expect(education("BS in EE or a related field")).toMatch(/^must: Bachelor's degree in electrical engineering\b/);
  });
  it("does not read a state's letters as a degree", () => {
    expect(education("Based in Baltimore, MD")).toBe("none");
  });
});
