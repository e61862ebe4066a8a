import { describe, expect, it } from "vitest";
import { buildJobProfile } from "./job-profile";
import { applyReview, conditionId, plainLabel, rebaseReview, reviewList, savedFrom, weightWords, type SavedRequirement } from "./requirement-review";
import { modelShares } from "../match/scoring";
import { SCORE_MODEL } from "../score/model";
import type { JobInput } from "../types";

// A posting written for these tests (not taken from any evaluation set).
const JOB: JobInput = {
  name: "Platform Engineer",
  description: [
    "Our platform team keeps the lights on for forty product squads.",
    "Requirements",
    "- 4+ years of experience running production systems with Go and Kubernetes",
    "- Experience with PostgreSQL",
    "- Bachelor's degree in Computer Science or similar",
    "Nice to have",
    "- Terraform or Pulumi",
  ].join("\n"),
  keyRequirements: "Linux",
};

const profile = buildJobProfile(JOB, { asOf: "2025-06" });
const items = () => savedFrom(reviewList(profile, JOB));
const byLabel = (list: { label: string }[], label: string) => list.find((i) => i.label === label);
/** The requirement that asks for this skill, whatever the analyzer labels it. */
const asking = (term: string) => profile.requirements.find((r) => r.kind === "skill" && r.id !== "core-skills" && r.terms.includes(term))!;
const GO = asking("Go");
const SQL = asking("PostgreSQL") ?? asking("SQL");
const TERRAFORM = asking("Terraform");
const LINUX = asking("Linux");
const byId = <T extends { id: string }>(list: T[], id: string) => list.find((i) => i.id === id);

describe("reviewList", () => {
  it("shows each requirement in plain words: must or nice, where it came from, its weight", () => {
    const list = reviewList(profile, JOB);
    expect(list.map((i) => i.id)).toEqual(profile.requirements.map((r) => r.id));
    const role = list[0]!;
    expect(role).toMatchObject({ id: "role", origin: "title", source: "Platform Engineer", key: true, weight: "counts most", editable: false });
    expect(list.some((i) => /O\*NET/.test(i.label))).toBe(false);
    expect(byId(list, GO.id)).toMatchObject({ key: true, origin: "posting", source: "- 4+ years of experience running production systems with Go and Kubernetes", editable: true });
    expect(byId(list, LINUX.id)).toMatchObject({ origin: "key-requirements", source: "Linux" });
    expect(byId(list, TERRAFORM.id)).toMatchObject({ key: false, origin: "posting", source: "- Terraform or Pulumi" });
    const experience = list.find((i) => i.kind === "experience")!;
    expect(experience).toMatchObject({ label: "4+ years of relevant experience", source: expect.stringContaining("4+ years"), looksFor: "4+ years in related work" });
    expect(list.find((i) => i.kind === "education")!.source).toContain("Bachelor's degree");
    expect(list.find((i) => i.kind === "vocabulary")).toMatchObject({ origin: "whole-posting", source: null, editable: false });
    for (const i of list) expect(["counts most", "counts a lot", "counts some", "counts a little", "checked, not scored"]).toContain(i.weight);
  });

  it("maps a weight to words by its share of the heaviest, and a weight of nothing to 'checked, not scored'", () => {
    expect([weightWords(30, 30), weightWords(12, 30), weightWords(4, 30), weightWords(1, 30), weightWords(0, 30)]).toEqual(["counts most", "counts a lot", "counts some", "counts a little", "checked, not scored"]);
  });

  it("says what each requirement can move in the fitted score, not the posting's own weights", () => {
    const job = { name: "Payroll Specialist", description: "Requirements:\n- Payroll in ADP\n- Excel" };
    const profile = buildJobProfile(job);
    const shares = modelShares(profile.requirements);
    const list = reviewList(profile, job);
    // The role is read by the title and role features, which the fit weighs most.
    expect(list[0]).toMatchObject({ kind: "role", weight: "counts most" });
    for (const item of list) {
      const share = shares.get(item.id)!;
      expect(item.weight, item.label).toBe(weightWords(share, Math.max(...shares.values())));
      // A kind the model gives no weight is said to be checked, not scored.
      const feature = ({ experience: "experience", education: "education", certification: "certification" } as Record<string, keyof typeof SCORE_MODEL.weights>)[item.kind];
      if (feature && SCORE_MODEL.weights[feature] === 0) expect(item.weight).toBe("checked, not scored");
    }
    expect(Math.round([...shares.values()].reduce((a, b) => a + b, 0))).toBeLessThanOrEqual(100);
  });

  it("takes the analyzer's internal wording out of a label", () => {
    expect(plainLabel("Works as Nurse or a related role (O*NET: Registered Nurses)")).toBe("Works as Nurse or a related role (like Registered Nurses)");
    expect(plainLabel("Core skills of Registered Nurses (O*NET)")).toBe("Core skills of Registered Nurses");
    expect(plainLabel("Excel")).toBe("Excel");
  });
});

describe("applyReview", () => {
  it("gives back the posting's own profile for the list as read", () => {
    const same = applyReview(profile, items());
    expect(same.requirements.map((r) => [r.id, r.key, r.weight, r.terms])).toEqual(profile.requirements.map((r) => [r.id, r.key, r.weight, r.terms]));
  });

  it("removes, reorders and switches; weights add up to 100 again", () => {
    const list = items().filter((i) => i.id !== SQL.id);
    const go = list.findIndex((i) => i.id === GO.id);
    const [moved] = list.splice(go, 1);
    list.push({ ...moved!, key: false });
    const applied = applyReview(profile, list);
    expect(byId(applied.requirements, SQL.id)).toBeUndefined();
    expect(applied.requirements.at(-1)).toMatchObject({ id: GO.id, key: false, terms: GO.terms });
    expect(applied.requirements.reduce((s, r) => s + r.weight, 0)).toBeCloseTo(100, 0);
    // Nice-to-have weighs half of what it did, relative to an unchanged must-have.
    const k8s = asking("Kubernetes").id;
    const before = GO.weight / byId(profile.requirements, k8s)!.weight;
    const after = byId(applied.requirements, GO.id)!.weight / byId(applied.requirements, k8s)!.weight;
    expect(after).toBeCloseTo(before / 2, 1);
    expect(applied.keySkills).not.toContain(GO.label);
  });

  it("reads an added or re-worded item as a typed requirement: a known skill, free text, or a condition", () => {
    const list: SavedRequirement[] = [
      ...items().map((i) => (i.id === GO.id ? { ...i, label: "Go or Rust", edited: true } : i)),
      { id: "added:ansible", label: "Ansible", key: true, added: true },
      { id: "added:pager", label: "Calm under pager duty", key: false, added: true },
      { id: "added:weekends", label: "Weekend availability", key: true, added: true },
    ];
    const applied = applyReview(profile, list);
    const reworded = byId(applied.requirements, GO.id)!;
    expect(reworded.label).toBe("Go or Rust");
    expect(reworded.terms).toEqual(expect.arrayContaining(["Go", "Rust"]));
    expect(reworded.minMatches).toBe(1);
    expect(applied.requirements.find((r) => r.id === "added:ansible")).toMatchObject({ kind: "skill", key: true, terms: ["Ansible"] });
    expect(applied.requirements.find((r) => r.id === "added:pager")).toMatchObject({ kind: "skill", key: false, terms: ["Calm under pager duty"] });
    expect(applied.requirements.some((r) => r.label === "Weekend availability")).toBe(false);
    expect(applied.conditions).toEqual(["Weekend availability"]);
    // The review shows the condition where the recruiter put it, as asked, not scored.
    const shown = reviewList(applied, JOB, list);
    expect(shown.at(-1)).toMatchObject({ id: "added:weekends", kind: "condition", weight: "asked, not scored", origin: "recruiter" });
    expect(byLabel(shown, "Ansible")).toMatchObject({ origin: "recruiter", added: true });
    expect(byLabel(shown, "Go or Rust")).toMatchObject({ origin: "recruiter", edited: true });
  });

  it("keeps the words of the role, its core skills and the posting's terms, which are read, not typed", () => {
    const list = items().map((i) => (i.id === "role" ? { ...i, label: "Anything at all" } : i));
    expect(applyReview(profile, list).requirements[0]!.label).toBe(plainLabel(profile.requirements[0]!.label));
  });
});

describe("rebaseReview", () => {
  it("carries the recruiter's list over to an edited posting", () => {
    const saved = {
      items: [
        ...items()
          .filter((i) => i.id !== LINUX.id)
          .map((i) => (i.id === GO.id ? { ...i, key: false } : i.id === SQL.id ? { ...i, label: "PostgreSQL 15", edited: true } : i)),
        { id: "added:ansible", label: "Ansible", key: true, added: true },
      ],
      removed: [LINUX.id],
    };
    // The new posting drops PostgreSQL and asks for Rust; Linux is still typed.
    const job: JobInput = { ...JOB, description: JOB.description!.replace("- Experience with PostgreSQL", "- Experience with Rust") };
    const rebased = rebaseReview(saved, reviewList(buildJobProfile(job, { asOf: "2025-06" }), job));
    const labels = rebased.map((i) => i.label);
    expect(labels).toContain("Ansible");
    expect(labels).toContain("PostgreSQL 15");
    expect(rebased.find((i) => i.label === "PostgreSQL 15")).toMatchObject({ added: true });
    expect(byId(rebased, GO.id)).toMatchObject({ key: false });
    expect(labels).toContain("Rust");
    expect(labels).not.toContain(LINUX.label);
    expect(rebased.some((i) => i.id === SQL.id && !i.added)).toBe(false);
    // New asks come after the recruiter's list.
    expect(labels.indexOf("Rust")).toBeGreaterThan(labels.indexOf("Ansible"));
  });

  it("names a condition by its words", () => {
    expect(conditionId("Weekend availability")).toBe("condition:weekend-availability");
  });
});
