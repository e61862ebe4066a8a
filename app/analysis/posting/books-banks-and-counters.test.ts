// Jobs read end to end at stop 53 (invented postings and resumes): bookkeepers, collectors, tax and ERP consultants,
// advisers, baristas, Android developers and warehouse supervisors.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { canonicalSkills } from "../knowledge/lexicon";
import { buildJobProfile } from "./job-profile";

const labels = (profile: ReturnType<typeof buildJobProfile>) => profile.requirements.map((r) => r.label);
const role = (a: ReturnType<typeof analyzeResume>) => a.requirements.find((r) => r.kind === "role")?.status;
const years = (a: ReturnType<typeof analyzeResume>) => a.requirements.find((r) => r.kind === "experience")?.status;

describe("a business suite's consultant", () => {
  it("files 'SAP FICO Consultant' with ERP consultants, and a database administrator of a suite with DBAs", () => {
    const occupation = (name: string) => buildJobProfile({ name, description: "Requirements:\n- GL, AP, AR and asset accounting" }).occupation?.title;
    expect(occupation("SAP FICO Consultant - S/4HANA Implementation")).toBe("Computer Systems Analysts");
    expect(occupation("Oracle Financials Consultant")).toBe("Computer Systems Analysts");
    expect(occupation("Oracle Database Administrator")).toBe("Database Administrators");
  });
});

describe("two fields before one rank", () => {
  it("reads a credit and collections analyst as a collector, whose years count", () => {
    const profile = buildJobProfile({ name: "Collections Specialist - Commercial Accounts", description: "Requirements:\n- 2+ years in B2B collections or accounts receivable\n- Strong negotiation and phone skills" });
    const a = analyzeResume(profile, "Mark Johnson\nTampa, FL\n\nCredit & Collections Analyst — Gulf Coast Distributors (2020 – present)\nCalls and dunning letters on 400 commercial accounts.\n");
    expect(role(a)).toBe("met");
    expect(years(a)).toBe("met");
    // One field alone is not the other.
    const other = analyzeResume(profile, "Mark Johnson\nTampa, FL\n\nCredit Analyst — Gulf Coast Distributors (2020 – present)\nReviewed credit applications.\n");
    expect(role(other)).not.toBe("met");
  });

  it("reads a level inside a title as no part of the job ('Tax Senior Manager')", () => {
    const profile = buildJobProfile({ name: "Tax Manager", description: "Requirements:\n- 6+ years of tax experience" });
    const a = analyzeResume(profile, "Robert Chen\nMinneapolis, MN\n\nTax Senior Manager — Baker Tilly (2016–present)\nReview partnership returns.\n");
    expect(a.requirements.find((r) => r.kind === "role")?.evidence).toBe("Tax Senior Manager — Baker Tilly (2016–present)");
    expect(role(a)).toBe("met");
    // The posting's own title, not only its occupation: full credit.
    expect((a.scoreParts ?? []).find((p) => p.label.startsWith("Role match"))?.has).toBe(100);
  });
});

describe("years of leading people beside years of the work", () => {
  it("asks the years of the work, of which the leading is a part", () => {
    const asked = (line: string) => buildJobProfile({ name: "Warehouse Supervisor", description: `Requirements:\n- ${line}` }).requirements.find((r) => r.kind === "experience")?.label;
    expect(asked("3+ years of warehouse experience, 1+ year leading people")).toBe("3+ years of relevant experience");
    expect(asked("5 years of sales experience, 2 years of supervisory experience")).toBe("5+ years of relevant experience");
    expect(asked("2 years of supervisory experience")).toBe("2+ years of relevant experience");
  });
});

describe("a bookkeeper's and a tax preparer's words", () => {
  it("reads AP/AR as payables and receivables, and court e-filing as no clerical filing", () => {
    expect(canonicalSkills("AP/AR, job costing and bank reconciliations")).toEqual(expect.arrayContaining(["Accounts Payable", "Accounts Receivable"]));
    expect(canonicalSkills("E-filing in state and federal courts")).not.toContain("Administrative Support");
    expect(canonicalSkills("Filing and photocopying")).toContain("Administrative Support");
  });

  it("asks tax preparation of returns named by their form, and tax software by its name", () => {
    const profile = buildJobProfile({ name: "Tax Manager", description: "Requirements:\n- Partnership (1065) and S corporation (1120S) returns\n- CCH Axcess or similar software" });
    expect(labels(profile)).toEqual(expect.arrayContaining(["Tax Preparation", "Tax Software"]));
    expect(canonicalSkills("Review 1065, 1120S and 1040 returns; UltraTax")).toEqual(expect.arrayContaining(["Tax Preparation", "Tax Software"]));
  });

  it("reads typing speed as data entry", () => {
    expect(canonicalSkills("Skills: Bilingual, Microsoft Office, 45 WPM")).toContain("Data Entry");
    expect(canonicalSkills("10-key by touch")).toContain("Data Entry");
  });
});

describe("a collector's, an adviser's and a barista's words", () => {
  it("reads dunning, past-due accounts and the FDCPA as collections, and a library's collections as none", () => {
    expect(canonicalSkills("Calls and dunning letters on past-due accounts")).toContain("Collections");
    expect(canonicalSkills("Knowledge of FDCPA a plus")).toContain("Collections");
    expect(canonicalSkills("Weeded the library collections")).not.toContain("Collections");
  });

  it("asks each securities licence, the CFP and planning software a posting names", () => {
    const profile = buildJobProfile({
      name: "Financial Advisor (Series 7 & 66)",
      description: "Requirements:\n- Series 7 and 66 licenses\n- Financial planning software (eMoney or MoneyGuidePro)\n- CFP designation a plus",
    });
    const terms = profile.requirements.flatMap((r) => r.terms);
    expect(terms).toEqual(expect.arrayContaining(["FINRA Series 7", "FINRA Series 66", "Financial Planning Software", "CFP"]));
    expect(terms).not.toContain("FINRA Series 6");
  });

  it("reads espresso, latte art and ringing up orders as a barista's work", () => {
    expect(canonicalSkills("Pull espresso shots and pour latte art")).toContain("Food and Beverage");
    expect(canonicalSkills("Ring up orders on the register")).toEqual(expect.arrayContaining(["Point of Sale Systems", "Cash Handling"]));
  });
});

describe("an Android developer's stack", () => {
  it("asks Jetpack Compose, coroutines and MVVM when the posting names them", () => {
    const profile = buildJobProfile({ name: "Android Developer (Kotlin)", description: "Requirements:\n- 4+ years of native Android development in Kotlin\n- Jetpack Compose, Coroutines, MVVM" });
    expect(labels(profile)).toEqual(expect.arrayContaining(["Jetpack Compose", "Kotlin Coroutines", "MVVM"]));
  });
});

describe("trades and services without a curated family", () => {
  it("reads a groomer's, an exterminator's and a lineman's own work", () => {
    expect(canonicalSkills("Baths, breed cuts, hand scissoring and nail trims")).toContain("Pet Grooming");
    expect(canonicalSkills("Termite inspections and bait stations")).toContain("Pest Control");
    expect(canonicalSkills("Hot-stick and rubber-glove work on energized lines")).toContain("Power Line Work");
    expect(canonicalSkills("Certified Pet Groomer (NDGAA Level 1)")).toContain("Pet Grooming Certification");
  });

  it("asks an on-call rota of no one as a skill", () => {
    const profile = buildJobProfile({ name: "Maintenance Supervisor - Apartment Community", description: "Requirements:\n- HVAC, plumbing and electrical repairs\n- On-call rotation" });
    expect(profile.requirements.flatMap((r) => r.terms)).not.toContain("Incident Response");
    expect(labels(profile)).toEqual(expect.arrayContaining(["HVAC", "Plumbing"]));
  });
});

describe("what is asked only after hire, or preferred at the end of a list", () => {
  it("does not require a licence the employer sponsors or lets the hire obtain within days", () => {
    const required = (line: string) => buildJobProfile({ name: "Pest Control Technician", description: `Requirements:\n- ${line}\n- Valid driver's license` }).requirements.filter((r) => r.kind === "certification").map((r) => r.key);
    expect(required("State pest control applicator license (or obtain within 90 days)")).toEqual([false]);
    expect(required("Property & casualty license within 90 days (we sponsor)")).toEqual([false]);
    expect(required("State pest control applicator license")).toEqual([true]);
  });

  it("reads 'degree in A, B, C or related preferred' as preferred, and 'required, … preferred' as required", () => {
    const degree = (line: string) => buildJobProfile({ name: "Park Ranger", description: `Requirements:\n- ${line}` }).requirements.find((r) => r.kind === "education");
    expect(degree("Bachelor's degree in natural resources, history, education or related preferred")?.key).toBe(false);
    expect(degree("Bachelor's degree in natural resources, history, education or related preferred")?.terms).toContain("field:agriculture");
    expect(degree("Bachelor's degree required, Master's degree preferred")?.key).toBe(true);
  });
});

describe("clothing that is no merchandise", () => {
  it("asks no apparel merchandising of a pest controller or a nanny, from what O*NET's tasks touch", () => {
    const core = (name: string) => buildJobProfile({ name, description: "" }).requirements.find((r) => r.id === "core-skills")?.terms ?? [];
    expect(core("Pest Control Technician")).toContain("Pest Control");
    expect(core("Pest Control Technician")).not.toContain("Apparel Merchandising");
    expect(core("Nanny")).not.toContain("Apparel Merchandising");
    expect(canonicalSkills("Managed a women's clothing store")).toContain("Apparel Merchandising");
  });
});
