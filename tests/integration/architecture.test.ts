import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The shape of the code, checked: imports point one way, and each business rule
// is written in one module. A failure names the file and the line to fix.

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

const files = [...sourceFiles("app"), ...sourceFiles("db"), ...sourceFiles("worker"), "server.ts"];
const text = new Map(files.map((f) => [f, readFileSync(path.join(root, f), "utf8")]));

/** Lower layers never import higher ones: routes → components → models → llm/jobs → utils/db → extraction → analysis. */
const LAYERS: Array<[RegExp, number, string]> = [
  [/^(app\/routes\/|app\/root\.tsx|app\/entry\.|server\.ts|worker\/|db\/start\.server\.ts|db\/prepare\.server\.ts)/, 0, "routes"],
  [/^app\/components\//, 1, "components"],
  [/^app\/models\//, 2, "models"],
  [/^app\/(llm|jobs)\//, 3, "llm/jobs"],
  [/^(app\/utils\/|db\/)/, 4, "utils/db"],
  [/^app\/extraction\//, 5, "extraction"],
  [/^app\/analysis\//, 6, "analysis"],
];
const layerOf = (file: string) => LAYERS.find(([re]) => re.test(file));

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join("app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.normalize(path.join(path.dirname(from), spec));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) if (text.has(candidate)) return candidate;
  return null;
}

/** Every static, dynamic and type-only import, with its line. */
function importsOf(file: string) {
  const found: Array<{ target: string; line: number }> = [];
  const source = text.get(file)!;
  for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)["']([^"']+)["']/gm)) {
    const target = resolveImport(file, m[1]!);
    if (target) found.push({ target, line: source.slice(0, m.index).split("\n").length });
  }
  return found;
}

describe("imports point one way", () => {
  it("no module imports from a layer above its own", () => {
    const backwards: string[] = [];
    for (const file of files) {
      const from = layerOf(file);
      if (!from) continue;
      for (const { target, line } of importsOf(file)) {
        const to = layerOf(target);
        if (to && to[1] < from[1]) backwards.push(`${file}:${line} (${from[2]}) imports ${target} (${to[2]})`);
      }
    }
    expect(backwards).toEqual([]);
  });

  it("no import cycles, type-only ones included", () => {
    const graph = new Map(files.map((f) => [f, importsOf(f).map((i) => i.target)]));
    // Tarjan's strongly connected components: any component of two or more files is a cycle.
    let index = 0;
    const indices = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const cycles: string[][] = [];
    const visit = (v: string) => {
      indices.set(v, index);
      low.set(v, index++);
      stack.push(v);
      onStack.add(v);
      for (const w of graph.get(v) ?? []) {
        if (!indices.has(w)) {
          visit(w);
          low.set(v, Math.min(low.get(v)!, low.get(w)!));
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
      if (low.get(v) === indices.get(v)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop()!;
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) cycles.push(component.sort());
      }
    };
    for (const f of files) if (!indices.has(f)) visit(f);
    expect(cycles).toEqual([]);
  });

  it("test-only helpers live in tests/support, not in the app", () => {
    const testOnly = files.filter((f) => f.startsWith("app/") && (/(^|\/)(test-|fake-|testing\b)[^/]*\.tsx?$/.test(f) || /^\/\/ Test-only/i.test(text.get(f)!)));
    expect(testOnly).toEqual([]);
  });
});

/** Files (other than `home`) whose text matches `pattern`, with the line. */
function writtenOutside(pattern: RegExp, home: string[]) {
  const hits: string[] = [];
  for (const [file, source] of text) {
    if (home.includes(file)) continue;
    source.split("\n").forEach((line, i) => {
      if (pattern.test(line)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return hits;
}

describe("each rule is written in one place", () => {
  it("only the credits module writes the credit ledger", () => {
    expect(writtenOutside(/insert\((schema\.)?creditLedger\)/, ["app/models/credits.server.ts"])).toEqual([]);
  });

  it("only the credits module decides a plan's caps and the FREE default", () => {
    expect(writtenOutside(/planId\}?,\s*'free'|unlimited\s*\?\s*null\s*:|maxResumesPerTournament\s*\?\?/, ["app/models/credits.server.ts"])).toEqual([]);
  });

  it("only the tier module knows the tiers, their score bands and the recruiter's override rule", () => {
    const home = ["app/analysis/tiers.ts"];
    expect(writtenOutside(/coalesce\([^)]*tier(_o|O)verride|tierOverride \?\?/, home)).toEqual([]);
    expect(writtenOutside(/["']A["'],\s*["']B["'],\s*["']C["'],\s*["']D["']/, home)).toEqual([]);
    expect(writtenOutside(/score\s*>=\s*(90|70|50)\b/, home)).toEqual([]);
  });

  it("JSON routes answer through the one JSON-route helper", () => {
    const home = ["app/utils/json-route.server.ts"];
    expect(writtenOutside(/Method not allowed/i, home)).toEqual([]);
    const routes = (hit: string) => /^app\/routes\/(api|v1)\./.test(hit);
    expect(writtenOutside(/\bResponse\.json\(|const json = |function json\(/, home).filter(routes)).toEqual([]);
    // Bodies are read with the helper's size cap; the Stripe webhook alone needs the raw text for its signature.
    expect(writtenOutside(/request\.(json|text|formData)\(\)/, home).filter(routes).filter((hit) => !hit.startsWith("app/routes/api.stripe.webhook.ts"))).toEqual([]);
  });

  it("settings are read through the validated env, not process.env", () => {
    // The launcher (db/) builds the environment its processes get; everything else reads env().
    const readers = writtenOutside(/process\.env\b/, ["app/utils/env.server.ts"]).filter((hit) => !hit.startsWith("db/"));
    expect(readers).toEqual([]);
  });

  it("one rule decides what a resume file is, and one list names the formats", () => {
    // By content (app/extraction/file-check.ts), never by the file's name; the name only words a reason.
    expect(writtenOutside(/\\\.\((?:pdf|docx?|txt)\|/, ["app/extraction/extract.server.ts"])).toEqual([]);
    expect(writtenOutside(/["']\.pdf["'],\s*["']\.docx["']/, ["app/utils/upload-messages.ts"])).toEqual([]);
  });

  it("comments state the rule, not a section number of the spec", () => {
    expect(writtenOutside(/spec (section|§)\s*\d|spec sections/i, [])).toEqual([]);
  });
});
