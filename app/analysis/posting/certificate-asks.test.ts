// Credentials a posting asks for that no lexicon knows: asked in the posting's words, met by the resume line that
// names them. Made-up postings and resumes.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "./job-profile";

const posting = `We close residential loans for a community bank.
Requirements
- Two years closing mortgage loans
- Signing Agent commission required
- A valid driver's license is required
Preferred
- Certified Residential Closer designation`;

const certificates = (description: string) =>
  buildJobProfile({ name: "Loan Closer", description })
    .requirements.filter((r) => r.kind === "certification")
    .map((r) => `${r.key ? "required" : "preferred"}: ${r.label}`);

describe("a credential no lexicon knows", () => {
  it("is asked in the posting's words, required or preferred as the posting says", () => {
    expect(certificates(posting)).toEqual(["required: Signing Agent commission", "preferred: Certified Residential Closer designation"]);
  });

  it("is met by the line that names it, and not by its word alone", () => {
    const profile = buildJobProfile({ name: "Loan Closer", description: posting });
    const status = (resume: string) => Object.fromEntries(analyzeResume(profile, resume).requirements.filter((r) => r.kind === "certification").map((r) => [r.label, [r.status, r.evidence]]));
    const holder = status(`Dana Whitfield\nLoan Closer\nExperience\nLoan Closer, Harbor Savings 2019 - Present\nClosed residential mortgage loans.\nLicenses\nSigning Agent, State of Ohio\nCertified Residential Closer, 2021`);
    expect(holder["Signing Agent commission"]).toEqual(["met", "Signing Agent, State of Ohio"]);
    expect(holder["Certified Residential Closer designation"]).toEqual(["met", "Certified Residential Closer, 2021"]);
    const other = status(`Sam Ortiz\nLoan Processor\nExperience\nLoan Processor, Harbor Savings 2019 - Present\nOrdered appraisals; kept my insurance license current.`);
    expect(other["Signing Agent commission"]).toEqual(["not_met", null]);
  });

  it("leaves a driver's license, proof of one, pay on commission and a list to choose from unasked", () => {
    expect(certificates(`Requirements\n- Valid driver's license required\n- Must submit proof of certification at hire\n- Base salary plus commission`)).toEqual([]);
    const choices = ["Certification as a Pega Systems Architect", "Certification as an Appian Designer", "Certification as a Guidewire Developer", "Certification as a Mendix Developer"];
    expect(certificates(`Requirements\n- Two years of programming\nSelective certification: one of the following\n${choices.map((c, i) => `${i + 1}. ${c}`).join("\n")}`)).toEqual([]);
  });

  it("leaves a certificate the lexicon knows in the lexicon's hands", () => {
    expect(certificates(`Requirements\n- BLS certification required`)).toEqual(["required: BLS"]);
  });

  it("reads each number of a securities licence list as a licence of its own", () => {
    const profile = buildJobProfile({ name: "Financial Advisor", description: `Requirements\n- Series 7 and 66 licenses\n- Two years advising clients` });
    expect(profile.requirements.filter((r) => r.kind === "certification").flatMap((r) => r.terms)).toEqual(["FINRA Series 7", "FINRA Series 66"]);
    const status = (resume: string) => analyzeResume(profile, resume).requirements.filter((r) => r.kind === "certification").map((r) => r.status);
    expect(status(`Ana Reyes\nFinancial Advisor\nExperience\nFinancial Advisor, Lakeside Wealth 2019 - Present\nLicenses: Series 7, 63 and 66`)).toEqual(["met", "met"]);
    // A Series 6 holder has neither, and a 66 is no 6.
    expect(status(`Ben Cole\nFinancial Advisor\nExperience\nFinancial Advisor, Lakeside Wealth 2019 - Present\nLicenses: Series 6 and 63`)).toEqual(["not_met", "not_met"]);
  });
});

describe("the summary's opening words", () => {
  it("are the headline's title, without the place and the contact details blanked after it", () => {
    const profile = buildJobProfile({ name: "Loan Closer", description: posting });
    const analysis = analyzeResume(profile, `Dana Whitfield\nLoan Closer · Columbus, OH · dana@example.com\nExperience\nLoan Closer, Harbor Savings 2019 - Present\nClosed residential mortgage loans.`);
    const summary = analysis.summary;
    expect(summary).toMatch(/^Loan Closer, \d+ years of experience: meets \d of \d requirements for Loan Closer/);
    // The role's evidence quotes the headline without the separator the blanked email left.
    expect(analysis.requirements.find((r) => r.kind === "role")?.evidence).toBe("Loan Closer · Columbus, OH");
  });
});

describe("a certificate offered with a degree, or to be earned (stop 48)", () => {
  const paralegal = buildJobProfile({ name: "Litigation Paralegal", description: "Requirements\n- Paralegal certificate (ABA-approved program) or bachelor's degree\n- 3+ years as a litigation paralegal" }, { asOf: "2026-11" });
  it("asks for the certificate in its own words, and the degree as its alternative", () => {
    expect(paralegal.requirements.find((r) => r.kind === "certification")).toMatchObject({ label: "Paralegal certificate (ABA-approved program)", key: true });
    expect(paralegal.requirements.find((r) => r.kind === "education")?.key).toBe(false);
  });
  it("is met by the certificate's line, not by the title 'Litigation Paralegal'", () => {
    const certified = analyzeResume(paralegal, "Experience\nLitigation Paralegal, Holland & Reyes LLP — 2019 to present\n• Drafted discovery responses\nEducation\nParalegal Certificate (ABA-approved), Arapahoe Community College, 2016");
    expect(certified.requirements.find((r) => r.kind === "certification")).toMatchObject({ status: "met", evidence: "Paralegal Certificate (ABA-approved), Arapahoe Community College, 2016" });
    const titled = analyzeResume(paralegal, "Experience\nLitigation Paralegal, Holland & Reyes LLP — 2019 to present\n• Drafted discovery responses");
    expect(titled.requirements.find((r) => r.kind === "certification")?.status).toBe("not_met");
  });
  it("reads a licence one may still obtain as a plus, and a state's security officer licence as the guard's", () => {
    const guard = buildJobProfile({ name: "Security Officer", description: "Requirements:\n- Valid state security guard license (or ability to obtain)\n- High school diploma or GED" }, { asOf: "2026-11" });
    expect(guard.requirements.find((r) => r.kind === "certification")).toMatchObject({ label: "Security Guard License", key: false });
    const officer = analyzeResume(guard, "Experience\nSecurity Officer — Allied Universal — 2022–Present\n• Patrol an office campus\nLicenses\nTexas Level II Non-Commissioned Security Officer License");
    expect(officer.requirements.find((r) => r.kind === "certification")?.status).toBe("met");
  });
});
