// Titles and skills written the British way (invented titles, postings and resumes): read as the American
// spellings O*NET and the lexicon use.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { americanSpelling, tokenize } from "../text";
import { findSkills } from "./lexicon";
import { resolveOccupation } from "./occupations";

const occupation = (title: string) => resolveOccupation(title)?.title ?? null;
const skills = (text: string) => findSkills(tokenize(text)).map((m) => m.value);

describe("a title spelt the British way", () => {
  it("resolves as the American spelling does", () => {
    expect(occupation("Programme Manager")).toBe(occupation("Program Manager"));
    expect(occupation("Programme Manager")).not.toBe("Computer Programmers");
    expect(occupation("General Labourer")).toBe("Laborers and Freight, Stock, and Material Movers, Hand");
    expect(occupation("Paediatric Nurse")).toBe("Registered Nurses");
    expect(occupation("Counsellor")).toBe(occupation("Counselor"));
    expect(occupation("Jeweller")).toBe("Jewelers and Precious Stone and Metal Workers");
    expect(occupation("Draughtsman")).toBe(occupation("Draftsman"));
  });
});

describe("a skill spelt the British way", () => {
  it("is the lexicon's skill", () => {
    expect(skills("Built financial modelling workbooks")).toContain("Financial Modeling");
    expect(skills("Data visualisation in Power BI")).toContain("Data Visualization");
    expect(skills("Search engine optimisation")).toContain("SEO");
  });
  it("changes only the words listed: -ise words with no z form stay as written", () => {
    expect(["organisation", "optimising", "analysed", "randomised", "labourer", "centre"].map(americanSpelling)).toEqual(["organization", "optimizing", "analyzed", "randomized", "laborer", "center"]);
    expect(["exercise", "enterprise", "advertise", "expertise", "franchise", "supervise", "analysis", "analyses", "specialist", "criticism"].map(americanSpelling)).toEqual(["exercise", "enterprise", "advertise", "expertise", "franchise", "supervise", "analysis", "analyses", "specialist", "criticism"]);
  });
  it("keeps the resume's own words in its quotes", () => {
    const job = buildJobProfile({ name: "Financial Analyst", description: "Requirements\n- Financial modeling\n- Excel" }, { asOf: "2026-11" });
    const analysis = analyzeResume(job, "Priya Natarajan\nFinancial Analyst\nExperience\nFinancial Analyst | Harbour Capital | 2019 – Present\n- Built financial modelling workbooks in Excel for the board\n");
    const modeling = analysis.requirements.find((r) => r.label.toLowerCase().includes("financial model"));
    expect(modeling?.status).toBe("met");
    expect(modeling?.evidence).toContain("financial modelling");
  });
});

describe("a call centre's agent", () => {
  it("answers customers' calls, with or without the process named after a dash", () => {
    expect(occupation("Call Centre Agent")).toBe("Customer Service Representatives");
    expect(occupation("Contact Center Agent")).toBe("Customer Service Representatives");
    expect(occupation("Call Center Agent - Inbound Call Center Process")).toBe("Customer Service Representatives");
    expect(occupation("Call Centre Team Leader")).toBe("First-Line Supervisors of Office and Administrative Support Workers");
    expect(occupation("Customer Service Team Leader")).toBe("First-Line Supervisors of Office and Administrative Support Workers");
  });
  it("keeps a title whose other side names only its own field", () => {
    expect(occupation("Staff Accountant - Accounting Department")).toBe("Accountants and Auditors");
    // A field of its own across the dash still keeps the whole title unresolved.
    expect(occupation("Compliance Analyst II - Retail Banking Anti-Money Laundering")).toBeNull();
  });
});

describe("a word with a second sense in a posting's asks", () => {
  const asks = (name: string, description: string) => buildJobProfile({ name, description }, { asOf: "2026-11" }).requirements.map((r) => r.label);
  it("reads 'acting team leader' as interim, not the performing arts", () => {
    expect(asks("Team Leader", "Requirements\n- 3+ years in a contact center, including 1 year as team leader or acting team leader\n- Excel")).not.toContain("Performing Arts");
    expect(skills("Acting and stage combat for the spring musical")).toContain("Performing Arts");
  });
  it("reads garment sourcing as buying, not recruiting", () => {
    expect(asks("Production Manager", "Requirements\n- 5+ years in garment production or sourcing\n- Excel")).not.toContain("Recruiting");
    expect(skills("Sourcing passive candidates on LinkedIn")).toContain("Recruiting");
  });
  it("reads soil samples among plants as farm work, and a client's systems as no product", () => {
    expect(skills("Collect plant, soil and water samples and record data")).not.toContain("Concrete and Materials");
    expect(skills("Soil compaction testing on the bridge site")).toContain("Concrete and Materials");
    expect(skills("Record call details in the client's systems")).toEqual([]);
  });
  it("reads Java's collections as no debt collection", () => {
    expect(skills("Strong in Core Java, Collections, Multithreading")).not.toContain("Collections");
    expect(skills("Collections, billing and payment posting")).toContain("Collections");
  });
  it("does not read a production manager as product management", () => {
    expect(skills("Production Manager, Northgate Mills")).not.toContain("Product Management");
    expect(skills("Senior Product Manager, payments")).toContain("Product Management");
  });
});

describe("a British finance office", () => {
  it("keeps the books: a finance officer is an accountant, a credit controller collects", () => {
    expect(occupation("Finance Officer")).toBe("Accountants and Auditors");
    expect(occupation("Credit Controller")).toBe("Bill and Account Collectors");
  });
  it("reads the sales ledger and sales invoices as accounts, not selling", () => {
    expect(skills("Maintained the purchase and sales ledgers and raised sales invoices")).not.toContain("Sales");
    expect(skills("Grew sales in the north-west territory by 20%")).toContain("Sales");
  });
});
