import { describe, expect, it } from "vitest";
import { extractContact, redactPersonalDetails } from "~/analysis/resume/contact";
import { buildJobProfile } from "~/analysis/posting/job-profile";
import { ACCOUNTANT_POSTING, ACCOUNTANT_RESUME } from "../../tests/support/test-resumes";
import { verifySkillInText } from "~/analysis/match/scoring";
import { cleanText } from "~/analysis/text";
import { answerSchema, type LlmAnswer } from "./schema";
import { BUILTIN_YEARS_USED, GOOD_ANSWER, GOOD_FACTS } from "../../tests/support/test-answers";
import { normalise, verifyAnswer } from "./verify";

const profile = buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING }, { asOf: "2024-06" });

function check(resume: string, answer: Partial<LlmAnswer> & Record<string, unknown>) {
  const text = cleanText(resume);
  const scoredText = redactPersonalDetails(text, extractContact(text));
  const parsed = answerSchema.parse({ jobs: [], skills: [], ...answer });
  return verifyAnswer(parsed, { profile, scoredText, quotedLines: text.split("\n") });
}

describe("verifyAnswer", () => {
  it("keeps a broader skill claimed from the line that names a narrower one", () => {
    const v = check(ACCOUNTANT_RESUME, { ...GOOD_ANSWER, skills: [{ name: "ERP Systems", quote: "Excel, QuickBooks, SAP" }] });
    expect(v.facts.skills.map((s) => s.name)).toContain("ERP Systems");
  });

  it("keeps what the resume shows and drops the invented skill", () => {
    const v = check(ACCOUNTANT_RESUME, GOOD_ANSWER);
    expect(v.facts.skills.map((s) => s.name).sort()).toEqual(GOOD_FACTS.skills.map((s) => s.name).sort());
    expect({ ...v.facts, skills: [], yearsUsed: null }).toEqual({ ...GOOD_FACTS, skills: [], yearsUsed: null });
    // Years of each skill's use are the built-in reading's: 12.1 years of accounting, 3.8 of QuickBooks.
    expect(v.facts.yearsUsed).toEqual(BUILTIN_YEARS_USED);
    expect(v.facts.yearsUsed?.get("Accounting")).toBe(12.1);
    expect(v.invented).toEqual(["python"]);
    expect(v.claimed).toBe(15);
    expect(v.kept).toBe(14);
  });

  it("replaces quotes with the real line, found despite case, punctuation and curly quotes", () => {
    const v = check(ACCOUNTANT_RESUME, {
      jobs: [{ title: "senior accountant", dates: null, quote: "SENIOR ACCOUNTANT — 03/2016 TO CURRENT" }],
      skills: [{ name: "QuickBooks", quote: "whatever" }],
      certifications: [{ name: "cpa", quote: "“CPA” State Board of Accountancy" }],
    });
    expect(v.facts.jobs).toEqual([{ title: "senior accountant", years: 8.3, evidence: "Senior Accountant 03/2016 to Current" }]);
    expect(v.facts.skills).toEqual([
      { name: "QuickBooks", evidence: "Handled accounts payable and receivables; reconciled the bank accounts in QuickBooks." },
      { name: "CPA", evidence: "CPA, State Board of Accountancy" },
    ]);
    expect(v.facts.certifications).toEqual([{ name: "CPA", evidence: "CPA, State Board of Accountancy" }]);
  });

  it("drops a job whose quote is not in the text or whose title is not on the quoted line", () => {
    const v = check(ACCOUNTANT_RESUME, {
      jobs: [
        { title: "Controller", dates: "2010 to 2012", quote: "Controller 2010 to 2012" },
        { title: "Controller", dates: null, quote: "Northwind Traders, Springfield" },
        { title: "Staff Accountant", dates: null, quote: "Contoso Ltd, Springfield" },
      ],
    });
    // The title may sit on the line next to the quoted one (a company line under the title).
    expect(v.facts.jobs.map((j) => j.title)).toEqual(["Staff Accountant"]);
    expect(v.invented).toEqual(["controller"]);
  });

  it("counts a job once however many titles the model reads off its line", () => {
    const v = check(ACCOUNTANT_RESUME, {
      jobs: [
        { title: "Senior Accountant", dates: "03/2016 to Current", quote: "Senior Accountant 03/2016 to Current" },
        { title: "Accountant", dates: "03/2016 to Current", quote: "Senior Accountant 03/2016 to Current" },
      ],
    });
    expect(v.facts.jobs.map((j) => j.title)).toEqual(["Senior Accountant"]);
  });

  it("reads years from the dates written in the resume, not the model's", () => {
    const v = check(ACCOUNTANT_RESUME, {
      jobs: [{ title: "Staff Accountant", dates: "01/1990 to Current", quote: "Staff Accountant" }],
    });
    expect(v.facts.jobs).toEqual([{ title: "Staff Accountant", years: 3.8, evidence: "Staff Accountant 06/2012 to 02/2016" }]);
    expect(v.facts.yearsOfExperience).toBe(3.8);
  });

  it("reads dates stacked down a column beside the title the model quotes", () => {
    const text = ["WEB DEVELOPER", "Experience", "April 2015", "to", "Current", "Northwind Traders ASP.Net Web Developer", "Built the print website in ASP.Net MVC."].join("\n");
    const v = check(text, { jobs: [{ title: "ASP.Net Web Developer", dates: "April 2015 to Current", quote: "Northwind Traders ASP.Net Web Developer" }] });
    expect(v.facts.jobs).toEqual([expect.objectContaining({ title: "ASP.Net Web Developer", evidence: "Northwind Traders ASP.Net Web Developer — April 2015 to Current" })]);
    expect(v.facts.jobs[0].years).toBeGreaterThan(1);
  });

  it("checks each lexicon skill of a compound claim on its own", () => {
    const v = check(ACCOUNTANT_RESUME, {
      skills: [
        { name: "Excel, Python and Tableau", quote: "Excel" },
        { name: "Governmental Accounting", quote: "general ledger accounting" },
      ],
    });
    // The text shows Accounting and Excel; verifySkillInText alone would also
    // accept "Governmental Accounting" (an alias set that includes Accounting).
    expect(v.facts.skills.map((s) => s.name)).toEqual(["Accounting", "Excel"]);
    expect(verifySkillInText("Governmental Accounting", "General ledger accounting")).not.toBeNull();
  });

  it("takes the degree level from the quoted line", () => {
    const v = check(ACCOUNTANT_RESUME, {
      education: [
        { level: "doctorate", field: "Accounting", quote: "Bachelor of Science in Accounting" },
        { level: "master", field: "Finance", quote: "State University" },
      ],
    });
    expect(v.facts.education).toEqual([
      { level: "bachelor", field: "Bachelor of Science in Accounting, 2012 State University", evidence: "Bachelor of Science in Accounting, 2012" },
    ]);
  });

  it("drops a certification whose name is not on the quoted line", () => {
    const v = check(ACCOUNTANT_RESUME, {
      certifications: [
        { name: "CMA", quote: "CPA, State Board of Accountancy" },
        { name: "CPA", quote: "Certified since 2014" },
      ],
    });
    expect(v.facts.certifications).toEqual([]);
    expect(v.kept).toBe(0);
  });

  it("accepts a headline only at the top of the resume", () => {
    expect(check(ACCOUNTANT_RESUME, { headline: { title: "Staff Accountant", quote: "Staff Accountant 06/2012" } }).facts.headline).toBeNull();
    expect(check(ACCOUNTANT_RESUME, { headline: { title: "Senior Accountant", quote: "Senior accountant" } }).facts.headline).toEqual({
      title: "Senior Accountant",
      evidence: "SENIOR ACCOUNTANT",
    });
  });

  it("matches free-text requirement terms as the posting writes them", () => {
    const yardi = buildJobProfile({ name: "Property Accountant", keyRequirements: "Yardi Voyager" }, { asOf: "2024-06" });
    const term = yardi.requirements.find((r) => r.kind === "skill" && r.terms.length === 1 && !r.terms[0].includes(":"))?.terms[0];
    const text = "PROPERTY ACCOUNTANT\nSkills\nyardi voyager, Excel";
    const parsed = answerSchema.parse({ jobs: [], skills: [{ name: "YARDI VOYAGER", quote: "yardi voyager" }] });
    const v = verifyAnswer(parsed, { profile: yardi, scoredText: text, quotedLines: text.split("\n") });
    expect(term).toBe("Yardi");
    expect(v.facts.skills.map((s) => s.name)).toContain("Yardi");
  });

  it("normalises for comparison", () => {
    expect(normalise("  “Bachelor’s” — B.Sc.,  ACCOUNTING ")).toBe("bachelors b sc accounting");
  });
});
