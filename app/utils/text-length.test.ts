// Issue 24.5: limits counted UTF-16 units, so 10,001 emoji were "20,002 characters". A limit counts what a person sees.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PartnerFormSchema } from "~/models/partner.server";
import { PromoCodeFormSchema } from "./promo-schemas";
import { TournamentSchema } from "./tournament-schema";
import { truncateVisible, visibleLength } from "./text-length";

const FAMILY = "👨‍👩‍👧‍👦"; // 11 UTF-16 units, one character on screen
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("visibleLength", () => {
  it("counts characters as a person sees them", () => {
    expect(visibleLength("")).toBe(0);
    expect(visibleLength("plain ascii\twith a tab\n")).toBe(23);
    expect(visibleLength("😀".repeat(10_001))).toBe(10_001);
    expect(visibleLength(FAMILY)).toBe(1);
    expect(visibleLength("👍🏽")).toBe(1);
    expect(visibleLength("🇫🇷🇩🇪")).toBe(2);
    expect(visibleLength("e\u0301te\u0301")).toBe(3); // "été" with combining accents
    expect(visibleLength("one\r\ntwo")).toBe(7); // a CRLF line break is one
  });

  it("cuts text between characters, never inside one", () => {
    expect(truncateVisible("abcdef", 3)).toBe("abc");
    expect(truncateVisible(`${FAMILY}${FAMILY}x`, 2)).toBe(`${FAMILY}${FAMILY}`);
    expect(truncateVisible("😀😀😀", 2)).toBe("😀😀");
    expect(truncateVisible("short", 10)).toBe("short");
  });
});

describe("limits count characters, and say so in the same count", () => {
  it("a posting of 10,001 emoji is reported as 10,001 characters; 20,000 of them fit", () => {
    const over = TournamentSchema.safeParse({ name: "Barista", jobDescription: "😀".repeat(20_001) });
    expect(messages(over)).toEqual([
      "Job description is too long: 20,001 characters, and the limit is 20,000. Shorten it, for example by leaving out the benefits or how-to-apply sections.",
    ]);
    expect(TournamentSchema.safeParse({ name: "Barista", jobDescription: "😀".repeat(20_000) }).success).toBe(true);
    expect(TournamentSchema.safeParse({ name: FAMILY.repeat(200), jobDescription: "" }).success).toBe(true);
    expect(messages(TournamentSchema.safeParse({ name: FAMILY.repeat(201) }))).toEqual([
      "Tournament name is too long: 201 characters, and the limit is 200. Shorten it, for example by leaving out the benefits or how-to-apply sections.",
    ]);
  });

  it("short fields too: a partner's name, a promo code's description", () => {
    expect(PartnerFormSchema.safeParse({ name: "🏢".repeat(120), username: "acme" }).success).toBe(true);
    expect(messages(PartnerFormSchema.safeParse({ name: "🏢".repeat(121), username: "acme" }))).toEqual(["Name must be at most 120 characters"]);
    expect(PromoCodeFormSchema.safeParse({ code: "LAUNCH", description: "🎉".repeat(200) }).success).toBe(true);
    expect(messages(PromoCodeFormSchema.safeParse({ code: "LAUNCH", description: "🎉".repeat(201) }))).toEqual(["Description must be at most 200 characters long"]);
  });
});

// ---- One helper, used everywhere: no string schema in the app measures its length with zod's own .min/.max/.length,
// which count UTF-16 units. `.min(1, …)` (not empty) is the same either way.

/** Configuration and the tester's own log records: sizes of machine text, not what a person typed. */
const NOT_PERSON_TEXT = new Set(["app/utils/env.server.ts", "app/utils/api-tester.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The index just past the bracketed group that opens at `open`, skipping string literals. */
function closeOf(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}

/** Every `.method(args)` chained onto each `z.string(…)` in `text`. */
function stringChecks(text: string): Array<{ method: string; args: string }> {
  const found: Array<{ method: string; args: string }> = [];
  for (const match of text.matchAll(/\bz\s*\.string\(/g)) {
    let at = closeOf(text, match.index + match[0].length - 1);
    for (;;) {
      const next = /^\s*\.\s*([A-Za-z]+)\s*\(/.exec(text.slice(at, at + 200));
      if (!next) break;
      const open = at + next[0].length - 1;
      const end = closeOf(text, open);
      found.push({ method: next[1]!, args: text.slice(open + 1, end - 1).trim() });
      at = end;
    }
  }
  return found;
}

describe("one way to count", () => {
  it("finds zod's own length checks in a chain (the scanner itself)", () => {
    const sample = 'z.string({ error: "a (b" }).trim().min(3, "x)").max(9)\n  .regex(/a/)';
    expect(stringChecks(sample).map((c) => c.method)).toEqual(["trim", "min", "max", "regex"]);
  });

  it("no schema in app/ counts a string's length in UTF-16 units", () => {
    const root = path.resolve(__dirname, "..");
    const offenders = sourceFiles(root).flatMap((file) => {
      const rel = path.relative(path.resolve(root, ".."), file).split(path.sep).join("/");
      if (NOT_PERSON_TEXT.has(rel)) return [];
      return stringChecks(readFileSync(file, "utf8"))
        .filter((c) => c.method === "max" || c.method === "length" || (c.method === "min" && !/^1\b/.test(c.args)))
        .map((c) => `${rel}: .${c.method}(${c.args.slice(0, 40)})`);
    });
    expect(offenders).toEqual([]);
  });
});
