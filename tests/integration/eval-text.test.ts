// Test text is the project's own: no test file may share a run of 45 characters with the
// evaluation corpus (../shared/eval), which is for measuring the analyzer, never for tuning its
// tests on. Decision 0181.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeResumeText, resumeText } from "../eval/resume-text";
import { RUN, sharedRuns, stringLiterals } from "../support/eval-overlap";

const root = path.resolve(__dirname, "../..");
const EVAL = path.resolve(root, "../shared/eval");
const present = existsSync(EVAL);
if (!present) console.warn(`eval-text.test.ts: ${EVAL} is not beside this checkout, so test files are not compared with the evaluation corpus.`);

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if ([".tmp", "node_modules"].includes(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, keep, out);
    else if (keep(full)) out.push(full);
  }
  return out;
}

/** Every test file and test helper: tests/, and the *.test / *.spec files beside the code. */
function testFiles() {
  return [
    ...walk(path.join(root, "tests"), (f) => /\.(ts|tsx|mts|js|mjs|json|txt|csv|md)$/.test(f)),
    ...["app", "db", "worker"].flatMap((dir) => walk(path.join(root, dir), (f) => /\.(test|spec)\.tsx?$/.test(f))),
  ];
}

/** The corpus's text: its text files, and its PDFs as the eval reads them (cached in .cache/eval). */
async function* corpus() {
  for (const file of walk(EVAL, (f) => /\.(txt|csv|md|json)$/.test(f))) yield readFileSync(file, "utf8");
  // Image-only scans are skipped: their text is in the ground-truth files beside them.
  const pdfs = walk(EVAL, (f) => f.endsWith(".pdf") && !f.endsWith("_scan.pdf"));
  for (let i = 0; i < pdfs.length; i += 4) {
    for (const text of await Promise.all(pdfs.slice(i, i + 4).map((f) => resumeText(f)))) if (text) yield text;
  }
}

describe("test text", () => {
  afterAll(() => closeResumeText());

  it.skipIf(!present)(
    `shares no run of ${RUN} characters with ../shared/eval`,
    async () => {
      const files = new Map(testFiles().map((f) => [path.relative(root, f), stringLiterals(readFileSync(f, "utf8"))]));
      expect(files.size).toBeGreaterThan(100);
      const runs = await sharedRuns(files, corpus());
      expect(runs.map((r) => `${r.file}: “${r.text}”`)).toEqual([]);
    },
    15 * 60_000,
  );

  it("finds a shared run however the lines are broken, and nothing shorter", async () => {
    const copied = "Kept the   stockroom\nledger for 14 branches and\n  audited it each Friday";
    const corpusText = "Summary. Kept the stockroom ledger for 14 branches and audited it each Friday, with care.";
    expect(await sharedRuns(new Map([["a.test.ts", stringLiterals(`const t = "${copied.replace(/\n/g, "\\n")}";`)]]), [corpusText])).toEqual([
      { file: "a.test.ts", text: "kept the stockroom ledger for 14 branches and audited it each friday" },
    ]);
    // Lines of a list joined into one text are compared as one text.
    expect(await sharedRuns(new Map([["b.test.ts", stringLiterals(`["Kept the stockroom ledger", "for 14 branches and audited it"].join("\\n")`)]]), [corpusText])).toHaveLength(1);
    expect(await sharedRuns(new Map([["c.test.ts", `"${"ledger for 14 branches and audited it each".slice(0, RUN - 1)}"`]]), [corpusText])).toEqual([]);
  });
});
