// Titles as job boards write them, with their noise (places, shifts, pay, employers, levels, requisition
// numbers, capitals), built from O*NET's reported and alternate titles: each must resolve to an occupation a
// recruiter would accept. The table is data (tests/fixtures/titles-in-the-wild.json).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildJobProfile, roleTitle } from "./job-profile";
import { cleanTitle } from "./title";
import { resolveOccupation } from "../knowledge/occupations";

const table = JSON.parse(readFileSync(path.resolve(__dirname, "../../../tests/fixtures/titles-in-the-wild.json"), "utf8")) as { titles: Array<{ title: string; code: string; accept: string[] }> };

/** The share measured when this floor was set (639 of 672, 95.1%; 623, 92.7%, before); the target is 95%. */
const FLOOR = 0.95;

describe("titles in the wild", () => {
  it(`resolve to an accepted occupation at least ${FLOOR * 100}% of the time over ${table.titles.length} titles`, () => {
    const wrong: string[] = [];
    for (const row of table.titles) {
      const code = buildJobProfile({ name: row.title }).occupation?.code ?? "none";
      if (!row.accept.includes(code)) wrong.push(`${row.title} → ${code} (want ${row.code})`);
    }
    const right = 1 - wrong.length / table.titles.length;
    expect(table.titles.length).toBeGreaterThanOrEqual(300);
    expect(right, wrong.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(FLOOR);
  });

  it("drops the place the job board names where the title names it too, however shortened", () => {
    const profile = buildJobProfile({ name: "St Cloud Human Resources Intern Job in Saint Cloud, MN" });
    expect(profile.occupation?.code).toBe("13-1071.00");
    expect(profile.requirements[0].label).toContain("Works as Human Resources Intern");
    // A place the title does not name leaves the title whole.
    expect(buildJobProfile({ name: "Denver Line Cook Job in Boulder" }).requirements[0].label).toContain("Works as Denver Line Cook");
  });

  it("reads a job named by what it sells as the one who sells it", () => {
    const code = (name: string) => buildJobProfile({ name }).occupation?.code;
    expect(code("Insurance Sales")).toBe("41-3021.00");
    expect(code("Entry Level Insurance Sales")).toBe("41-3021.00");
    expect(code("Outside Insurance Sales Representative")).toBe("41-3021.00");
    expect(code("Medical Device Sales")).toBe("41-4011.00");
    expect(code("Director of Sales")).toBe("11-2022.00");
  });

  it("tries the title's other roles where its first resolves to no listed title, never a place", () => {
    const code = (name: string) => buildJobProfile({ name, description: "Duties\n- Visit residents at home each week" }).occupation?.code;
    expect(code("Wellness Nurse - LPN")).toBe("29-2061.00");
    expect(code("Hospice Community Liaison / Sales Rep")).toMatch(/^41-/);
    expect(roleTitle("Wellness Nurse - Lakewood").resolve).toEqual(["Wellness Nurse"]);
    // A bracket is a qualifier, and the words around it stay one title.
    expect(roleTitle("Harbor Safety Services (HSS) Instructor").resolve).toEqual(["Harbor Safety Services Instructor"]);
    expect(roleTitle("Night Auditor (Front Desk Clerk)").resolve).toEqual(["Night Auditor", "Front Desk Clerk"]);
  });

  it("names the role, not the employer, where the employer comes first", () => {
    const label = (name: string) => buildJobProfile({ name }).requirements.find((r) => r.id === "role")?.label;
    expect(label("Quillfeather Labs- Inside Sales Representative Job in Tulsa")).toMatch(/^Works as Inside Sales Representative or/);
    expect(label("Saint Brendan Medical Center - Registered Nurse")).toMatch(/^Works as Registered Nurse or/);
    // A field before the post is the role's own words, and a place after the role stays out of it.
    expect(roleTitle("Data Science - Team Lead").label).toBe("Data Science");
    expect(roleTitle("Senior Accountant - Boise").label).toBe("Senior Accountant");
  });



  it("drops what is not the job: places, pay, employers, hiring words and requisition numbers", () => {
    expect(cleanTitle("Accounting Clerk Job in Denver, CO")).toBe("Accounting Clerk");
    expect(cleanTitle("NOW HIRING: CNA - $20/HR + SHIFT DIFFERENTIAL")).toBe("CNA");
    expect(cleanTitle("Commercial Loan Officer at Keystone Valley Bank")).toBe("Commercial Loan Officer");
    expect(cleanTitle("REQ-1042 - Payroll Specialist")).toBe("Payroll Specialist");
    expect(cleanTitle("#5531 Stock Clerk - Retail Store")).toBe("Stock Clerk - Retail Store");
    expect(cleanTitle("Sous Chef")).toBe("Sous Chef");
    // A pay range goes whole, and so does the bracket it leaves empty.
    expect(cleanTitle("CNC Setup Machinist - Nights ($26-$31/hr)")).toBe("CNC Setup Machinist");
    expect(cleanTitle("Territory Sales Rep ($58K to $70K + commission)")).toBe("Territory Sales Rep");
  });

  it("drops a call for applicants around the role, and keeps a hiring manager's job", () => {
    const calls: Array<[string, string, string]> = [
      ["Seeking Experienced Bookkeeper", "Experienced Bookkeeper", "43-3031.00"],
      ["We're Looking for a Dental Assistant", "Dental Assistant", "31-9091.00"],
      ["Join Our Pharmacy Team as a Pharmacy Technician", "Pharmacy Technician", "29-2052.00"],
      ["Line Cook Wanted Immediately!", "Line Cook", "35-2014.00"],
      ["Welders Wanted (Day Shift)", "Welders (Day Shift)", "51-4121.00"],
      ["Hiring: Forklift Operators", "Forklift Operators", "53-7051.00"],
      ["Bookkeeper Needed - Weekly Pay", "Bookkeeper", "43-3031.00"],
    ];
    for (const [title, clean, code] of calls) {
      expect(cleanTitle(title), title).toBe(clean);
      expect(buildJobProfile({ name: title }).occupation?.code, title).toBe(code);
    }
    expect(cleanTitle("Hiring Manager")).toBe("Hiring Manager");
    expect(cleanTitle("Help Wanted")).toBe("Help Wanted");
  });

  it("drops the employer a job board describes after the role, and keeps whom the work is for", () => {
    expect(cleanTitle("Staff Accountant for a Fast-Growing Roofing Firm")).toBe("Staff Accountant");
    expect(cleanTitle("Platform Engineer, Payments for a Fortune 100 Logistics Company")).toBe("Platform Engineer, Payments");
    expect(cleanTitle("Medical Receptionist for Busy Pediatric Clinic")).toBe("Medical Receptionist");
    expect(buildJobProfile({ name: "Staff Accountant for a Fast-Growing Roofing Firm" }).occupation?.code).toBe("13-2011.00");
    expect(cleanTitle("Advocate for Children")).toBe("Advocate for Children");
    expect(cleanTitle("Coordinator for Student Services")).toBe("Coordinator for Student Services");
    expect(cleanTitle("Teacher for the Visually Impaired")).toBe("Teacher for the Visually Impaired");
  });

  it("takes an occupation from the title's meaning, or from the posting's work, where no listed title matches", () => {
    expect(buildJobProfile({ name: "Correctional Nurse" }).occupation?.code).toBe("29-1141.00");
    const byWork = buildJobProfile({ name: "Blue Harbor Group", description: "Duties\n- Prepare payroll for 300 employees\n- Reconcile payroll accounts and file payroll taxes\n- Answer employees' questions about their pay" });
    expect(byWork.occupation?.code).toMatch(/^43-3051|^13-2011|^43-3031/);
  });
});

describe("kinds of title noise and of resolution fixed for the table", () => {
  it("drops parts after the role that only say schedule, terms or hiring, never a part that names a field", () => {
    expect(cleanTitle("Forklift Operator - 2nd Shift - Apply Today")).toBe("Forklift Operator");
    expect(cleanTitle("Pharmacy Technician - Part-Time - Job ID 4471")).toBe("Pharmacy Technician");
    expect(cleanTitle("Warehouse Associate - Overnights 10pm-6:30am - Now Hiring!")).toBe("Warehouse Associate");
    expect(cleanTitle("Line Cook - Harbor Grill - Weekends")).toBe("Line Cook - Harbor Grill");
    expect(cleanTitle("Night Auditor - Weekends")).toBe("Night Auditor");
  });

  it("drops whom an assistant or an advisor serves", () => {
    expect(cleanTitle("Administrative Assistant to the Chief Operating Officer - Remote")).toBe("Administrative Assistant");
    expect(cleanTitle("Personal Assistant to Founder")).toBe("Personal Assistant");
    expect(buildJobProfile({ name: "Executive Assistant to the President" }).occupation?.code).toBe("43-6011.00");
  });

  it("keeps the most usual of the occupations listing a title unless the meaning is clearly another's", () => {
    expect(buildJobProfile({ name: "Mail Clerk - Law Office - Mornings" }).occupation?.code).toBe("43-9051.00");
    expect(buildJobProfile({ name: "Press Operator - Night Shift - Weekly Pay" }).occupation?.code).toBe("51-4031.00");
    // Listed alike under ten kinds of engineer: none is the most usual, meaning alone chooses.
    expect(resolveOccupation("Supplier Quality Engineer")?.equallyUsual).toBeGreaterThan(1);
    expect(resolveOccupation("Mail Clerk")?.equallyUsual).toBe(1);
  });

  it("reads no technology in the job's own word: a CNC programmer writes no software", () => {
    expect(buildJobProfile({ name: "CNC Programmer - Fanuc Controls" }).occupation?.code).toBe("51-9162.00");
    expect(buildJobProfile({ name: "Python Programmer" }).occupation?.code).toMatch(/^15-/);
  });

  it("takes a listed job behind one word over a listed title with a word more", () => {
    expect(buildJobProfile({ name: "Pediatric Physical Therapist" }).occupation?.code).toBe("29-1123.00");
    expect(buildJobProfile({ name: "Outpatient Physical Therapist - Clinic" }).occupation?.code).toBe("29-1123.00");
  });

  it("knows an occupation by its own title before what it includes or leaves out", () => {
    expect(resolveOccupation("Switchboard Operator")?.code).toBe("43-2011.00");
    expect(buildJobProfile({ name: "Switchboard Operator - Clinic" }).occupation?.code).toBe("43-2011.00");
  });
});

describe("an agent and a representative (stop 50)", () => {
  it("are the same job where O*NET lists only one of them", () => {
    expect(resolveOccupation("Customer Care Agent")?.code).toBe("43-4051.00");
    expect(resolveOccupation("Member Services Agent")?.code).toBe("43-4051.00");
    // A listed agent stays its own job.
    expect(resolveOccupation("Travel Agent")?.code).toBe("41-3041.00");
  });
});

describe("staff ranks and the accounts department (stop 51)", () => {
  it("reads 'Accounts' before a staff rank as the accounts department, and 'Account Executive' as selling", () => {
    expect(resolveOccupation("Accounts Executive")?.code).toBe("43-3031.00");
    expect(resolveOccupation("Accounts Clerk")?.code).toBe("43-3031.00");
    expect(resolveOccupation("Account Executive")?.code).toBe("41-3091.00");
    expect(resolveOccupation("Key Accounts Executive")?.code).toMatch(/^41-/);
  });

  it("reads a staff rank as another where the ranks agree on the work, and leaves it where they do not", () => {
    // Financial clerks (43-30…): an accounts payable executive or assistant posts and pays the bills.
    expect(resolveOccupation("Accounts Payable Executive")?.code).toMatch(/^43-30/);
    expect(resolveOccupation("Accounts Payable Assistant")?.code).toMatch(/^43-30/);
    expect(resolveOccupation("Marketing & Communications Executive")?.code).not.toBe("27-3031.00");
    expect(resolveOccupation("Customer Service Executive")?.code).toBe("43-4051.00");
    // An operations officer is listed at an airfield and an operations assistant in business operations.
    expect(resolveOccupation("Operations Executive")).toBeNull();
  });

  it("reads a Java developer as a software developer, as any language's developer", () => {
    expect(resolveOccupation("Java Developer")?.code).toBe("15-1252.00");
    expect(resolveOccupation("Senior Java Developer")?.code).toBe("15-1252.00");
    expect(resolveOccupation("Java Programmer")?.code).toBe("15-1251.00");
  });
});

describe("titles of a shift (stop 51)", () => {
  it("reads a shift before a job as when it is worked", () => {
    expect(resolveOccupation("Night Custodian")?.code).toBe("37-2011.00");
    expect(resolveOccupation("Overnight Stocker")?.code).toBe("53-7065.00");
    // A listed title stays as listed.
    expect(resolveOccupation("Night Auditor")?.code).toBe("43-4081.00");
  });
});

describe("titles of India's call centres (stop 51)", () => {
  it("reads a process associate or executive as a customer service representative, and a telecaller as a telemarketer", () => {
    expect(buildJobProfile({ name: "Process Associate - Voice (International BPO) - Night Shift" }).occupation?.code).toBe("43-4051.00");
    expect(resolveOccupation("Senior Process Executive")?.code).toBe("43-4051.00");
    expect(resolveOccupation("Customer Support Executive")?.code).toBe("43-4051.00");
    expect(resolveOccupation("Telecaller")?.code).toBe("41-9041.00");
  });

  it("asks no skill that O*NET's description of the job excludes", () => {
    // "Excludes individuals whose duties are primarily installation, sales, repair, and technical support."
    const core = buildJobProfile({ name: "Customer Service Representative", description: "Answer customers' calls about orders." }).requirements.find((r) => r.id === "core-skills");
    expect(core?.terms).not.toContain("Technical Support");
    expect(core?.terms).not.toContain("Facilities Maintenance");
  });
});
