// Words met reading jobs end to end at stop 57 (invented postings and resumes).
import { describe, expect, it } from "vitest";
import { broaderSkills, canonicalSkills } from ".";

const reads = (text: string) => canonicalSkills(text);

describe("an accountant's words", () => {
  it("reads revenue recognition by its name and its standards, as accounting", () => {
    expect(reads("Revenue recognition for multi-year SaaS contracts")).toContain("Revenue Recognition");
    expect(reads("ASC 606 memos for the auditors")).toContain("Revenue Recognition");
    expect(broaderSkills("Revenue Recognition")).toContain("Accounting");
  });

  it("reads purchase orders as no point of sale, and a POS in capitals as one", () => {
    expect(reads("Matched vendor invoices to POs before each check run")).not.toContain("Point of Sale Systems");
    expect(reads("Rang sales on the POS and balanced the drawer")).toContain("Point of Sale Systems");
  });
});

describe("a paramedic's licence", () => {
  it("reads a national registry's paramedic as the credential", () => {
    expect(reads("Nationally Registered Paramedic, 2018 – present")).toContain("EMT/Paramedic Certification");
  });
});

describe("an analyst's dashboards", () => {
  it("reads Looker as a dashboard tool beside Tableau", () => {
    expect(reads("Built LookML models and Looker dashboards")).toContain("Looker");
  });
});
