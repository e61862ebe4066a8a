// `npm run analyze` must work on a fresh clone with no settings: it reads only
// the analyzer's settings, never DATABASE_URL or SESSION_SECRET.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";

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
  await writeFile(
    path.join(dir, "posting.txt"),
    "Backend Software Engineer\n\nWe build APIs in TypeScript and Node.js on PostgreSQL.\nRequirements: 3+ years of backend experience, Docker.\n",
  );
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test("prints the analysis as JSON with no DATABASE_URL or SESSION_SECRET set", async () => {
  const { DATABASE_URL: _db, SESSION_SECRET: _secret, ANALYZER: _analyzer, ...rest } = process.env;
  const env: NodeJS.ProcessEnv = { ...rest, NODE_ENV: "development" };
  expect(env).not.toHaveProperty("DATABASE_URL");
  expect(env).not.toHaveProperty("SESSION_SECRET");
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["worker/analyze-cli.ts", path.join(dir, "resume.txt"), "--job", path.join(dir, "posting.txt")],
    { cwd: root, env, timeout: 90_000 },
  );
  const output = JSON.parse(stdout) as { extraction: { ok: boolean }; analysis: { score: number; tier: string; engine: string } };
  expect(output.extraction.ok).toBe(true);
  expect(output.analysis.score).toBeGreaterThanOrEqual(0);
  expect(output.analysis.score).toBeLessThanOrEqual(100);
  expect(["A", "B", "C", "D"]).toContain(output.analysis.tier);
  expect(output.analysis.engine).toBe("builtin");
}, 120_000);
