// Jobs read end to end at stop 54 (invented postings and resumes): data entry clerks, legal secretaries, dispatchers,
// sterile processing, payroll, AML analysts, opticians and plant operators.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "./job-profile";

const labels = (profile: ReturnType<typeof buildJobProfile>) => profile.requirements.map((r) => r.label);
const titleTerms = (profile: ReturnType<typeof buildJobProfile>) => profile.requirements[0]!.terms.filter((t) => t.startsWith("title:"));
const status = (a: ReturnType<typeof analyzeResume>, label: string) => a.requirements.find((r) => r.label === label)?.status;
const role = (a: ReturnType<typeof analyzeResume>) => a.requirements.find((r) => r.kind === "role")?.status;

describe("a title's words", () => {
  it("keeps 'Entry' in 'Data Entry Clerk', and drops it where it says the level", () => {
    expect(titleTerms(buildJobProfile({ name: "Data Entry Clerk - Temp to Hire" }))).toContain("title:data entry clerk");
    expect(titleTerms(buildJobProfile({ name: "Entry Level Accountant" }))).toEqual(["title:accountant"]);
    expect(titleTerms(buildJobProfile({ name: "Entry-Level Accountant" }))).toEqual(["title:accountant"]);
  });

  it("reads two fields before one rank as two ways of writing the role ('AML/KYC Analyst')", () => {
    expect(titleTerms(buildJobProfile({ name: "AML/KYC Analyst" }))).toEqual(expect.arrayContaining(["title:aml analyst", "title:kyc analyst"]));
    const profile = buildJobProfile({ name: "AML/KYC Analyst", description: "Requirements:\n- 2+ years in AML or KYC\n- OFAC screening" });
    const a = analyzeResume(profile, "Kevin Osei\nWilmington, DE\n\nKYC Analyst, JPMorgan Chase — 2021–present\nCDD and EDD reviews; OFAC screening; SAR narratives.\n");
    expect(role(a)).toBe("met");
    // Two whole titles are still two titles.
    expect(titleTerms(buildJobProfile({ name: "Receptionist/Administrative Assistant" }))).not.toContain("title:receptionist assistant");
  });
});

describe("the titles a posting accepts", () => {
  it("counts a title the experience asked names as the role ('as a legal secretary or legal assistant')", () => {
    const profile = buildJobProfile({ name: "Legal Secretary - Estate Planning", description: "Requirements:\n- 3+ years as a legal secretary or legal assistant\n- Microsoft Word" });
    expect(titleTerms(profile)).toEqual(["title:legal secretary", "title:legal assistant"]);
    const a = analyzeResume(profile, "Susan Miller\nPortland, OR\n\nLEGAL ASSISTANT\nBarrett & Cole LLP, Portland — 2018 to present\nDraft wills and trusts.\n");
    expect(role(a)).toBe("met");
    // The titles end where the setting begins ("… on agile teams").
    const owner = buildJobProfile({ name: "Product Owner", description: "Requirements:\n- 3+ years as a Product Owner or Business Analyst on agile teams" });
    expect(titleTerms(owner)).toEqual(["title:product owner", "title:business analyst"]);
  });

  it("takes no rank alone, and no worker of every trade, as a title accepted", () => {
    const terms = (description: string) => titleTerms(buildJobProfile({ name: "Electrical Engineer", description: `Requirements:\n- ${description}` }));
    expect(terms("Three years as a supervisor or as a lead on a crew")).toEqual(["title:electrical engineer"]);
    expect(terms("One year as a helper on job sites")).toEqual(["title:electrical engineer"]);
    expect(terms("Five years as a data architect or a database administrator, in banking")).toEqual(["title:electrical engineer", "title:data architect", "title:database administrator"]);
  });
});

describe("a posting with no headings", () => {
  it("asks a listed qualification as a must-have, and a tool named alone too", () => {
    const profile = buildJobProfile({
      name: "Data Entry Clerk",
      description: "Enter orders and invoices into our ERP accurately.\n- Typing speed of 50+ WPM\n- 1 year of data entry experience\n- Microsoft Excel\n- High school diploma or GED",
    });
    expect(labels(profile)).toEqual(expect.arrayContaining(["Data Entry", "Excel"]));
    expect(profile.requirements.find((r) => r.label === "Excel")?.key).toBe(true);
  });
});

describe("an occupation's own core", () => {
  it("leaves out what a task only touches, far from what the occupation is called", () => {
    const core = buildJobProfile({ name: "Data Entry Clerk" }).requirements.find((r) => r.id === "core-skills");
    expect(core?.terms ?? []).not.toContain("Photography");
    expect(core?.terms ?? []).not.toContain("Print Production");
  });
});

describe("a credential asked among other things", () => {
  it("ends the credential's name at its comma ('NCLE certification, bilingual')", () => {
    const profile = buildJobProfile({ name: "Licensed Optician", description: "Must have: ABO certification; 1+ year optical retail experience.\nNice to have: NCLE certification, bilingual." });
    expect(labels(profile)).toContain("NCLE certification");
    expect(labels(profile).some((l) => l.includes("NCLE certification,"))).toBe(false);
  });

  it("meets a choice of credentials by either ('CRCST or CIS certification')", () => {
    const profile = buildJobProfile({ name: "Sterile Processing Technician II", description: "Required: CRCST or CIS certification; 2 years sterile processing experience." });
    const a = analyzeResume(profile, "Daniel Ortiz\nSan Antonio, TX\n\nSterile Processing Tech — Methodist Hospital (Jun 2021 – Present)\nDecontamination and assembly.\n\nCertified Registered Central Service Technician (CRCST), HSPA\n");
    expect(status(a, "CRCST or CIS certification")).toBe("met");
    const none = analyzeResume(profile, "Daniel Ortiz\nSan Antonio, TX\n\nSterile Processing Tech — Methodist Hospital (Jun 2021 – Present)\nDecontamination and assembly.\n");
    expect(status(none, "CRCST or CIS certification")).toBe("not_met");
  });

  it("meets an ask the recruiter typed, that no lexicon knows, by an example in its brackets ('… (FourKites or similar)')", () => {
    const profile = buildJobProfile({ name: "Yard Supervisor", description: "Supervise the yard.", keyRequirements: "Yard management software (FourKites or similar)" });
    const label = labels(profile).find((l) => l.startsWith("Yard management software"))!;
    const a = analyzeResume(profile, "Ray Park\nDallas, TX\n\nYard Supervisor — Metro Beverage (2020 – present)\nTracked 300 trailers a day in FourKites.\n");
    expect(status(a, label)).toBe("met");
    const other = analyzeResume(profile, "Ray Park\nDallas, TX\n\nYard Supervisor — Metro Beverage (2020 – present)\nSupervised 40 drivers.\n");
    expect(status(other, label)).toBe("not_met");
  });
});

describe("another rung of management", () => {
  it("reads a payroll supervisor as the payroll manager's line of work, and an office supervisor not", () => {
    const profile = buildJobProfile({ name: "Payroll Manager - Multi-State", description: "Requirements: 5+ years of payroll experience including 2 years managing a team; ADP Workforce Now." });
    const fit = (title: string) => {
      const a = analyzeResume(profile, `Diane Walker\nColumbus, OH\n\n${title} — Cardinal Health (2016 – present)\nBiweekly payroll for 3,000 employees in ADP Workforce Now.\n`);
      return a.scoreParts?.find((p) => p.label.startsWith("Role match"))?.has ?? 0;
    };
    expect(fit("Payroll Supervisor")).toBe(80);
    expect(fit("Office Supervisor")).toBe(30);
  });
});

describe("a lead of the work asked", () => {
  it("reads an inventory control lead as the inventory control specialist's work, and counts the years", () => {
    const profile = buildJobProfile({ name: "Inventory Control Specialist", description: "Requirements:\n- 2 years in inventory control\n- Cycle counts and reconciliation" });
    const a = analyzeResume(profile, "Luis Ortega\nReno, NV\n\nInventory Control Lead, Zulily Fulfillment — 2021–present\nDaily cycle counts.\n");
    expect(role(a)).toBe("met");
    expect(a.requirements.find((r) => r.kind === "experience")?.status).toBe("met");
    // A director of a field is no helper of it.
    const helper = buildJobProfile({ name: "Medical Assistant" });
    expect(role(analyzeResume(helper, "Ann Lee\nReno, NV\n\nMedical Director, Renown Health — 2021–present\nClinical oversight.\n"))).not.toBe("met");
  });
});

describe("a licence in the title", () => {
  it("asks the job without its licence word ('Licensed Massage Therapist'), and keeps 'Registered Nurse'", () => {
    expect(titleTerms(buildJobProfile({ name: "Licensed Massage Therapist (LMT)" }))).toEqual(["title:massage therapist"]);
    expect(titleTerms(buildJobProfile({ name: "Registered Nurse - ICU" }))).toEqual(["title:registered nurse"]);
  });

  it("reads a massage therapist's techniques, and her letters after her name as her job", () => {
    const profile = buildJobProfile({ name: "Licensed Massage Therapist (LMT)", description: "Provide Swedish, deep tissue and prenatal massage.\nRequirements: Current state massage therapy license; 1 year of experience." });
    expect(labels(profile)).toContain("Massage Therapy");
    const a = analyzeResume(profile, "Emily Rhodes, LMT\nScottsdale, AZ\n\nMassage Therapist — Massage Envy (2021–present)\nSwedish, deep tissue and hot stone massage; 25 clients a week.\n\nArizona Massage Therapy License #MT-22814\n");
    expect(a.tier).toBe("A");
  });
});

describe("a certificate preferred in a skill's brackets", () => {
  it("asks the skill by its name, and its certificate as a plus ('Tableau (certified a plus)')", () => {
    const profile = buildJobProfile({ name: "BI Analyst", description: "Requirements:\n- 2+ years in BI\n- Tableau (certified a plus)\n- Advanced SQL" });
    expect(labels(profile)).toEqual(expect.arrayContaining(["Tableau", "Tableau certification"]));
    expect(labels(profile)).not.toContain("Tableau (certified a plus)");
    expect(profile.requirements.find((r) => r.label === "Tableau")?.key).toBe(true);
    expect(profile.requirements.find((r) => r.label === "Tableau certification")?.key).toBe(false);
  });
});

describe("a warehouse named with its kind", () => {
  it("meets 'Snowflake or similar cloud warehouse' whole with Snowflake", () => {
    const profile = buildJobProfile({ name: "BI Analyst", description: "Requirements:\n- Snowflake or similar cloud warehouse" });
    const a = analyzeResume(profile, "Kevin Park\nDenver, CO\n\nData Analyst — Ibotta (2021–present)\nSQL against Snowflake.\n");
    expect(["Snowflake", "Cloud Computing"].map((label) => status(a, label))).toEqual(["met", "met"]);
  });
});

describe("a degree in one field or another", () => {
  it("takes an English degree for 'English or Education', and keeps a software post's engineering to its own fields", () => {
    const teacher = buildJobProfile({ name: "High School English Teacher", description: "Qualifications:\n- Bachelor's degree in English or Education" });
    const a = analyzeResume(teacher, "Michael Torres\nSan Antonio, TX\n\nEnglish Teacher, Jefferson High School — 2019–present\nEnglish I and II.\n\nB.A. English, UTSA, 2018\n");
    expect(a.requirements.find((r) => r.kind === "education")?.status).toBe("met");
    const software = buildJobProfile({ name: "Software Engineer", description: "Qualifications:\n- BS in Computer Science or Engineering (or similar)" });
    expect(software.requirements.find((r) => r.kind === "education")?.terms).toEqual(["level:bachelor", "field:it"]);
  });
});

