// CVs and a posting written the British and the Indian way (invented): "Curriculum Vitae" over the name, a house
// number and a postcode, a mobile dialled with its trunk 0, a "Personal Statement", "Sept 2020 – to date", jobs
// written as sentences ("Currently working as … at … from June 2021 to till date"), and a posting that asks for a
// degree without naming its level.
import { describe, expect, it } from "vitest";
import { analyzeResume, readResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { extractContact } from "./contact";
import { findDateRanges } from "./dates";
import { parseResume } from "./resume";

const CV = [
  "CURRICULUM VITAE",
  "Gemma Holloway",
  "14 Ashgrove Road, Leeds LS6 2AB | 07700 900123 | gemma.holloway@example.co.uk",
  "",
  "Personal Statement",
  "Organised and personable Programme Coordinator with six years' experience in the charity sector.",
  "",
  "Career History",
  "Programme Coordinator, Northern Youth Trust, Leeds                      Sept 2020 – to date",
  "- Co-ordinated a programme of 40 youth workshops a year across West Yorkshire",
  "- Managed a budget of £120k and reported to the board of trustees",
  "Project Officer, Riverside Housing Association, Bradford                 Aug 2017 – Aug 2020",
  "- Analysed tenant survey results in Excel",
  "",
  "Education and Qualifications",
  "BA (Hons) Social Policy, University of Sheffield, 2:1, 2017",
].join("\n");

describe("a British CV", () => {
  it("finds a mobile and a London number dialled at home, and no number in a date or an amount", () => {
    expect(extractContact(CV).phone).toBe("07700 900123");
    expect(extractContact("Sam Reid\n020 7946 0958 | sam@example.com").phone).toBe("020 7946 0958");
    expect(extractContact("Priya Nair\n98765 43210 | priya@example.com").phone).toBe("98765 43210");
    expect(extractContact("Sam Reid\nManaged a budget of £120,000 from 2017 to 2020").phone).toBeUndefined();
  });
  it("takes neither the address line nor the personal statement's heading for the candidate's title", () => {
    const read = readResume(CV, "2026-11");
    expect(read.redacted).not.toContain("07700");
    expect(read.parsed.headline).toBeNull();
    const analysis = analyzeResume(buildJobProfile({ name: "Programme Manager" }, { asOf: "2026-11" }), CV);
    expect(analysis.currentTitle).toBe("Programme Coordinator");
    expect(analysis.summary).not.toContain("Ashgrove");
    expect(analysis.summary).not.toContain("Personal Statement");
  });
});

describe("a posting that asks for a degree without naming its level", () => {
  const education = (text: string) => buildJobProfile({ name: "Programme Manager", description: text }, { asOf: "2026-11" }).requirements.find((r) => r.kind === "education")?.label ?? null;
  it("asks for a first degree", () => {
    expect(education("Essential\n- Educated to degree level\n- Budget management")).toBe("Bachelor's degree");
    expect(education("Requirements\n- A degree in marketing or a related subject")).toBe("Bachelor's degree in marketing or related");
  });
  it("keeps the level a degree names", () => {
    expect(education("Requirements\n- Master's degree in social work")).toBe("Master's degree in social work or related");
    expect(education("Requirements\n- Associate degree in nursing")).toBe("Associate degree in nursing or related");
  });
});

describe("jobs written as sentences", () => {
  it("reads the title between 'working as' and the employer, for each job", () => {
    const parsed = parseResume(
      [
        "WORK EXPERIENCE",
        "Currently working as Senior QA Engineer at Infotech Solutions Pvt. Ltd., Pune from June 2021 to till date.",
        "Worked as Software Test Engineer at Brightsoft Technologies, Hyderabad from July 2019 to May 2021.",
        "",
        "EDUCATIONAL QUALIFICATION",
        "B.Tech (Computer Science and Engineering) from JNTU Hyderabad with 72% in 2019.",
      ].join("\n"),
      2026 * 12 + 10,
    );
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Senior QA Engineer", "Software Test Engineer"]);
    expect(parsed.jobs[0]!.end).toBe(2026 * 12 + 10);
  });
});

describe("a form's employer line", () => {
  it("is not the candidate's claim of what the employer does", () => {
    const cv = [
      "Priya Sharma",
      "WORK EXPERIENCE",
      "Organisation: Kapoor & Associates, Chartered Accountants",
      "Designation: Accounts Assistant",
      "Duration: June 2018 – March 2021",
      "• Vendor payments and bank reconciliation in Tally ERP 9",
    ].join("\n");
    const parsed = parseResume(cv, 2026 * 12 + 10);
    expect(parsed.jobs.map((j) => j.title)).toEqual(["Accounts Assistant"]);
    expect(parsed.skills.filter((h) => h.name === "Accounting").map((h) => h.text)).toEqual([]);
    expect(parsed.skills.map((h) => h.name)).toContain("Account Reconciliation");
  });
});

describe("full dates", () => {
  const months = (line: string) => findDateRanges(line).map((r) => [r.start, r.end]);
  const m = (year: number, month: number) => year * 12 + month - 1;
  it("reads the day first where a first number over 12 says so, else the month first", () => {
    expect(months("Finance Assistant, Leeds, 01/09/2019 – 31/08/2021")).toEqual([[m(2019, 9), m(2021, 8)]]);
    expect(months("Finance Assistant, Boston, 09/01/2019 - 08/31/2021")).toEqual([[m(2019, 9), m(2021, 8)]]);
    expect(months("Analyst, Pune, 01.07.2018 - 30.06.2020")).toEqual([[m(2018, 7), m(2020, 6)]]);
  });
  it("reads a day beside a month's name", () => {
    expect(months("Analyst, 15th June 2018 - 30th April 2020")).toEqual([[m(2018, 6), m(2020, 4)]]);
    expect(months("Analyst, 3 Jan 2019 – Present")).toEqual([[m(2019, 1), null]]);
  });
});

describe("an Australian posting", () => {
  const NURSE = [
    "Registered Nurse - Aged Care (Part Time) | Geelong VIC",
    "About the role",
    "Look after the residents of a 90-bed home.",
    "Key Selection Criteria",
    "- Current AHPRA registration as a Registered Nurse",
    "- Minimum 2 years' post-registration experience",
    "- Knowledge of wound care",
  ].join("\n");
  it("reads its key selection criteria as what it requires, and post-registration experience as years", () => {
    const asks = buildJobProfile({ name: "Registered Nurse - Aged Care (Part Time) | Geelong VIC", description: NURSE }, { asOf: "2026-11" }).requirements;
    expect(asks.find((r) => r.kind === "experience")).toMatchObject({ label: "2+ years of relevant experience", key: true });
    expect(asks.filter((r) => r.kind === "certification").map((r) => r.label)).not.toContain("Minimum 2 years' post-registration experience");
  });
});

describe("an Indian CV's personal details", () => {
  it("are left out of what the score reads: the family's names and the passport, as the birth date is", () => {
    const cv = ["Rahul Verma", "rahul.verma@example.com", "EXPERIENCE", "QA Engineer, Infotech, 2019 - 2021", "PERSONAL DETAILS", "Father's Name : Suresh Verma", "Mother / Guardian's Name: Lata", "Passport No.: K1234567", "Date of Birth : 12-03-1997", "Languages Known : English, Hindi"].join("\n");
    const redacted = readResume(cv, "2026-11").redacted;
    for (const kept of ["Suresh", "Lata", "K1234567", "1997"]) expect(redacted).not.toContain(kept);
    expect(redacted).toContain("Languages Known : English, Hindi");
  });
});
