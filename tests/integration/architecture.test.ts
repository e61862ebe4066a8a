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

});

/**
 * A business rule written in one module. Each pattern names the thing the rule is about in every
 * spelling we know (drizzle, raw SQL, operators and their mirror images), and is matched against
 * whole files, so a call split over lines is still found. VIOLATIONS below lists snippets each rule
 * must catch: widening a pattern is safe, narrowing one fails that table.
 */
interface Rule {
  name: string;
  /** Where the rule is written (or, for settings, who may read them raw). */
  home: string[];
  /** The files the rule covers; every source file when absent. */
  covers?: (file: string) => boolean;
  patterns: RegExp[];
  /** A match that is fine all the same, with why. */
  except?: (file: string, line: string) => boolean;
}

const ident = String.raw`(?:[\w$]+\s*\.\s*)?`;
const RULES: Rule[] = [
  {
    name: "only the credits module writes the credit ledger",
    home: ["app/models/credits.server.ts"],
    patterns: [
      new RegExp(String.raw`\b(insert|update|delete)\s*\(\s*${ident}creditLedger\b`, "g"),
      /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|copy)\s+(only\s+)?("?public"?\s*\.\s*)?"?credit_ledger\b/gi,
      /\b(insert\s+into|update|delete\s+from)\s+\$\{\s*([\w$]+\s*\.\s*)?creditLedger\s*\}/gi,
    ],
  },
  {
    name: "only the credits module decides a plan's caps, the zip and the FREE default",
    home: ["app/models/credits.server.ts"],
    patterns: [
      /\b(planId|plan_id)\b\}?["'`]?\s*(\?\?|\|\||,)\s*["'`]free["'`]/gi,
      /\bcoalesce\s*\(\s*[\w."]*plan_id"?\s*,\s*'free'\s*\)/gi,
      /\b(unlimited|hasUnlimitedAccess|has_unlimited_access)\b\s*\?\s*(null|undefined|Infinity|Number\.\w+|\d[\d_]*)\s*:/g,
      /\b(maxResumesPerTournament|max_resumes_per_tournament)\b\s*(\?\?|\|\|)/g,
      /\b(unlimited|hasUnlimitedAccess)\b\s*\|\|\s*[\w.]*zipExport\b|\bzipExport\b\s*\|\|\s*[\w.]*(unlimited|hasUnlimitedAccess)\b/g,
    ],
  },
  {
    name: "only the tier module knows the tiers, their score bands and the recruiter's override rule",
    home: ["app/analysis/tiers.ts"],
    patterns: [
      // the effective tier: the override, else the AI's tier
      /\bcoalesce\s*\([^)]*tier_?[oO]verride/gi,
      /\btier_?[oO]verride\b\s*(\?\?|\|\|)/g,
      /\btier_?[oO]verride\b\s*(!==?|===?)\s*(null|undefined)\s*\?/g,
      /\btier_?[oO]verride\b\s*\?\s*[\w.]*tier_?[oO]verride\b\s*:/g,
      /\bcase\s+when\s+[\w."]*tier_override"?\s+is\s+(not\s+)?null/gi,
      // the tiers themselves
      /(["'`])A\1\s*,\s*(["'`])B\2\s*,\s*(["'`])C\3\s*,\s*(["'`])D\4/g,
      /(["'`])ABCD\1/g,
      // the score bands, either way round
      /\bscore\w*\b[\s)\]]*(>=|<=|>|<)\s*(90|89|70|69|50|49)\b/gi,
      /\b(90|89|70|69|50|49)\s*(>=|<=|>|<)\s*[\w.(]*score/gi,
      /\bbetween\s+(90|70|50)\s+and\s+(100|89|69)\b/gi,
      /(>=|>)\s*(90|89)\s*\?\s*["'`]A["'`]/g,
    ],
  },
  {
    name: "JSON routes answer and read bodies through the one JSON-route helper",
    home: ["app/utils/json-route.server.ts"],
    covers: (file) => /^app\/routes\/(api|v1)\./.test(file),
    patterns: [
      /\bResponse\s*\.\s*json\s*\(/g,
      /\bnew\s+Response\s*\(\s*JSON\.stringify/g,
      /\b(const|let|var)\s+json\s*=|\bfunction\s+json\s*\(/g,
      /import\s*\{[^}]*\b(json|data)\b[^}]*\}\s*from\s*["']@remix-run\/[\w-]+["']/g,
      /\b(request|req)\s*(\.\s*clone\s*\(\s*\))?\s*\.\s*(json|text|formData|arrayBuffer|blob)\s*\(/g,
      /\b(request|req)\s*\.\s*body\b/g,
      /\b(unstable_)?parseMultipartFormData\s*\(/g,
    ],
    // The Stripe webhook's signature covers the raw body: it alone reads the text itself (under its own cap).
    except: (file, line) => file === "app/routes/api.stripe.webhook.ts" && /\brequest\.text\(\)/.test(line),
  },
  {
    name: "every route says 'Method not allowed' through the helper",
    home: ["app/utils/json-route.server.ts"],
    patterns: [/Method\s+not\s+allowed/gi],
  },
  {
    name: "settings are read through the validated env, not process.env",
    // The launchers build the environment their processes get: npm start, and the release command.
    home: ["app/utils/env.server.ts", "db/start.server.ts", "db/prepare.server.ts"],
    patterns: [
      /\bprocess\s*\.\s*env\b/g,
      /\bprocess\s*\[\s*["'`]env["'`]\s*\]/g,
      /import\s*\{[^}]*\benv\b[^}]*\}\s*from\s*["'](node:)?process["']/g,
      /\brequire\s*\(\s*["'](node:)?process["']\s*\)\s*\.\s*env\b/g,
      /\bimport\.meta\.env\b/g,
    ],
  },
  {
    name: "test-only helpers live in tests/support, not in the app",
    home: [],
    covers: (file) => file.startsWith("app/"),
    patterns: [
      /^\/\/\s*Test-only/gim,
      /\bfrom\s+["'](vitest|@playwright\/test|@testing-library\/[\w-]+)["']/g,
      /\bfrom\s+["'](\.\.\/)+tests\//g,
    ],
  },
  {
    name: "comments state the rule, not a section number of the spec",
    home: [],
    patterns: [/spec (section|§)\s*\d|spec sections/gi],
  },
];

/** Where a file breaks a rule: "file:line: text". */
function breaches(rule: Rule, sources: Map<string, string>) {
  const hits: string[] = [];
  for (const [file, source] of sources) {
    if (rule.home.includes(file) || (rule.covers && !rule.covers(file))) continue;
    const lines = source.split("\n");
    for (const pattern of rule.patterns) {
      for (const m of source.matchAll(new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`))) {
        const line = source.slice(0, m.index).split("\n").length;
        if (rule.except?.(file, lines[line - 1]!)) continue;
        hits.push(`${file}:${line}: ${lines[line - 1]!.trim()}`);
      }
    }
  }
  return [...new Set(hits)];
}

/** A file name that says test, mock, fake, stub or fixture is a test helper, wherever it sits in app/. */
const TEST_ONLY_NAME = /(^|\/)(__mocks__|__fixtures__|mocks?|fixtures?|fakes?|stubs?)\/|(^|\/)(tests?|testing|mocks?|fakes?|stubs?|fixtures?)([-._][^/]*)?\.[cm]?[tj]sx?$|[-._](tests?|testing|spec|mocks?|fakes?|stubs?|fixtures?)\.[cm]?[tj]sx?$/i;
const testOnlyNames = (paths: string[]) => paths.filter((f) => f.startsWith("app/") && TEST_ONLY_NAME.test(f) && !/\.(test|spec)\.[cm]?[tj]sx?$/.test(f));

/** Snippets a rule must catch, each in a file where it would be wrong. */
const VIOLATIONS: Array<[rule: string, file: string, snippet: string]> = [
  ["ledger", "app/models/promo.server.ts", "await tx.insert(creditLedger).values({ userId, delta: 1 });"],
  ["ledger", "app/models/promo.server.ts", "await tx.insert(schema.creditLedger).values(row);"],
  ["ledger", "app/models/promo.server.ts", "await tx\n  .insert(\n    creditLedger,\n  )\n  .values(row);"],
  ["ledger", "app/models/promo.server.ts", "await db.delete(creditLedger).where(eq(creditLedger.userId, id));"],
  ["ledger", "app/models/promo.server.ts", "await db.update(creditLedger).set({ delta: 0 });"],
  ["ledger", "app/models/promo.server.ts", "await db.execute(sql`insert into credit_ledger (user_id, delta, reason) values (${id}, 1, 'promo')`);"],
  ["ledger", "app/models/promo.server.ts", 'await db.execute(sql`INSERT INTO "credit_ledger" (user_id, delta) VALUES (${id}, 5)`);'],
  ["ledger", "worker/tasks/clean-up.ts", "await db.execute(sql`delete from public.credit_ledger where delta = 0`);"],
  ["ledger", "app/models/promo.server.ts", "await db.execute(sql`insert into ${creditLedger} (user_id) values (${id})`);"],
  ["caps", "app/models/tournament-create.server.ts", "const plan = user.planId ?? 'free';"],
  ["caps", "app/models/tournament-create.server.ts", "sql`coalesce(users.plan_id, 'free')`"],
  ["caps", "app/models/tournament-create.server.ts", "const cap = hasUnlimitedAccess ? Infinity : plan.maxResumesPerTournament;"],
  ["caps", "app/models/tournament-create.server.ts", "const cap = plan.maxResumesPerTournament || 10;"],
  ["caps", "app/models/export.server.ts", "const zip = user.unlimited || plan.zipExport;"],
  ["tiers", "app/models/candidate-list.server.ts", "const tier = row.tierOverride ?? row.tier;"],
  ["tiers", "app/models/candidate-list.server.ts", "const tier = row.tierOverride || row.tier;"],
  ["tiers", "app/models/candidate-list.server.ts", "const tier = row.tierOverride != null ? row.tierOverride : row.tier;"],
  ["tiers", "app/models/candidate-list.server.ts", "const tier = row.tierOverride ? row.tierOverride : row.tier;"],
  ["tiers", "app/models/candidate-list.server.ts", "sql`coalesce(${resumes.tierOverride}, ${resumes.tier})`"],
  ["tiers", "app/models/candidate-list.server.ts", "sql`case when r.tier_override is not null then r.tier_override else r.tier end`"],
  ["tiers", "app/components/tier-badge.tsx", 'const TIERS = ["A", "B", "C", "D"] as const;'],
  ["tiers", "app/components/tier-badge.tsx", "const tiers = [...'ABCD'];"],
  ["tiers", "app/components/score-bar.tsx", "if (score >= 90) return 'A';"],
  ["tiers", "app/components/score-bar.tsx", "const topTier = score > 89;"],
  ["tiers", "app/components/score-bar.tsx", "const low = 50 > candidate.score;"],
  ["tiers", "app/models/candidate-list.server.ts", "sql`where score between 70 and 89`"],
  ["tiers", "app/components/score-bar.tsx", "const letter = points >= 90 ? 'A' : 'B';"],
  ["json", "app/routes/api.plans.ts", 'import { json } from "@remix-run/node";'],
  ["json", "app/routes/api.plans.ts", 'import { data, json as remixJson } from "@remix-run/server-runtime";'],
  ["json", "app/routes/v1.listings.ts", "return Response.json({ ok: true });"],
  ["json", "app/routes/v1.listings.ts", 'return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });'],
  ["json", "app/routes/api.plans.ts", "const json = (body: unknown) => new Response(String(body));"],
  ["json", "app/routes/api.tournaments.ts", "const body = await request.json();"],
  ["json", "app/routes/api.tournaments.ts", "const body = await request.clone().json();"],
  ["json", "app/routes/api.tournaments.ts", "const form = await request.formData();"],
  ["json", "app/routes/api.tournaments.ts", "const bytes = await request.arrayBuffer();"],
  ["json", "app/routes/api.tournaments.ts", "const reader = request.body!.getReader();"],
  ["json", "app/routes/api.tournaments.ts", "const form = await unstable_parseMultipartFormData(request, handler);"],
  ["json", "app/routes/api.stripe.webhook.ts", "const event = await request.json();"],
  ["405", "app/routes/api.plans.ts", 'return new Response("Method Not Allowed", { status: 405 });'],
  ["env", "app/models/payments.server.ts", "const key = process.env.STRIPE_SECRET_KEY;"],
  ["env", "app/models/payments.server.ts", 'const key = process["env"].STRIPE_SECRET_KEY;'],
  ["env", "app/models/payments.server.ts", 'import { env } from "node:process";'],
  ["env", "app/models/payments.server.ts", "const { STRIPE_SECRET_KEY } = process.env;"],
  ["env", "db/seed.server.ts", "const price = process.env.STRIPE_PRICE_PRO;"],
  ["env", "db/migrate.server.ts", "const url = process.env.DATABASE_URL!;"],
  ["test-only", "app/utils/storage-fakes.ts", 'import { vi } from "vitest";'],
  ["test-only", "app/models/sample-data.ts", 'import { createTestUser } from "../../tests/support/factories";'],
  ["test-only", "app/llm/provider.ts", "// Test-only: a provider that answers from a table."],
];
const RULE_BY_KEY: Record<string, string> = {
  ledger: "only the credits module writes the credit ledger",
  caps: "only the credits module decides a plan's caps, the zip and the FREE default",
  tiers: "only the tier module knows the tiers, their score bands and the recruiter's override rule",
  json: "JSON routes answer and read bodies through the one JSON-route helper",
  "405": "every route says 'Method not allowed' through the helper",
  env: "settings are read through the validated env, not process.env",
  "test-only": "test-only helpers live in tests/support, not in the app",
};
/** File names of test helpers the name rule must catch, and app files it must leave alone. */
const TEST_ONLY_FILES = ["app/utils/mock-stripe.ts", "app/models/fixtures.ts", "app/llm/fake-llm.server.ts", "app/utils/test-helpers.ts", "app/analysis/asks.testing.ts", "app/analysis/__mocks__/onet.ts", "app/utils/stripe.mock.ts", "app/models/fixtures/users.ts", "app/utils/stub-storage.ts"];
const APP_FILES = ["app/utils/api-tester.ts", "app/routes/admin.api-integration/tester.tsx", "app/utils/resume-text.ts", "app/models/sample-tournament.server.ts", "app/analysis/tiers.test.ts"];

describe("each rule is written in one place", () => {
  it.each(RULES.map((r) => [r.name, r] as const))("%s", (_name, rule) => {
    expect(breaches(rule, text)).toEqual([]);
  });

  it("test-only helpers are not named as app modules", () => {
    expect(testOnlyNames(files)).toEqual([]);
  });

  it.each(VIOLATIONS)("the %s rule catches, in %s: %s", (key, file, snippet) => {
    const rule = RULES.find((r) => r.name === RULE_BY_KEY[key])!;
    expect(rule).toBeDefined();
    expect(breaches(rule, new Map([[file, `// a module\n${snippet}\n`]]))).toHaveLength(1);
  });

  it("every rule has violations it must catch", () => {
    for (const rule of RULES.filter((r) => !r.name.startsWith("comments"))) expect(VIOLATIONS.some(([key]) => RULE_BY_KEY[key] === rule.name), rule.name).toBe(true);
  });

  it("the name rule catches test helpers by name and leaves the app's own files alone", () => {
    expect(testOnlyNames(TEST_ONLY_FILES)).toEqual(TEST_ONLY_FILES);
    expect(testOnlyNames(APP_FILES)).toEqual([]);
  });

  it("one rule decides what a resume file is, and one list names the formats", () => {
    // By content (app/extraction/file-check.ts), never by the file's name; the name only words a reason.
    const byName: Rule = { name: "a file's kind read from its name", home: ["app/extraction/extract.server.ts"], patterns: [/\\\.\((?:pdf|docx?|txt)\|/g] };
    const formats: Rule = { name: "the list of formats", home: ["app/utils/upload-messages.ts"], patterns: [/["']\.pdf["'],\s*["']\.docx["']/g] };
    expect(breaches(byName, text)).toEqual([]);
    expect(breaches(formats, text)).toEqual([]);
  });
});
