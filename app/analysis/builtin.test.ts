import { PART_LABELS } from "./narrative/score-parts";
import { describe, expect, it } from "vitest";
import { analyzeResume, builtinAnalyzer } from "./builtin";
import { buildJobProfile } from "./posting/job-profile";
import { ACCOUNTANT_POSTING, ACCOUNTANT_RESUME, CHEF_RESUME, FINANCE_RESUME } from "../../tests/support/test-resumes";

const accountantJob = buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING }, { asOf: "2024-06" });

describe("analyzeResume", () => {
  it("ranks a matching accountant high and a chef in tier D", () => {
    const accountant = analyzeResume(accountantJob, ACCOUNTANT_RESUME);
    const chef = analyzeResume(accountantJob, CHEF_RESUME);
    expect(["A", "B"]).toContain(accountant.tier);
    expect(chef.tier).toBe("D");
    expect(accountant.score).toBeGreaterThan(chef.score + 40);
  });

  it("ranks a related-field candidate below one in the role and above an unrelated one, and out of tier A", () => {
    const finance = analyzeResume(accountantJob, FINANCE_RESUME);
    expect(finance.score).toBeLessThan(analyzeResume(accountantJob, ACCOUNTANT_RESUME).score);
    expect(finance.score).toBeGreaterThan(analyzeResume(accountantJob, CHEF_RESUME).score);
    expect(["B", "C", "D"]).toContain(finance.tier);
  });

  it("reads a resume laid out with the contact line under the name and the employer beside each title", () => {
    const resume = [
      "Robin Calloway",
      "Denver, CO · robin.calloway@example.org · (303) 555-0199",
      "",
      "EXPERIENCE",
      "Larkspur Foods — Senior Accountant                          Feb 2019 – Present",
      "• Closed the books monthly and prepared financial statements for two entities",
      "• Reconciled bank and intercompany accounts; led the annual audit with the external auditors",
      "Tallgrass Supply Co. — Staff Accountant                     Jul 2015 – Jan 2019",
      "• Posted journal entries, ran accounts payable and reconciled the general ledger",
      "",
      "EDUCATION",
      "B.S. Accounting, Colorado State University, 2015",
    ].join("\n");
    const a = analyzeResume(accountantJob, resume);
    expect(a.currentTitle).toBe("Senior Accountant");
    expect(a.location).toBe("Denver, CO");
    // The contact line is no headline naming other work: the score has no headline part, and the candidate is in the top tiers.
    expect((a.scoreParts ?? []).map((p) => p.label)).not.toContain(PART_LABELS.titleHeadline);
    expect(["A", "B"]).toContain(a.tier);
  });

  it("lists no skill from an employer's name beside a title, and still lists the skills section's", () => {
    const resume = [
      "Jordan Pike",
      "EXPERIENCE",
      "Staff Accountant, Prairie Wind Farms — Ames, IA (Mar 2018 – Present)",
      "• Reconciled bank accounts and closed the books each month",
      "SKILLS",
      "QuickBooks, Excel, Word",
    ].join("\n");
    const skills = analyzeResume(accountantJob, resume).skills;
    expect(skills).not.toContain("Agriculture");
    expect(skills).toEqual(expect.arrayContaining(["QuickBooks", "Excel", "Microsoft Word"]));
  });

  it("says a skill shown only in passing is shown in passing, with its quote, not that the resume never mentions it", () => {
    const job = buildJobProfile({ name: "Welding Inspector", description: "Requirements\n- Welding inspection experience\n- Blueprint reading" }, { asOf: "2026-11" });
    const a = analyzeResume(job, ["Welding Inspector", "Experience", "Welding Inspector, Ridgeline Fab — 2019 – Present", "- Inspected structural welds against AWS D1.1 and signed off each job's blueprints"].join("\n"));
    const blueprints = a.requirements.find((r) => r.label === "Blueprint reading");
    expect(blueprints?.status).toBe("partial");
    expect(a.cons).toContain("Blueprint reading only in passing: “- Inspected structural welds against AWS D1.1 and signed off each job's blueprints”");
    expect(a.cons.join(" ")).not.toContain("No mention of Blueprint reading");
  });

  it("fills every part of the analysis", () => {
    const a = analyzeResume(accountantJob, ACCOUNTANT_RESUME);
    expect(a.engine).toBe("builtin");
    expect(a.skills).toEqual(expect.arrayContaining(["GAAP", "Account Reconciliation", "QuickBooks"]));
    expect(a.contact).toEqual({ name: "Jordan Avery", email: "jordan.avery@example.com", phone: "(555) 201-3344", links: ["linkedin.com/in/jordanavery"] });
    expect(a.yearsOfExperience).toBeGreaterThan(11);
    expect(a.yearsOfExperience).toBeLessThan(13);
    expect(a.summary).toMatch(/SENIOR ACCOUNTANT/);
    expect(a.pros.length).toBeGreaterThan(0);
    expect(a.requirements.length).toBe(accountantJob.requirements.length);
    for (const r of a.requirements) {
      expect(["met", "partial", "not_met"]).toContain(r.status);
      expect(r.points).toBeLessThanOrEqual(r.maxPoints! + 1e-9);
    }
    // A requirement the resume does not meet quotes nothing: the chef meets few of the accountant's.
    const unmet = analyzeResume(accountantJob, CHEF_RESUME).requirements.filter((r) => r.status === "not_met");
    expect(unmet.length).toBeGreaterThan(0);
    for (const r of unmet) expect(r.evidence, r.label).toBeNull();
    // The score's parts, in the recruiter's words: their weights make the whole.
    const parts = a.scoreParts ?? [];
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const p of parts) expect(Object.values(PART_LABELS)).toContain(p.label);
    expect(Math.abs(parts.reduce((s, p) => s + p.weight, 0) - 100)).toBeLessThanOrEqual(parts.length / 2);
    for (const p of parts) expect(p.has).toBeGreaterThanOrEqual(0);
  });

  it("quotes evidence from the resume itself", () => {
    const a = analyzeResume(accountantJob, ACCOUNTANT_RESUME);
    const gaap = a.requirements.find((r) => r.label === "GAAP");
    expect(gaap?.status).toBe("met");
    expect(ACCOUNTANT_RESUME).toContain(gaap!.evidence!.replace(/…/g, ""));
    expect(a.requirements.find((r) => r.kind === "certification")?.evidence).toMatch(/CPA/);
  });

  it("quotes a skill from the headline's line without the contact details written beside it", () => {
    const job = buildJobProfile({ name: "Payroll Specialist", description: "Requirements\n- Payroll processing" }, { asOf: "2026-11" });
    const a = analyzeResume(job, ["Noor Haddad", "Payroll Specialist · Boise, ID · noor.haddad@example.com · (208) 555-0117", "", "Experience", "Office Assistant, Gem State Dental — 2019 – Present", "- Filed records"].join("\n"));
    const evidence = a.requirements.map((r) => r.evidence ?? "").filter((e) => e.includes("Payroll Specialist"));
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) expect(e).not.toMatch(/example\.com|555-0117/);
  });

  it("asks follow-up questions about this candidate's gaps", () => {
    const chef = analyzeResume(accountantJob, CHEF_RESUME);
    expect(chef.followUpQuestions.length).toBeGreaterThan(0);
    expect(chef.followUpQuestions.join(" ")).toMatch(/EXECUTIVE CHEF/);
    expect(chef.cons.join(" ")).toMatch(/Accountant|accounting/i);
    const accountant = analyzeResume(accountantJob, ACCOUNTANT_RESUME.replace("SAP, ", ""));
    expect(accountant.followUpQuestions.join(" ")).toMatch(/SAP/);
  });

  it("counts open-ended jobs up to the profile's month", () => {
    const early = analyzeResume(buildJobProfile({ name: "Accountant" }, { asOf: "2020-03" }), ACCOUNTANT_RESUME);
    const late = analyzeResume(buildJobProfile({ name: "Accountant" }, { asOf: "2024-03" }), ACCOUNTANT_RESUME);
    expect(late.yearsOfExperience! - early.yearsOfExperience!).toBeCloseTo(4, 0);
  });

  it("wraps the same function as an Analyzer", async () => {
    expect(await builtinAnalyzer.analyze({ job: accountantJob, resumeText: ACCOUNTANT_RESUME })).toEqual(analyzeResume(accountantJob, ACCOUNTANT_RESUME));
  });
});

describe("stability", () => {
  it("gives deep-equal output for the same input", () => {
    expect(analyzeResume(accountantJob, ACCOUNTANT_RESUME)).toEqual(analyzeResume(accountantJob, ACCOUNTANT_RESUME));
  });

  it("is stable over many resumes and repeated runs", () => {
    const variants = [ACCOUNTANT_RESUME, CHEF_RESUME, FINANCE_RESUME].flatMap((base, i) =>
      Array.from({ length: 20 }, (_, n) => base.replace(/\d{4}/, String(2000 + n)).concat(`\nVolunteer ${i}-${n}`)),
    );
    const jobs = [accountantJob, buildJobProfile({ name: "Chef" }), buildJobProfile({ name: "Financial Analyst" })];
    const first = jobs.map((job) => variants.map((text) => JSON.stringify(analyzeResume(job, text))));
    for (let run = 0; run < 3; run++) {
      expect(jobs.map((job) => variants.map((text) => JSON.stringify(analyzeResume(job, text))))).toEqual(first);
    }
  });
});

describe("fairness", () => {
  const swaps: Array<[RegExp, string]> = [
    [/Jordan Avery/g, "Maria Gonzalez"],
    [/jordan\.avery/g, "maria.gonzalez"],
    [/jordanavery/g, "mariagonzalez"],
    [/\bShe\b/g, "He"],
  ];

  it("scores copies that differ only in name, pronouns, contact details and age identically", () => {
    let other = ACCOUNTANT_RESUME;
    for (const [pattern, replacement] of swaps) other = other.replace(pattern, replacement);
    other = other.replace("(555) 201-3344", "+1 415 555 0199").replace("Summary", "Age: 58\nSummary");
    expect(other).not.toEqual(ACCOUNTANT_RESUME);
    for (const job of [accountantJob, buildJobProfile({ name: "Financial Analyst" }), buildJobProfile({ name: "Chef" })]) {
      const a = analyzeResume(job, ACCOUNTANT_RESUME);
      const b = analyzeResume(job, other);
      expect(b.score).toBe(a.score);
      expect(b.tier).toBe(a.tier);
      expect(b.requirements.map((r) => [r.status, r.points])).toEqual(a.requirements.map((r) => [r.status, r.points]));
    }
  });

  it("blanks honorifics but keeps 'MS' in capitals (Microsoft's, a master's), and reads no section heading as a name", () => {
    const resume = (honorific: string) => `${honorific} Jordan Avery\nTechnical Proficiencies\nQuickBooks and MS Office (Outlook)\nExperience\nStaff Accountant, Acme 2015 to 2024\nEducation\nMS in Accounting, State University 2014`;
    const job = buildJobProfile({ name: "Accountant", description: "Requirements\n- Master's degree in accounting\n- Proficiency in Microsoft Office" });
    const a = analyzeResume(job, resume("Ms."));
    expect(a.requirements.find((r) => r.kind === "education")?.status).toBe("met");
    expect(a.skills).toContain("Microsoft Office");
    expect(analyzeResume(job, resume("Mr.")).score).toBe(a.score);
    const headed = analyzeResume(job, "Technical Proficiencies\nQuickBooks, Excel\nExperience\nStaff Accountant, Acme 2015 to 2024");
    expect(headed.contact.name).toBeUndefined();
    expect(headed.skills).toContain("QuickBooks");
  });

  it("does not let a name that is also a job word change the score", () => {
    const named = (name: string) => `${name}\n${CHEF_RESUME.split("\n").slice(1).join("\n")}`;
    const job = buildJobProfile({ name: "Accountant" });
    expect(analyzeResume(job, named("Casey Morgan")).score).toBe(analyzeResume(job, named("Taylor Banks")).score);
  });
});

describe("the follow-up questions", () => {
  it("put 'an' before a role said with a vowel, as a recruiter would write it", () => {
    const profile = buildJobProfile({ name: "Associate Fashion Designer", description: "Requirements\n- 2+ years designing women's knits\n- Adobe Illustrator" });
    const questions = analyzeResume(profile, CHEF_RESUME).followUpQuestions.join(" ");
    expect(questions).toContain("What draws you to an Associate Fashion Designer role");
    expect(questions).not.toContain("a Associate");
  });

  it("choose the article by sound", async () => {
    const { article } = await import("./narrative/narrative");
    expect(["Associate", "RN", "LPN", "HVAC Technician", "Unit Clerk", "Welder", "Hourly Supervisor", "Engineer", "MRI Technologist", "UX Designer"].map((w) => `${article(w)} ${w}`)).toEqual(["an Associate", "an RN", "an LPN", "an HVAC Technician", "a Unit Clerk", "a Welder", "an Hourly Supervisor", "an Engineer", "an MRI Technologist", "a UX Designer"]);
  });
});

describe("the core skills a license shows", () => {
  it("counts the driving a CDL shows in the gaps and questions, as the score does", () => {
    const job = buildJobProfile({ name: "Truck Driver", description: "What we need:\n- Valid Class A CDL\n- 1 year of tractor-trailer experience" }, { asOf: "2026-11" });
    const resume = "Nell Varga\nBoise, ID\n\nEXPERIENCE\nRegional Driver, 2021 - Present\nDelivered freight across the Northwest.\n\nLICENSES\nClass A CDL";
    const analysis = analyzeResume(job, resume);
    const core = analysis.requirements.find((r) => r.requirementId === "core-skills")!;
    expect(core.evidence).toContain("Driving");
    expect(analysis.cons.join(" ")).not.toMatch(/No core skills.*Driving/);
    expect(analysis.followUpQuestions.join(" ")).not.toMatch(/Nothing in the resume shows Driving/);
  });
});
