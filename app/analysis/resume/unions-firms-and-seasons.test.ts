// Resume lines read at stop 55 (invented resumes): an employer after the title (a union's local, a firm named for
// its workers, a business with its town), a promotion written with an arrow, summers worked in several years, a
// name line of dashes, and two degrees on one line.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";

const read = (text: string) => readResume(text, "2026-11");
const titles = (text: string) => read(text).parsed.jobs.map((j) => j.title);
const job = (line: string) => titles(`Pat Doe\npat@example.com\n\nEXPERIENCE\n${line}\nDid the work.\n`);

describe("the employer after a title's comma", () => {
  it("leaves out a union's local and a firm named for the workers it employs", () => {
    expect(job("Journeyman Bricklayer, BAC Local 21 — 2016 to present")).toEqual(["Journeyman Bricklayer"]);
    expect(job("Ironworker, Local 84 — 2015-2026")).toEqual(["Ironworker"]);
    expect(job("Project Engineer, KPFF Consulting Engineers — 2017–Present")).toEqual(["Project Engineer"]);
  });

  it("leaves out a business by the word that ends its name, and the town of its branch", () => {
    expect(job("SEO Manager, Bramble Home Goods — 2022–present")).toEqual(["SEO Manager"]);
    expect(job("Crane Operator — Mid-America Crane Rental, 2017–Present")).toEqual(["Crane Operator"]);
    expect(job("Licensed Funeral Director and Embalmer, Reilly & Sons Funeral Home — 2014–present")).toEqual(["Licensed Funeral Director and Embalmer"]);
    expect(job("Deputy Clerk, Bibb County Superior Court — 2020 to Present")).toEqual(["Deputy Clerk"]);
    expect(job("Night Auditor, Hilton Garden Inn Orlando — 2023 to now")).toEqual(["Night Auditor"]);
    expect(job("Locksmith, Pop-A-Lock Tampa — 2019–present")).toEqual(["Locksmith"]);
    expect(job("Nail Technician, Polished Nail Lounge — 2020–present")).toEqual(["Nail Technician"]);
    expect(job("Production Operator, Gordon Food Service (2022–present)")).toEqual(["Production Operator"]);
    expect(job("Reliability Engineer, Coca-Cola Bottling (2021–present)")).toEqual(["Reliability Engineer"]);
    expect(job("Supervisor, Food Service — 2019 - present")).toEqual(["Supervisor, Food Service"]);
    expect(job("Emergency Management Specialist, Hillsborough County — 2020 to present")).toEqual(["Emergency Management Specialist"]);
    expect(job("Sep 2021 – present: Teacher of Mathematics, Roundhay School, Leeds")).toEqual(["Teacher of Mathematics"]);
  });

  it("leaves out a company named as its product, written alone", () => {
    expect(job("Senior Technical Recruiter — HubSpot (2021 – now)")).toEqual(["Senior Technical Recruiter"]);
    expect(job("Senior Content Marketing Manager, Postman (2021–present)")).toEqual(["Senior Content Marketing Manager"]);
  });

  it("keeps a field or a unit after the comma", () => {
    expect(job("Director, Product Marketing — 2019 - present")).toEqual(["Director, Product Marketing"]);
    expect(job("Staff Nurse, Medical-Surgical Unit — 2019 - present")).toEqual(["Staff Nurse, Medical-Surgical Unit"]);
  });

  it("reads a post after the setting it is worked in, with its level's numeral", () => {
    expect(titles("Pamela Jones, RHIT, CCS\nRemote (Tulsa, OK) · pj@example.com\nInpatient Coder II — Saint Francis Health System (2020–present)\nCode charts.\n")).toEqual(["Inpatient Coder II"]);
  });

  it("reads the title now held after a promotion's arrow", () => {
    expect(job("Associate Brand Manager → Brand Manager — 2020–present")).toEqual(["Brand Manager"]);
  });
});

describe("seasons worked in several years", () => {
  it("counts each summer, not the years between", () => {
    const lifeguard = read("Emma Lund\nemma@example.com\n\nEXPERIENCE\nLifeguard, Westroads Swim Club — Summers 2024, 2025\nGuarded a pool.\n");
    expect(lifeguard.parsed.jobs.map((j) => j.title)).toEqual(["Lifeguard", "Lifeguard"]);
    expect(lifeguard.parsed.yearsOfExperience).toBe(0.5);
    const counselor = read("Sam Reyes\nsam@example.com\n\nEXPERIENCE\nCamp Counselor (summers 2019–2022)\nLed a cabin.\n");
    expect(counselor.parsed.jobs).toHaveLength(4);
    expect(counselor.parsed.yearsOfExperience).toBe(1);
  });
});

describe("a name line of dashes", () => {
  it("reads the town and its state's letters without a comma as where the candidate is, not a headline", () => {
    const r = read("Dwayne Foster — Houston TX — dfoster@example.com\nIronworker, Local 84 — 2015-2026\nConnector and bolt-up.\n");
    expect(r.contact.name).toBe("Dwayne Foster");
    expect(r.parsed.headline).toBeNull();
    const analysis = analyzeResume(buildJobProfile({ name: "Structural Ironworker", description: "Erect structural steel." }), "Manuel Reyes — Scottsdale AZ — 480-555-0199\nIronworker, Local 84 — 2015-2026\nConnector.\n");
    expect(analysis.location).toBe("Scottsdale, AZ");
    expect(analysis.summary).toMatch(/^Ironworker, /);
  });
});

describe("two degrees on one line", () => {
  it("reads the one held when the other is still expected", () => {
    const r = read("Jordan Kim\njk@example.com\n\nEDUCATION\nUniversity of Illinois — M.S. Accountancy (expected May 2027), B.S. Accountancy (2026), GPA 3.8\n");
    expect(r.parsed.degrees.map((d) => [d.level, d.fields])).toEqual([["bachelor", ["accounting"]]]);
  });

  it("reads a degree written twice on its line once", () => {
    const r = read("Lee Park\nlee@example.com\n\nEducation\nMaster of Arts : History , 2004 Kent State University, Master of Arts in History, 2004\n");
    expect(r.parsed.degrees.map((d) => d.level)).toEqual(["master"]);
  });
});

describe("a headline and the jobs titled with its words", () => {
  it("give the job the headline's line of work, and the headline the job's where O*NET lists it nowhere", () => {
    const biller = buildJobProfile({ name: "Medical Biller / Coder", description: "Requirements:\n- 2 years of medical billing\n- CPT and ICD-10 coding" });
    const billing = analyzeResume(biller, "MEDICAL BILLING SPECIALIST\nExperience\nBilling Specialist 02/2021 to Current\nAcme Mechanical, Dayton, OH\nSubmit claims; work denials; code visits with CPT and ICD-10.\nFront Desk Coordinator 01/2019 to 01/2021\nAcme Mechanical, Dayton, OH\n");
    expect(billing.requirements.find((r) => r.kind === "experience")?.status).toBe("met");
    const pm = buildJobProfile({ name: "HVAC Project Manager", description: "Manage commercial HVAC projects.\nRequirements: 5+ years managing mechanical construction projects." });
    const mechanical = analyzeResume(pm, "MECHANICAL PROJECT MANAGER\nExperience\nProject Manager 01/2019 to Current\nAcme Mechanical, Dayton, OH\nManage HVAC installs; submittals and change orders.\nProject Engineer 06/2015 to 12/2018\nAcme Mechanical, Dayton, OH\n");
    expect(mechanical.requirements.find((r) => r.kind === "role")?.status).toBe("met");
  });
});

describe("where a candidate is, in British and Australian writing", () => {
  it("reads a town and its county, or a town with its state and postcode, as a place and not a headline", () => {
    const profile = buildJobProfile({ name: "Teacher of Mathematics", description: "Teach KS3 and GCSE maths." });
    const leeds = analyzeResume(profile, "Hannah Wright\nLeeds, West Yorkshire | hw@example.co.uk\n\nEmployment\nSep 2021 – present: Teacher of Mathematics, Roundhay School\nTeach GCSE maths.\n");
    expect(leeds.location).toBe("Leeds, West Yorkshire");
    expect(leeds.summary).toMatch(/^Teacher of Mathematics, /);
    const sydney = analyzeResume(buildJobProfile({ name: "Electrician", description: "Commercial fit-outs." }), "Jack Wilson\nParramatta NSW 2150 | jw@example.com.au\nElectrician — Stowe Australia (2020–present)\nFit-outs.\n");
    expect(sydney.summary).toMatch(/^Electrician, /);
  });
});
