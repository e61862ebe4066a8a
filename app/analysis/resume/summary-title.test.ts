import { describe, expect, it } from "vitest";
import { readResume, scoreRead } from "../builtin";
import { buildJobProfile } from "../posting/job-profile";
import { summaryTitle } from "./summary-title";

describe("the role a resume's opening sentence names", () => {
  it("is read when the resume has no title line, without the praise around it", () => {
    expect(summaryTitle(["Dana Okafor", "dana@example.org | 555-0100", "Detail-oriented payroll specialist with over 6 years of experience in multi-state payroll."])).toBe("payroll specialist");
    expect(summaryTitle(["Highly motivated, dependable Network Engineer with 9+ years building campus networks."])).toBe("Network Engineer");
  });

  it("is nothing when the sentence names no role", () => {
    expect(summaryTitle(["Passionate, creative leader with more than 12 years of growth."])).toBeNull();
    expect(summaryTitle(["Enjoys hiking with friends on weekends."])).toBeNull();
  });

  it("gives a resume without a title line the headline its summary states, and with it the posting's title", () => {
    const resume = [
      "Dana Okafor",
      "dana@example.org | 555-0100",
      "Results-driven backend engineer with over 8 years of building payment services in Go and PostgreSQL.",
      "",
      "Experience",
      "Backend Engineer, Ledgerly, 2019 - Present",
      "Built the settlement service in Go",
    ].join("\n");
    expect(readResume(resume, undefined).parsed.headline).toBe("backend engineer");
    const profile = buildJobProfile({ name: "Backend Engineer", description: "Build payment services in Go and PostgreSQL." });
    const features = scoreRead(profile, readResume(resume, profile.asOf)).result.features;
    expect(features.titleHeadline).toBeGreaterThan(0.9);
    const without = resume.replace("Results-driven backend engineer with over 8 years of", "Eight years of");
    expect(scoreRead(profile, readResume(without, profile.asOf)).result.features.titleHeadline).toBe(0);
  });

  it("leaves a title line the resume has", () => {
    expect(readResume("Dana Okafor\ndana@example.org\nPayroll Manager\nDetail-oriented payroll specialist with over 6 years of payroll.", undefined).parsed.headline).toBe("Payroll Manager");
  });
});
