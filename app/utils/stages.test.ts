import { describe, expect, it } from "vitest";
import { DEFAULT_STAGES, mergeStages, newStageKey, parseStageKey, stageIn, stageLabel, stagesOf } from "./stages";

const HIRING = [...DEFAULT_STAGES.slice(0, 3), { key: "phone-screen", label: "Phone screen" }, { key: "shortlisted-2", label: "Offer" }, DEFAULT_STAGES[3]!];

describe("stages", () => {
  it("are the four defaults until a tournament has its own", () => {
    expect(stagesOf(null).map((s) => s.label)).toEqual(["New", "Shortlisted", "Contacted", "Rejected"]);
    expect(stagesOf(HIRING)).toEqual(HIRING);
  });

  it("name a key by the tournament's stages, a default's name, or the key itself once removed", () => {
    const renamed = HIRING.map((s) => (s.key === "contacted" ? { ...s, label: "Reached out" } : s));
    expect(stageLabel(renamed, "contacted")).toBe("Reached out");
    expect(stageLabel(renamed, null)).toBe("New");
    expect(stageLabel(DEFAULT_STAGES, "phone-screen")).toBe("phone screen");
  });

  it("take a well-formed key only, and one of the tournament's where that matters", () => {
    expect(parseStageKey(" Phone-Screen ")).toBe("phone-screen");
    expect(parseStageKey("a b")).toBeNull();
    expect(parseStageKey("-x")).toBeNull();
    expect(parseStageKey("x".repeat(41))).toBeNull();
    expect(stageIn(HIRING, "phone-screen")).toBe("phone-screen");
    expect(stageIn(DEFAULT_STAGES, "phone-screen")).toBeNull();
  });

  it("get a new key from a name, unlike the keys in use", () => {
    expect(newStageKey(DEFAULT_STAGES, "Phone screen")).toBe("phone-screen");
    expect(newStageKey(DEFAULT_STAGES, "Shortlisted")).toBe("shortlisted-2");
    expect(newStageKey(HIRING, "Shortlisted")).toBe("shortlisted-3");
    expect(newStageKey(DEFAULT_STAGES, "Entretien réussi")).toBe("entretien-reussi");
    expect(newStageKey(DEFAULT_STAGES, "✓")).toBe("stage");
  });

  it("merge across tournaments by key, the first name seen winning", () => {
    const other = [{ key: "new", label: "Inbox" }, { key: "phone-screen", label: "Screen" }];
    expect(mergeStages([HIRING, other]).map((s) => s.label)).toEqual(["New", "Shortlisted", "Contacted", "Phone screen", "Offer", "Rejected"]);
    expect(mergeStages([]).map((s) => s.key)).toEqual(DEFAULT_STAGES.map((s) => s.key));
  });
});
