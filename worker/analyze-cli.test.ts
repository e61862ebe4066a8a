// `npm run analyze` must work on a fresh clone with no settings: it reads only
// the analyzer's settings, never DATABASE_URL or SESSION_SECRET.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { docx, textPdf } from "../tests/fixtures/resume-files";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let dir = "";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "analyze-cli-"));
  await writeFile(
    path.join(dir, "resume.txt"),
    [
      "Alex Example",
      "Software Engineer",
      "",
      "Skills",
      "TypeScript, Node.js, PostgreSQL, Docker",
      "",
      "Experience",
      "Software Engineer, Example Corp, January 2019 to Current",
      "Built REST APIs in TypeScript and Node.js backed by PostgreSQL.",
      "Shipped services in Docker containers.",
      "",
      "Education",
      "Bachelor of Science in Computer Science, 2018",
    ].join("\n"),
  );
  await writeFile(path.join(dir, "jordan.pdf"), await textPdf());
  await writeFile(path.join(dir, "jordan.docx"), await docx());
  // Named like a PDF, but it is a script: refused by content.
  await writeFile(path.join(dir, "not-a-resume.pdf"), "#!/bin/sh\necho hello\n");
  await writeFile(
    path.join(dir, "posting.txt"),
    "Backend Software Engineer\n\nWe build APIs in TypeScript and Node.js on PostgreSQL.\nRequirements: 3+ years of backend experience, Docker.\n",
  );
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI with no DATABASE_URL or SESSION_SECRET: its JSON lines and exit code. */
async function analyze(args: string[]) {
  const { DATABASE_URL: _db, SESSION_SECRET: _secret, ANALYZER: _analyzer, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = { ...rest, NODE_ENV: "development" };
  expect(env).not.toHaveProperty("DATABASE_URL");
  expect(env).not.toHaveProperty("SESSION_SECRET");
  const run = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["worker/analyze-cli.ts", ...args], { cwd: root, env, timeout: 90_000 }).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
  );
  const lines = run.stdout.split("\n").filter(Boolean);
  return { code: run.code, lines: lines.map((l) => JSON.parse(l) as Line), raw: lines };
}
type Line = { file: string; ok: boolean; error?: string; extraction?: { ok: boolean; kind?: string }; analysis?: { score: number; tier: string; engine: string } };

test("prints the analysis as a JSON line with no DATABASE_URL or SESSION_SECRET set", async () => {
  const { code, lines } = await analyze([path.join(dir, "resume.txt"), "--job", path.join(dir, "posting.txt")]);
  expect(code).toBe(0);
  expect(lines).toHaveLength(1);
  const output = lines[0]!;
  expect(output.ok).toBe(true);
  expect(output.extraction!.ok).toBe(true);
  expect(output.analysis!.score).toBeGreaterThanOrEqual(0);
  expect(output.analysis!.score).toBeLessThanOrEqual(100);
  expect(["A", "B", "C", "D"]).toContain(output.analysis!.tier);
  expect(output.analysis!.engine).toBe("builtin");
}, 120_000);

test("takes many files and prints one JSON line each, in order; a file that fails gets its error line and the rest go on", async () => {
  const files = ["jordan.pdf", "missing.docx", "not-a-resume.pdf", "jordan.docx", "resume.txt"].map((f) => path.join(dir, f));
  const { code, lines, raw } = await analyze(["--job", path.join(dir, "posting.txt"), ...files]);
  // One compact line per file (JSON Lines), in the order given.
  expect(raw).toHaveLength(5);
  expect(lines.map((l) => l.file)).toEqual(files);
  expect(lines.map((l) => l.ok)).toEqual([true, false, false, true, true]);
  expect(lines[1]!.error).toMatch(/ENOENT|no such file/);
  expect(lines[2]!.error).toBeTruthy();
  expect(lines[2]!.extraction).toMatchObject({ ok: false });
  for (const i of [0, 3, 4]) expect(["A", "B", "C", "D"]).toContain(lines[i]!.analysis!.tier);
  expect([lines[0]!.extraction!.kind, lines[3]!.extraction!.kind, lines[4]!.extraction!.kind]).toEqual(["pdf", "docx", "txt"]);
  // The exit code says that at least one failed.
  expect(code).toBe(1);
}, 120_000);

test("exits 2 with the usage when no file is given", async () => {
  const { code, lines } = await analyze(["--job", path.join(dir, "posting.txt")]);
  expect([code, lines]).toEqual([2, []]);
}, 60_000);
