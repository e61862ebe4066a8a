import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dotEnvSettings } from "../../db/dot-env.server";
import { readSettings, SETTING_NAMES } from "~/utils/env.server";

// The README is the front door and must stay true: these checks catch the drift
// that crept in before (a recovery interval, settings missing from .env.example,
// commands and files that had moved).

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");
const envExample = read(".env.example");
const docs = ["README.md", ...readdirSync(path.join(root, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`), ...readdirSync(path.join(root, "docs/decisions")).map((f) => `docs/decisions/${f}`)];

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
const anchorsOf = (file: string) => new Set([...read(file).matchAll(/^#+\s+(.+)$/gm)].map((m) => slug(m[1]!)));

describe("the README", () => {
  it("stays a front door: 300 lines at most", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(300);
  });

  it("names every setting the app reads, and .env.example lists each one", () => {
    const exampleKeys = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(SETTING_NAMES.filter((key) => !readme.includes(`\`${key}\``) && !readme.includes(`\`${key}=`))).toEqual([]);
    expect(SETTING_NAMES.filter((key) => !exampleKeys.includes(key))).toEqual([]);
    // and nothing stale: every key in .env.example is a setting
    expect(exampleKeys.filter((key) => !(SETTING_NAMES as string[]).includes(key!))).toEqual([]);
  });

  it("a copy of .env.example is a valid configuration for npm start", () => {
    // As db/start.server.ts does it: the .env file first, then what the launcher generates for what is still unset.
    const settings: Record<string, string | undefined> = { ...dotEnvSettings(envExample) };
    settings.DATABASE_URL ??= "postgres://127.0.0.1:54329/tierlist";
    settings.SESSION_SECRET ??= "generated-session-secret-0123456789abcdef";
    settings.NODE_ENV ??= "production";
    const parsed = readSettings(settings as NodeJS.ProcessEnv);
    expect(parsed.SESSION_SECRET).toBe("generated-session-secret-0123456789abcdef");
    expect(parsed.PORT).toBe(3000);
    expect(parsed.ADMIN_EMAIL).toBe("admin@example.com");
    expect(parsed.ADMIN_PASSWORD).toBeUndefined();
  });

  it("names only npm scripts that exist", () => {
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts as Record<string, string>);
    for (const file of docs) {
      const named = [...read(file).matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!);
      expect(named.filter((name) => !scripts.includes(name)), file).toEqual([]);
    }
  });

  it("names only files and folders that exist", () => {
    let named = 0;
    for (const file of ["README.md", "docs/analyzer.md", "docs/operations.md", "docs/recruiter-workspace.md"]) {
      const paths = [...read(file).matchAll(/`((?:app|db|tests|worker|scripts|docs|public)\/[^`\s*…?]+)`/g)].map((m) => m[1]!);
      expect(paths.filter((p) => !existsSync(path.join(root, p))), file).toEqual([]);
      named += paths.length;
    }
    expect(named).toBeGreaterThan(20);
  });

  it("links only to pages and headings that exist", () => {
    let headings = 0;
    for (const file of docs) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [page, anchor] = target!.split("#");
        const linked = page ? path.normalize(path.join(path.dirname(file), page)) : file;
        expect(existsSync(path.join(root, linked)), `${file} → ${target}`).toBe(true);
        if (!anchor) continue;
        expect(anchorsOf(linked).has(anchor), `${file} → ${target}`).toBe(true);
        headings++;
      }
    }
    expect(headings).toBeGreaterThan(5);
  });

  it("says how often the worker looks for dead workers, as the worker does", () => {
    const worker = read("worker/index.ts");
    const seconds = Number(/setInterval\(\(\) => recover\(\)[\s\S]*?, (\d+)_000\)/.exec(worker)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(readme).toContain(`look for dead ones every ${seconds} s`);
    expect(read("docs/decisions/0013-dead-worker-recovery.md")).toContain(`and every ${seconds} s after`);
  });
});

describe("the decision records", () => {
  const records = readdirSync(path.join(root, "docs/decisions")).filter((f) => /^\d{4}-/.test(f));
  const index = read("docs/decisions/README.md");

  it("each has its number, context, decision and consequences, and is in the index", () => {
    expect(records.length).toBeGreaterThan(90);
    for (const file of records) {
      const text = read(`docs/decisions/${file}`);
      expect(text.startsWith(`# ${file.slice(0, 4)}. `), file).toBe(true);
      for (const part of ["## Context", "## Decision", "## Consequences"]) expect(text, file).toContain(`\n${part}\n`);
      expect(index, file).toContain(`(${file})`);
    }
  });
});
