// `npm run eval -- DIR --analyzer llm`: the same report through the configured model, here a local server
// speaking the OpenAI-compatible wire format, so the self-hosted path can be compared with the built-in one.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlm, type FakeLlm } from "../support/fake-llm-server";
import { GOOD_ANSWER } from "../support/test-answers";
import { ACCOUNTANT_POSTING, ACCOUNTANT_RESUME, CHEF_RESUME, FINANCE_RESUME } from "../support/test-resumes";

const run = promisify(execFile);
let dir: string;
let llm: FakeLlm;

beforeAll(async () => {
  // A small eval folder in the shape of ../shared/eval: postings, resumes, judgements; all our own text.
  dir = mkdtempSync(path.join(tmpdir(), "eval-llm-"));
  mkdirSync(path.join(dir, "jds"));
  mkdirSync(path.join(dir, "resumes/ACCOUNTANT"), { recursive: true });
  mkdirSync(path.join(dir, "resumes/CHEF"), { recursive: true });
  writeFileSync(path.join(dir, "jds/J1.txt"), ACCOUNTANT_POSTING);
  writeFileSync(path.join(dir, "jds/J2.txt"), "Senior Accountant\nRequirements\n- GAAP\n- Reconciliations\n- 5+ years of experience");
  const resumes = { "resumes/ACCOUNTANT/a1.txt": ACCOUNTANT_RESUME, "resumes/ACCOUNTANT/a2.txt": FINANCE_RESUME, "resumes/CHEF/c1.txt": CHEF_RESUME };
  for (const [file, text] of Object.entries(resumes)) writeFileSync(path.join(dir, file), text);
  const csv = (columns: string[], rows: string[]) => `${columns.join(",")}\n${rows.join("\n")}\n`;
  writeFileSync(path.join(dir, "jds.csv"), csv(["jd_id", "file", "target_category", "related_categories"], ["J1,jds/J1.txt,ACCOUNTANT,", "J2,jds/J2.txt,ACCOUNTANT,"]));
  const rows = ["J1", "J2"].flatMap((jd) => Object.keys(resumes).map((file) => `${jd},${file},${file.split("/")[1]},${file.includes("CHEF") ? 0 : 2},,high`));
  writeFileSync(path.join(dir, "qrels.csv"), csv(["jd_id", "file", "resume_category", "relevance", "expected_tier", "confidence"], rows));
  writeFileSync(path.join(dir, "manifest.csv"), csv(["file", "category", "resume_title", "note"], Object.keys(resumes).map((f) => `${f},${f.split("/")[1]},,`)));
  llm = await startFakeLlm("openai", [{ content: JSON.stringify(GOOD_ANSWER) }]);
});

afterAll(async () => {
  await llm?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the eval through a model", () => {
  it("reports every posting × resume analysed by the configured model, a few at a time", async () => {
    const { stdout } = await run("npx", ["tsx", "tests/eval/run.ts", dir, "--analyzer", "llm", "--concurrency", "2", "--stability-runs", "0"], {
      env: { ...process.env, ANALYZER: "openai", OPENAI_BASE_URL: llm.url, OPENAI_MODEL: "test-model", OPENAI_API_KEY: "" },
      timeout: 120_000,
    });
    expect(stdout).toContain("analyzer: openai (2 at a time)");
    expect(stdout).toMatch(/^MEAN\s+\d\.\d{3}/m);
    expect(stdout).toMatch(/^J1\s/m);
    // Two postings × three resumes: one chat call each.
    expect(llm.requests.filter((r) => r.path === "/v1/chat/completions")).toHaveLength(6);
    expect(llm.requests.every((r) => r.body.model === "test-model")).toBe(true);
  });

  it("refuses to run without a model configured", async () => {
    const failed = await run("npx", ["tsx", "tests/eval/run.ts", dir, "--analyzer", "llm"], { env: { ...process.env, ANALYZER: "builtin" }, timeout: 120_000 }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain("--analyzer llm needs ANALYZER=ollama or ANALYZER=openai");
  });
});
