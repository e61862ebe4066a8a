import { describe, expect, it } from "vitest";
import { buildJobProfile, coreTitle } from "./job-profile";
import { ACCOUNTANT_POSTING } from "../../tests/support/test-resumes";

describe("buildJobProfile", () => {
  it("gives a title-only job a role, the role's core skills and an experience requirement", () => {
    const profile = buildJobProfile({ name: "Graphic Designer" });
    const kinds = profile.requirements.map((r) => r.kind);
    expect(kinds).toContain("role");
    expect(kinds).toContain("experience");
    const core = profile.requirements.find((r) => r.id === "core-skills");
    expect(core?.terms).toContain("Photoshop");
    expect(profile.keySkills).toContain("Graphic Design");
  });

  it("finds the role family from the posting when the title names none", () => {
    const profile = buildJobProfile({ name: "Associate", description: "You will prepare financial statements, reconcile the general ledger, handle accounts payable and month-end close under GAAP." });
    expect(profile.requirements.find((r) => r.kind === "role")?.terms).toContain("family:accounting");
  });

  it("reads the substance of a long posting and drops process sections", () => {
    const profile = buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING });
    const labels = profile.requirements.map((r) => r.label);
    expect(labels).toContain("GAAP");
    expect(labels).not.toContain("Photoshop");
    expect(labels).not.toContain("Video Production");
    const experience = profile.requirements.find((r) => r.kind === "experience");
    expect(experience?.minYears).toBe(2);
    expect(experience?.key).toBe(true);
    const education = profile.requirements.find((r) => r.kind === "education");
    expect(education?.terms).toContain("level:bachelor");
    expect(education?.terms).toContain("field:accounting");
    const cpa = profile.requirements.find((r) => r.kind === "certification");
    expect(cpa).toMatchObject({ label: "CPA", key: false });
  });

  it("weights key requirements above nice-to-haves and normalises to 100", () => {
    const profile = buildJobProfile({ name: "Data Analyst", keyRequirements: "SQL\nTableau", optionalRequirements: "Python" });
    const sql = profile.requirements.find((r) => r.label === "SQL");
    const python = profile.requirements.find((r) => r.label === "Python");
    expect(sql?.key).toBe(true);
    expect(python?.key).toBe(false);
    expect(sql!.weight).toBeGreaterThan(python!.weight);
    const total = profile.requirements.reduce((s, r) => s + r.weight, 0);
    expect(total).toBeGreaterThan(99.5);
    expect(total).toBeLessThan(100.5);
  });

  it("keeps each typed requirement as typed, and free text the lexicon does not know", () => {
    const profile = buildJobProfile({ name: "Platform Engineer", keyRequirements: "Experience with Kubernetes\nBorgmon dashboards" });
    expect(profile.requirements.find((r) => r.label === "Experience with Kubernetes")).toMatchObject({ key: true, terms: ["Kubernetes"] });
    expect(profile.requirements.find((r) => r.label === "Borgmon dashboards")).toMatchObject({ key: true });
  });

  it("strips level words from the title", () => {
    expect(coreTitle("Senior Accountant II (Remote)")).toBe("accountant");
  });
});

describe("the role requirement names the role, not the tournament's extras", () => {
  it.each([
    ["Senior Accountant — Austin", "Works as Senior Accountant or a related role"],
    ["Accountant (Remote)", "Works as Accountant or a related role"],
    ["Registered Nurse | ICU nights", "Works as Registered Nurse or a related role"],
  ])("%s", (name, label) => {
    const role = buildJobProfile({ name }).requirements.find((r) => r.kind === "role")!;
    expect(role.label.startsWith(label)).toBe(true);
  });
});
