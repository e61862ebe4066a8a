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
}

function parseArgs(argv: string[]): Options {
  const options: Options = { dir: "", jd: null, top: 0, json: null, stabilityRuns: 20, titleOnly: false, extrasOnly: false, titleOnlyTable: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--jd") options.jd = argv[++i];
    else if (arg === "--top") options.top = Number(argv[++i]);
    else if (arg === "--json") options.json = argv[++i];
    else if (arg === "--stability-runs") options.stabilityRuns = Number(argv[++i]);
    else if (arg === "--title-only") options.titleOnly = true;
    else if (arg === "--extras-only") options.extrasOnly = true;
    else if (arg === "--title-only-table") options.titleOnlyTable = true;
    else if (!arg.startsWith("--")) options.dir = arg;
  }
  if (!options.dir && !options.titleOnlyTable) throw new Error("usage: tsx tests/eval/run.ts <eval-dir> [--jd ID] [--top N] [--json FILE] [--extras-only] [--title-only-table]");
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
  const qrels = readCsv(await readFile(path.join(dir, "qrels.csv"), "utf8"));
  const manifest = readCsv(await readFile(path.join(dir, "manifest.csv"), "utf8"));
  const excluded = new Set(manifest.filter((m) => isExclusionNote(m.note)).map((m) => m.file));
  const scale = relevanceScale(qrels.map((q) => Number(q.relevance)));

  const files = [...new Set(qrels.map((q) => q.file))].filter((f) => !excluded.has(f)).sort();
  const t0 = performance.now();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = await resumeText(path.join(dir, file));
    if (text && text.trim()) texts.set(file, text);
  }
  const resumes = files.filter((f) => texts.has(f));
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
    resumes.forEach((file, i) => {
      const judgement = judged.get(jd.jd_id)?.get(file);
      if (!judgement) return;
      const analysis = timedAnalyze("main", `JD ${jd.jd_id} × ${file}`, profile, texts.get(file) as string);
      rows.push({ id: file, relevance: judgement.relevance, grade: grade(judgement.relevance, scale), score: analysis.score, tier: analysis.tier, category: judgement.category, high: judgement.high, bm25: bmScores[i] });
    });
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

  if (options.json) writeFileSync(options.json, JSON.stringify({ perJd, confusion, medianMs: median(analysisMs), tierChanges }, null, 2));

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

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeResumeText());
