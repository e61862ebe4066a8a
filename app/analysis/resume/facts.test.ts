import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";

const statusOf = (resume: string, skill: string) => {
  const profile = buildJobProfile({ name: "Operations Clerk", keyRequirements: skill });
  const analysis = analyzeResume(profile, resume);
  return analysis.requirements.find((r) => r.kind === "skill" && r.label.toLowerCase() === skill.toLowerCase())?.status;
};

describe("a skill's one word qualifying another noun", () => {
  it("names the topic of the work, so it shows the skill only in part ('store payroll forecasts', 'branch payroll totals')", () => {
    const resume = ["Jordan Vale", "EXPERIENCE", "Shift Lead Jan 2017 - May 2022", "Checked store payroll forecasts against weekly foot traffic."].join("\n");
    expect(statusOf(resume, "Payroll")).toBe("partial");
  });
  it("while the work done on it, or the same word on two lines, shows it", () => {
    const did = ["Jordan Vale", "EXPERIENCE", "Office Clerk Jan 2017 - May 2022", "Ran payroll for 40 hourly staff every other Friday."].join("\n");
    expect(statusOf(did, "Payroll")).toBe("met");
    const twice = ["Jordan Vale", "EXPERIENCE", "Office Clerk Jan 2017 - May 2022", "Filed payroll records for two branches.", "Answered payroll questions from new staff."].join("\n");
    expect(statusOf(twice, "Payroll")).toBe("met");
  });
});
