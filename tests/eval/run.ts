// Evaluation harness: runs the real built-in analyzer on every resume against
// every posting of an eval folder and reports ranking and tier quality next to
// a BM25 baseline computed in the same run.
//
// Usage (from the project root; the eval folder is never copied into the repo):
//   npm run eval -- ../shared/eval                  everything below, in this order:
//     the 8-JD ranking report, stability, <dir>/extras (linkedin_tech_jds ROC AUC,
//     structured_pairs Spearman), skills precision on 100 resumes, analysis time
//     (median and max over every analysis of the run), the title-only table
//   npm run eval -- ../shared/eval --extras-only    just the extras and their timing
//   npm run eval -- ../shared/eval --title-only-table   just the 60-title table
//   options: --jd D1 (only JDs starting so)  --top 10 (print each JD's top ranks)
//            --json out.json  --title-only (rank against the JD title alone)
//            --stability-runs N (default 20)
//            --check    compare the figures with tests/eval/thresholds.json (by the folder's
//                       name: eval, wide, judged) and exit 1 below any of them
//            --analyzer llm [--concurrency N] [--resumes N]   the same report through the
//                       model the ANALYZER/OLLAMA_*/OPENAI_* settings name (the first N
//                       resumes only, N analyses at a time), to compare with the built-in one
// manifest.csv notes exclude a row only when EMPTY_TEXT_EXCLUDED or DUPLICATE_OF_…;
// other notes are information. qrels relevance may be 0/1/2 or fractions in 0-1
// (see metrics.ts for how both are read).
import { TIERS } from "../../app/analysis/tiers";
import { readFile } from "node:fs/promises";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual } from "node:util";
import { type JobProfile, type Tier } from "../../app/analysis/types";
import { Bm25 } from "./bm25";
import { readCsv } from "./csv";
import { runExtras } from "./extras";
import { expectedTier, grade, mean, median, ndcg, rank, relevanceScale, tierMetrics, type ExpectedTier, type Judged } from "./metrics";
import { precisionReport } from "./precision";
import { closeResumeText, extractorName, resumeText } from "./resume-text";
import { analysisTimes, printTimingSummary, timedAnalyze, timedProfile } from "./timing";
import { printTitleTable } from "./title-table";
import { evalRoot, occupationAudit, ratio, resumeFactsAudit, verdictAudit, type Share } from "./audits";
import { checkThresholds } from "./thresholds";
import { folderLabels } from "./folder-labels";
import { analyzerFromSettings } from "../../app/llm/analyzer.server";
import { analyzerEnv } from "../../app/utils/env.server";
import type { Analyzer, ResumeAnalysis } from "../../app/analysis/types";

interface Options {
  dir: string;
  jd: string | null;
  top: number;
  json: string | null;
  stabilityRuns: number;
  /** Use only the posting's title line, as a tournament with no description. */
  titleOnly: boolean;
  extrasOnly: boolean;
  titleOnlyTable: boolean;
  check: boolean;
  analyzer: "builtin" | "llm";
  concurrency: number;
  resumes: number | null;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { dir: "", jd: null, top: 0, json: null, stabilityRuns: 20, titleOnly: false, extrasOnly: false, titleOnlyTable: false, check: false, analyzer: "builtin", concurrency: 4, resumes: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--jd") options.jd = argv[++i];
    else if (arg === "--top") options.top = Number(argv[++i]);
    else if (arg === "--json") options.json = argv[++i];
    else if (arg === "--stability-runs") options.stabilityRuns = Number(argv[++i]);
    else if (arg === "--title-only") options.titleOnly = true;
    else if (arg === "--extras-only") options.extrasOnly = true;
    else if (arg === "--title-only-table") options.titleOnlyTable = true;
    else if (arg === "--check") options.check = true;
    else if (arg === "--analyzer") options.analyzer = argv[++i] === "llm" ? "llm" : "builtin";
    else if (arg === "--concurrency") options.concurrency = Math.max(1, Number(argv[++i]) || 1);
    else if (arg === "--resumes") options.resumes = Number(argv[++i]) || null;
    else if (!arg.startsWith("--")) options.dir = arg;
  }
  if (!options.dir && !options.titleOnlyTable) throw new Error("usage: tsx tests/eval/run.ts <eval-dir> [--jd ID] [--top N] [--json FILE] [--extras-only] [--title-only-table] [--check] [--analyzer llm [--concurrency N] [--resumes N]]");
  return options;
}

const pct = (v: number | null) => (v === null ? "  -  " : `${(v * 100).toFixed(1)}%`.padStart(6));
const num = (v: number | null) => (v === null ? "  -  " : v.toFixed(3));

interface Row extends Judged {
  category: string;
  high: boolean;
  bm25: number;
}

/** Only these manifest notes take a file out; any other note is information. */
export function isExclusionNote(note: string | undefined): boolean {
  const n = (note ?? "").trim();
  return n === "EMPTY_TEXT_EXCLUDED" || n.startsWith("DUPLICATE_OF_");
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.titleOnlyTable) return printTitleTable();
  const dir = path.resolve(options.dir);
  if (options.extrasOnly) {
    if (!(await runExtras(path.join(dir, "extras")))) console.log(`no extras folder at ${path.join(dir, "extras")}`);
    return printTimingSummary();
  }
  const jds = readCsv(await readFile(path.join(dir, "jds.csv"), "utf8")).filter((j) => !options.jd || j.jd_id.startsWith(options.jd));
  const { qrels, manifest } = await folderLabels(dir, jds);
  const excluded = new Set(manifest.filter((m) => isExclusionNote(m.note)).map((m) => m.file));
  const scale = relevanceScale(qrels.map((q) => Number(q.relevance)));

  const files = [...new Set(qrels.map((q) => q.file))].filter((f) => !excluded.has(f)).sort();
  const t0 = performance.now();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = await resumeText(path.join(dir, file));
    if (text && text.trim()) texts.set(file, text);
  }
  const resumes = files.filter((f) => texts.has(f)).slice(0, options.resumes ?? undefined);
  const llm = options.analyzer === "llm" ? await modelAnalyzer() : null;
  if (llm) console.log(`analyzer: ${llm.engine} (${options.concurrency} at a time)`);
  console.log(`extractor: ${await extractorName()}; ${resumes.length} resumes with text of ${files.length}, ${excluded.size} excluded by manifest note; relevance scale ${scale} (${((performance.now() - t0) / 1000).toFixed(1)} s incl. cache)`);

  const bm25 = new Bm25(resumes.map((f) => texts.get(f) as string));
  const judged = new Map<string, Map<string, { relevance: number; high: boolean; category: string }>>();
  for (const q of qrels) {
    if (!judged.has(q.jd_id)) judged.set(q.jd_id, new Map());
    judged.get(q.jd_id)?.set(q.file, { relevance: Number(q.relevance), high: q.confidence === "high", category: q.resume_category });
  }

  const confusion: Record<ExpectedTier, Record<Tier, number>> = {
    "A/B": { A: 0, B: 0, C: 0, D: 0 },
    C: { A: 0, B: 0, C: 0, D: 0 },
    D: { A: 0, B: 0, C: 0, D: 0 },
  };
  const perJd: Array<Record<string, unknown>> = [];
  const folderOf = new Map<string, string>();
  const header = "JD                               nDCG@10 nDCG@50 | all@10 all@50 | P(A+B)  R2(A+B) Rrel(ABC) rel0∈D | BM25@10 BM25@50 | #AB";
  const lines: string[] = [];
  let firstProfile = null as JobProfile | null;

  for (const jd of jds) {
    const postingText = await readFile(path.join(dir, jd.file), "utf8");
    const name = postingText.split("\n").find((l) => l.trim())?.trim() ?? jd.jd_id;
    const profile = timedProfile("main", `JD ${jd.jd_id}`, options.titleOnly ? { name } : { name, description: postingText });
    firstProfile ??= profile;
    const bmScores = bm25.scores(postingText);
    const rows: Row[] = [];
    const pending = resumes.map((file, i) => ({ file, i, judgement: judged.get(jd.jd_id)?.get(file) })).filter((x) => x.judgement);
    const analyses = llm
      ? await inPool(pending, options.concurrency, (x) => llm.analyze({ job: profile, resumeText: texts.get(x.file) as string }))
      : pending.map((x) => timedAnalyze("main", `JD ${jd.jd_id} × ${x.file}`, profile, texts.get(x.file) as string));
    pending.forEach(({ file, i, judgement }, k) => {
      const analysis = analyses[k];
      if (!judgement) return;
      rows.push({ id: file, relevance: judgement.relevance, grade: grade(judgement.relevance, scale), score: analysis.score, tier: analysis.tier, category: judgement.category, high: judgement.high, bm25: bmScores[i] });
    });
    folderOf.set(jd.jd_id, jd.target_category ?? "");
    const high = rows.filter((r) => r.high);
    for (const r of high) confusion[expectedTier(grade(r.relevance, scale))][r.tier as Tier]++;
    const bmHigh = high.map((r) => ({ ...r, score: r.bm25 }));
    const tiers = tierMetrics(high);
    const entry = {
      jd: jd.jd_id,
      ndcg10: ndcg(high, 10),
      ndcg50: ndcg(high, 50),
      ndcg10All: ndcg(rows, 10),
      ndcg50All: ndcg(rows, 50),
      ...tiers,
      bm25ndcg10: ndcg(bmHigh, 10),
      bm25ndcg50: ndcg(bmHigh, 50),
      requirements: profile.requirements.map((r) => `${r.key ? "*" : ""}${r.label} (${r.weight})`),
    };
    perJd.push(entry);
    lines.push(
      `${jd.jd_id.padEnd(32)} ${num(entry.ndcg10)}   ${num(entry.ndcg50)} | ${num(entry.ndcg10All)}  ${num(entry.ndcg50All)} | ${pct(tiers.precisionAB)} ${pct(tiers.recall2AB)}  ${pct(tiers.recallRelABC)}   ${pct(tiers.rel0InD)} | ${num(entry.bm25ndcg10)}   ${num(entry.bm25ndcg50)} | ${tiers.countAB}`,
    );
    if (options.top) {
      console.log(`\n${jd.jd_id}: ${entry.requirements.join("; ")}`);
      for (const r of rank(high).slice(0, options.top)) console.log(`  ${String(r.score).padStart(3)} ${r.tier} rel${r.relevance} ${r.category.padEnd(22)} ${r.id}`);
    }
  }

  const avg = (key: string) => mean(perJd.map((e) => e[key] as number | null));
  console.log(`\nHigh-confidence pairs first (nDCG, tiers, BM25); "all" = every judged pair.\n${header}\n${lines.join("\n")}`);
  console.log(
    `${"MEAN".padEnd(32)} ${num(avg("ndcg10"))}   ${num(avg("ndcg50"))} | ${num(avg("ndcg10All"))}  ${num(avg("ndcg50All"))} | ${pct(avg("precisionAB"))} ${pct(avg("recall2AB"))}  ${pct(avg("recallRelABC"))}   ${pct(avg("rel0InD"))} | ${num(avg("bm25ndcg10"))}   ${num(avg("bm25ndcg50"))} |`,
  );
  const folders = folderTable(perJd, folderOf);
  if (folders.length > 1) {
    console.log("\nBy the postings' folder (high-confidence nDCG@10):");
    for (const f of folders) console.log(`  ${f.folder.padEnd(24)} ${String(f.postings).padStart(3)} postings  ${num(f.ndcg10)}`);
    console.log(`  lowest folder mean: ${num(Math.min(...folders.map((f) => f.ndcg10)))}`);
  }
  console.log("\nTier confusion, high-confidence pairs (rows: expected, columns: given)");
  console.log(`         ${TIERS.map((t) => t.padStart(6)).join("")}`);
  for (const expected of ["A/B", "C", "D"] as ExpectedTier[]) console.log(`  ${expected.padEnd(6)} ${TIERS.map((t) => String(confusion[expected][t]).padStart(6)).join("")}`);

  const analysisMs = analysisTimes("main");
  const totalSeconds = analysisMs.reduce((a, b) => a + b, 0) / 1000;
  console.log(`\nSpeed: ${analysisMs.length} analyses, ${(analysisMs.length / totalSeconds).toFixed(0)} resumes/s, median ${median(analysisMs).toFixed(2)} ms, p95 ${[...analysisMs].sort((a, b) => a - b)[Math.floor(analysisMs.length * 0.95)]?.toFixed(2)} ms`);

  let tierChanges = 0;
  let differing = 0;
  if (firstProfile && options.stabilityRuns > 0) {
    const sample = resumes.slice(0, 100);
    const profile = firstProfile;
    const baseline = sample.map((f) => timedAnalyze("stability", `JD ${jds[0].jd_id} × ${f}`, profile, texts.get(f) as string));
    for (let run = 1; run < options.stabilityRuns; run++) {
      sample.forEach((f, i) => {
        const again = timedAnalyze("stability", `JD ${jds[0].jd_id} × ${f} (run ${run + 1})`, profile, texts.get(f) as string);
        if (again.tier !== baseline[i].tier) tierChanges++;
        if (!isDeepStrictEqual(again, baseline[i])) differing++;
      });
    }
    console.log(`Stability: ${sample.length} resumes × ${options.stabilityRuns} runs: ${tierChanges} tier changes, ${differing} outputs not deep-equal`);
  }

  const sameAB = confusion["A/B"].A + confusion["A/B"].B;
  const sameAll = TIERS.reduce((sum, t) => sum + confusion["A/B"][t], 0);
  const unrelatedAll = TIERS.reduce((sum, t) => sum + confusion.D[t], 0);
  const figures: Record<string, number> = {
    meanNdcg10: avg("ndcg10") ?? 0,
    lowestFolderNdcg10: folders.length ? Math.min(...folders.map((f) => f.ndcg10)) : (avg("ndcg10") ?? 0),
    sameFolderInAB: sameAll ? sameAB / sameAll : 0,
    unrelatedInD: unrelatedAll ? confusion.D.D / unrelatedAll : 0,
    medianMs: median(analysisMs),
    maxMs: analysisMs.reduce((a, b) => Math.max(a, b), 0),
  };
  if (options.stabilityRuns > 0) figures.stabilityTierChanges = tierChanges;
  if (!llm) await printAudits(dir, figures);
  console.log(`\nFigures: ${Object.entries(figures).map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(3)}`).join(", ")}`);
  if (options.check && !checkThresholds(path.basename(dir), figures)) process.exitCode = 1;

  if (options.json) writeFileSync(options.json, JSON.stringify({ perJd, confusion, medianMs: median(analysisMs), tierChanges, figures }, null, 2));
  if (llm) return;

  await runExtras(path.join(dir, "extras"));
  const titles = new Map(manifest.map((m) => [m.file, m.resume_title]));
  const ownResumes = manifest
    .map((m) => m.file)
    .filter((f) => f.startsWith("resumes/") && !excluded.has(f) && texts.has(f))
    .map((file) => ({ file, title: titles.get(file) || path.basename(path.dirname(file)), text: texts.get(file) as string }));
  precisionReport(ownResumes);
  printTimingSummary();
  await printTitleTable();
}

/** The model the settings name, for `--analyzer llm`. */
async function modelAnalyzer(): Promise<Analyzer> {
  const analyzer = analyzerFromSettings(analyzerEnv());
  if (analyzer.engine === "builtin") throw new Error("--analyzer llm needs ANALYZER=ollama or ANALYZER=openai with its settings (see .env.example).");
  return analyzer;
}

/** Runs `work` over `items`, at most `size` at a time, keeping their order. */
async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<ResumeAnalysis>): Promise<ResumeAnalysis[]> {
  const out = new Array<ResumeAnalysis>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const k = next++;
        out[k] = await work(items[k]);
      }
    }),
  );
  return out;
}

function folderTable(perJd: Array<Record<string, unknown>>, folderOf: Map<string, string>) {
  const byFolder = new Map<string, number[]>();
  for (const e of perJd) {
    const folder = folderOf.get(e.jd as string) ?? "";
    if (folder && e.ndcg10 !== null) byFolder.set(folder, [...(byFolder.get(folder) ?? []), e.ndcg10 as number]);
  }
  return [...byFolder.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([folder, v]) => ({ folder, postings: v.length, ndcg10: mean(v) ?? 0 }));
}

const shown = (s: Share) => `${(ratio(s) * 100).toFixed(1)}% (${s.right} of ${s.of})`;

/** The audits against what a person read, where this folder has them; their figures join the others. */
async function printAudits(dir: string, figures: Record<string, number>) {
  const root = evalRoot(dir);
  if (root) {
    const facts = await resumeFactsAudit(root);
    console.log(`\nResume facts, read by a person (120 dev resumes): name ${shown(facts.name)}, current title ${shown(facts.currentTitle)}, location ${shown(facts.location)}, total years ${shown(facts.years)}, highest degree ${shown(facts.degree)}`);
    for (const w of facts.wrong.slice(0, 12)) console.log(`    ${w}`);
    for (const key of ["name", "currentTitle", "location", "years", "degree"] as const) figures[`facts.${key}`] = ratio(facts[key]);
  }
  const verdicts = await verdictAudit(dir);
  if (verdicts) {
    console.log(`Requirement verdicts, read by a person (${verdicts.pairs} pairs): "met" precision ${shown(verdicts.precision)}, recall ${shown(verdicts.recall)}${verdicts.unmatched ? `; ${verdicts.unmatched} labels name a requirement the posting no longer has` : ""}`);
    figures.metPrecision = ratio(verdicts.precision);
    figures.metRecall = ratio(verdicts.recall);
  }
  const occupations = occupationAudit(dir);
  if (occupations) {
    console.log(`Posting occupations, read by a person: ${shown(occupations)} resolved to an accepted O*NET occupation`);
    figures.postingOccupations = ratio(occupations);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeResumeText());
