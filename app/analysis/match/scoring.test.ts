import { describe, expect, it } from "vitest";
import { buildJobProfile } from "../posting/job-profile";
import { scoreFromFacts, titleFit, verifySkillInText, type CandidateFacts } from "./scoring";
import { tierForScore } from "../tiers";

const job = buildJobProfile({ name: "Accountant", keyRequirements: "GAAP\n3+ years of experience\nBachelor's degree in accounting" });
const role = job.requirements.find((r) => r.kind === "role")!;

function facts(overrides: Partial<CandidateFacts> = {}): CandidateFacts {
  return {
    headline: { title: "Staff Accountant", evidence: "Staff Accountant" },
    jobs: [{ title: "Staff Accountant", years: 4, evidence: "Staff Accountant 2019 - 2023" }],
    skills: ["Accounting", "GAAP", "General Ledger", "Account Reconciliation", "Financial Statements", "Accounts Payable", "Month-End Close"].map((name) => ({ name, evidence: name })),
    yearsOfExperience: 4,
    education: [{ level: "bachelor", field: "Accounting", evidence: "B.S. Accounting" }],
    certifications: [],
    ...overrides,
  };
}

describe("titleFit", () => {
  it("grades exact title, same family, related family and unrelated", () => {
    expect(titleFit("Senior Accountant", role)).toBe(1);
    expect(titleFit("Bookkeeper", role)).toBe(0.8);
    expect(titleFit("Financial Analyst", role)).toBe(0.45);
    expect(titleFit("Forklift Operator", role)).toBe(0);
    expect(titleFit("Line Cook", role)).toBe(0);
  });

  it("reads a helper's title as the helper's job, not the field's every job", () => {
    const roleOf = (name: string) => buildJobProfile({ name }).requirements.find((r) => r.kind === "role")!;
    const medical = roleOf("Medical Assistant");
    expect(titleFit("Certified Medical Assistant", medical)).toBe(1);
    expect(titleFit("Medical Director", medical)).toBeLessThan(0.8);
    const physician = roleOf("Physician Assistant");
    expect(titleFit("Physician Assistant-Certified", physician)).toBe(1);
    expect(titleFit("Physician", physician)).toBe(0.8);
    expect(titleFit("Store Manager", roleOf("Assistant Store Manager"))).toBe(1);
  });
});

describe("scoreFromFacts", () => {
  it("compares a title written short as the title it stands for", () => {
    const it_ = buildJobProfile({ name: "IT Technician" });
    const asIt = (title: string) => scoreFromFacts(it_, facts({ headline: { title, evidence: title }, jobs: [{ title, years: 4, evidence: title }] })).features.titleHeadline ?? 0;
    expect(asIt("Help Desk Technician")).toBeGreaterThan(asIt("Engineering Technician") + 0.2);
    const assistant = buildJobProfile({ name: "Executive Assistant" });
    const short = scoreFromFacts(assistant, facts({ headline: { title: "Exec Asst", evidence: "Exec Asst" } })).features.titleHeadline;
    expect(short).toBeGreaterThan(0.95);
  });

  it("reads a resume without a title line by its jobs, not as a headline naming other work", () => {
    const withHeadline = scoreFromFacts(job, facts());
    const without = scoreFromFacts(job, facts({ headline: null }));
    expect(without.features.titleHeadline).toBeNull();
    expect(without.parts.map((p) => p.feature)).not.toContain("titleHeadline");
    // Its jobs carry it: within 0.05 of the same resume with a title line, and still among the strong (the two may
    // sit either side of a fitted cut-off, so the tier itself is not compared).
    expect(Math.abs(without.raw - withHeadline.raw)).toBeLessThan(0.05);
    expect(without.tier).toMatch(/A|B/);
  });

  it("is made of its parts, and each requirement's points are its share of them", () => {
    const result = scoreFromFacts(job, facts());
    expect(result.requirements.every((r) => r.status === "met" || r.kind === "skill")).toBe(true);
    const parts = result.parts.reduce((sum, p) => sum + p.points, 0);
    expect(Math.abs(parts - 100 * result.raw)).toBeLessThanOrEqual(0.5);
    expect(result.requirements.reduce((sum, r) => sum + r.points, 0)).toBeLessThanOrEqual(100 * result.raw + 0.5);
    for (const r of result.requirements) expect(r.points).toBeLessThanOrEqual(r.maxPoints + 1e-9);
    expect(result.tier).toMatch(/A|B/);
  });

  it("accepts free-text skill names from an LLM and maps them to the lexicon", () => {
    const a = scoreFromFacts(job, facts({ skills: [{ name: "generally accepted accounting principles", evidence: "x" }] }));
    expect(a.requirements.find((r) => r.label === "GAAP")?.status).toBe("met");
  });

  it("ranks the role above a related line of work, and that above an unrelated one, with the same skills", () => {
    const as = (title: string) => scoreFromFacts(job, facts({ headline: { title, evidence: "" }, jobs: [{ title, years: 4, evidence: "" }] }));
    const accountant = as("Staff Accountant");
    const analyst = as("Financial Analyst");
    const cook = as("Line Cook");
    expect(accountant.score).toBeGreaterThan(analyst.score);
    expect(analyst.score).toBeGreaterThan(cook.score);
    expect(["A", "B"]).toContain(accountant.tier);
    expect(cook.tier).not.toBe("A");
  });

  it("orders equal shown scores by the evidence behind them, without changing the score shown or the tier", () => {
    const posting = buildJobProfile({ name: "Accountant", keyRequirements: "GAAP\nQuickBooks\nAccounts payable\nAccount reconciliation\nFinancial statements\n3+ years of experience\nBachelor's degree in accounting" });
    const skills = ["GAAP", "QuickBooks", "Accounts Payable", "Account Reconciliation", "Financial Statements"];
    const rows = [];
    for (const profile of [job, posting])
      for (const title of ["Staff Accountant", "Financial Analyst", "Line Cook"])
        for (let n = 0; n <= skills.length; n++)
          for (const years of [1, 2, 6])
            for (const field of ["Accounting", "History"]) {
              const candidate = facts({
                headline: { title, evidence: "" },
                jobs: [{ title, years, evidence: "" }],
                yearsOfExperience: years,
                skills: skills.slice(0, n).map((name) => ({ name, evidence: name })),
                education: [{ level: "bachelor", field, evidence: field }],
              });
              const result = scoreFromFacts(profile, candidate);
              rows.push(result);
            }
    const shown = (score: number) => Math.floor(score);
    for (const r of rows) {
      expect(r.score - Math.floor(r.score)).toBeLessThan(0.5);
      expect(r.tier).toBe(tierForScore(shown(r.score)));
    }
    let compared = 0;
    for (const a of rows)
      for (const b of rows)
        if (shown(a.score) === shown(b.score) && a.raw > b.raw + 1e-9) {
          expect(a.score).toBeGreaterThan(b.score);
          compared++;
        }
    expect(compared).toBeGreaterThan(0);
  });

  it("gives partial credit for experience below the minimum and for a degree in another field", () => {
    const result = scoreFromFacts(job, facts({ jobs: [{ title: "Staff Accountant", years: 1, evidence: "" }], yearsOfExperience: 1, education: [{ level: "bachelor", field: "History", evidence: "BA History" }] }));
    expect(result.requirements.find((r) => r.kind === "experience")?.status).toBe("partial");
    expect(result.requirements.find((r) => r.kind === "education")?.status).toBe("partial");
  });
});

describe("verifySkillInText", () => {
  const text = "Summary\nReconciled bank accounts monthly.\nBuilt dashboards in Tableau.";
  it("finds lexicon skills through their aliases and stems", () => {
    expect(verifySkillInText("Account Reconciliation", text)).toBe("Reconciled bank accounts monthly.");
    expect(verifySkillInText("Tableau", text)).toBe("Built dashboards in Tableau.");
  });
  it("returns null for skills the text does not show", () => {
    expect(verifySkillInText("Kubernetes", text)).toBeNull();
    expect(verifySkillInText("GAAP", text)).toBeNull();
  });
});

describe("a specific skill meets a requirement for the general one", () => {
  it("counts a resume that lists Java and MySQL as showing programming and databases", async () => {
    const { buildJobProfile } = await import("../posting/job-profile");
    const { analyzeResume } = await import("../builtin");
    const profile = buildJobProfile({ name: "Applications Programmer", keyRequirements: "Programming\nDatabases" });
    const analysis = analyzeResume(profile, "Programmer\nSkills\nJava, MySQL\nExperience\nProgrammer Jan 2019 to Present\nAcme");
    expect(analysis.requirements.find((r) => r.label === "Programming")?.status).toBe("met");
    expect(analysis.requirements.find((r) => r.label === "Databases")?.status).toBe("met");
  });
});

describe("experience asked without years ('Experience in sales roles')", () => {
  const salesFacts = facts({
    headline: null,
    jobs: [{ title: "Sales Associate", years: 3, evidence: "Sales Associate 2020 - 2023" }],
    skills: [],
    yearsOfExperience: 3,
    education: [],
  });
  const experience = (keyRequirements: string) => {
    const posting = buildJobProfile({ name: "Account Executive", keyRequirements });
    return scoreFromFacts(posting, salesFacts).requirements.find((r) => r.kind === "experience");
  };
  it("is met by years in a role of that line of work", () => {
    const req = experience("Prospecting\nCRM");
    expect(req?.label).toMatch(/^Experience in .* roles$/);
    expect(req?.status).toBe("met");
  });
  it("while years asked ('3+ years') still want the role itself or a close one", () => {
    expect(experience("Prospecting\nCRM\n3+ years of experience")?.status).not.toBe("met");
  });
});

describe("a skill whose name joins two", () => {
  it("implies neither part by its name: 'Sales Targets and Forecasting' shown by 'beat sales goals' is no forecasting", () => {
    const posting = buildJobProfile({ name: "Planning Analyst", keyRequirements: "Forecasting" });
    const result = scoreFromFacts(posting, facts({ skills: [{ name: "Sales Targets and Forecasting", evidence: "Beat sales goals six quarters running" }] }));
    expect(result.requirements.find((r) => r.label === "Forecasting")?.status).not.toBe("met");
  });
});

describe("the skill the job title names", () => {
  const lead = buildJobProfile({
    name: "Java Technical Lead",
    description: "Java Technical Lead\nWe build payment services for hospitals.\nRequirements\n- Java and Spring\n- Web development\n- SQL databases\n- Scripting in Python or Bash",
  });

  it("is marked on the posting as the job's own trade, and only the skills the title names are", () => {
    const named = lead.requirements.filter((r) => r.inTitle).map((r) => r.label);
    expect(named).toEqual(["Java"]);
  });

  it("ranks a developer who has it above one who has every other skill asked but not it", () => {
    const developer = (skills: string[]) =>
      scoreFromFacts(lead, {
        headline: { title: "Software Developer", evidence: "Software Developer" },
        jobs: [{ title: "Software Developer", years: 6, evidence: "Software Developer 2018 - 2024" }],
        skills: skills.map((name) => ({ name, evidence: name })),
        yearsOfExperience: 6,
        education: [],
        certifications: [],
      });
    const withJava = developer(["Java", "Web Development", "SQL"]);
    const withoutJava = developer(["Web Development", "SQL", "Databases", "Python", "Scripting"]);
    expect(withJava.features.titleSkills).toBe(1);
    expect(withoutJava.features.titleSkills).toBe(0);
    expect(withJava.score).toBeGreaterThan(withoutJava.score);
    const part = withJava.parts.find((p) => p.feature === "titleSkills");
    expect(part?.maxPoints).toBeGreaterThan(0);
  });

  it("gives no part to a posting whose title names no skill", () => {
    const plain = buildJobProfile({ name: "Team Lead", description: "Team Lead\nRequirements\n- Java\n- SQL" });
    expect(plain.requirements.some((r) => r.inTitle)).toBe(false);
    const result = scoreFromFacts(plain, {
      headline: { title: "Team Lead", evidence: "Team Lead" },
      jobs: [{ title: "Team Lead", years: 3, evidence: "" }],
      skills: [{ name: "Java", evidence: "Java" }],
      yearsOfExperience: 3,
      education: [],
      certifications: [],
    });
    expect(result.features.titleSkills).toBeNull();
    expect(result.parts.some((p) => p.feature === "titleSkills")).toBe(false);
  });
});
