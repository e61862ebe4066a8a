import { describe, expect, it } from "vitest";
import { highlightResume, MAX_SHOWN_CHARS, quotedFragments } from "./resume-highlights";

const TEXT = ["Noor Haddad", "Line Cook", "Experience", "Line Cook,   Olive Street Bistro, 2019 to Present", "Ran the grill station for 120 covers a night.", "Skills", "Knife work, food safety, inventory"].join("\n");

describe("quotedFragments", () => {
  it("reads one quote, a list of quotes, and nothing from an explanation", () => {
    expect(quotedFragments("Ran the grill station for 120 covers a night.")).toEqual(["ran the grill station for 120 covers a night."]);
    expect(quotedFragments("Grill: “Ran the grill station…” · Food safety: “…food safety, inventory”")).toEqual(["ran the grill station", "food safety, inventory"]);
    expect(quotedFragments("shares the posting's terms: grill, covers")).toEqual([]);
    expect(quotedFragments(null)).toEqual([]);
  });
});

describe("highlightResume", () => {
  it("marks each line a verdict quotes with the requirements that cite it, whitespace aside", () => {
    const out = highlightResume(TEXT, [
      { evidence: "Line Cook, Olive Street Bistro, 2019 to Present" },
      { evidence: null },
      { evidence: "Grill: “Ran the grill station for 120 covers a night.” · Safety: “Knife work, food safety, inventory”" },
      { evidence: "…the grill station for 120 covers…" },
    ]);
    expect(out.lines.map((l) => l.cites)).toEqual([[], [], [], [1], [3, 4], [], [3]]);
    expect(out.lineOf).toEqual({ 1: 3, 3: 4, 4: 4 });
    expect(out.cut).toBe(false);
  });

  it("shows another copy line for line (the redacted one in blind view) while matching the quotes in the text read", () => {
    const shown = TEXT.replace("Noor Haddad", "");
    const out = highlightResume(TEXT, [{ evidence: "Noor Haddad" }], shown);
    expect(out.lines[0]).toEqual({ text: "", cites: [1] });
  });

  it("cuts a very long text and says so", () => {
    const long = `${"word ".repeat(MAX_SHOWN_CHARS / 5)}\nlast line`;
    const out = highlightResume(long, [{ evidence: "last line" }]);
    expect(out.cut).toBe(true);
    expect(out.lineOf).toEqual({});
  });
});
