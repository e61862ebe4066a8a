// Evaluation harness: runs the real built-in analyzer on every resume against
// every posting of an eval folder and reports ranking and tier quality next to
// a BM25 baseline computed in the same run.
//   npx tsx tests/eval/run.ts ../shared/eval [--jd D1] [--top 10] [--json out.json] [--title-only]
import { readFile } from "node:fs/promises";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual } from "node:util";
import { analyzeResume } from "../../app/analysis/builtin";
import { buildJobProfile } from "../../app/analysis/job-profile";
import { TIERS, type Tier } from "../../app/analysis/types";
import { Bm25 } from "./bm25";
import { readCsv } from "./csv";
import { expectedTier, mean, median, ndcg, rank, tierMetrics, type ExpectedTier, type Judged } from "./metrics";
import { extractorName, resumeText } from "./resume-text";

interface Options {
  dir: string;
  jd: string | null;
  top: number;
  json: string | null;
  stabilityRuns: number;
  /** Use only the posting's title line, as a tournament with no description. */
  titleOnly: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { dir: "", jd: null, top: 0, json: null, stabilityRuns: 20, titleOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--jd") options.jd = argv[++i];
    else if (arg === "--top") options.top = Number(argv[++i]);
    else if (arg === "--json") options.json = argv[++i];
    else if (arg === "--stability-runs") options.stabilityRuns = Number(argv[++i]);
    else if (arg === "--title-only") options.titleOnly = true;
    else if (!arg.startsWith("--")) options.dir = arg;
  }
  if (!options.dir) throw new Error("usage: tsx tests/eval/run.ts <eval-dir> [--jd ID] [--top N] [--json FILE]");
  return options;
}

const pct = (v: number | null) => (v === null ? "  -  " : `${(v * 100).toFixed(1)}%`.padStart(6));
const num = (v: number | null) => (v === null ? "  -  " : v.toFixed(3));

interface Row extends Judged {
  category: string;
  high: boolean;
  bm25: number;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dir = path.resolve(options.dir);
  const jds = readCsv(await readFile(path.join(dir, "jds.csv"), "utf8")).filter((j) => !options.jd || j.jd_id.startsWith(options.jd));
  const qrels = readCsv(await readFile(path.join(dir, "qrels.csv"), "utf8"));
  const manifest = readCsv(await readFile(path.join(dir, "manifest.csv"), "utf8"));
  const excluded = new Set(manifest.filter((m) => m.note && m.note.trim()).map((m) => m.file));

  const files = [...new Set(qrels.map((q) => q.file))].filter((f) => !excluded.has(f)).sort();
  const t0 = performance.now();
  const texts = new Map<string, string>();
  for (const file of files) {
    const text = await resumeText(path.join(dir, file));
    if (text && text.trim()) texts.set(file, text);
  }
  const resumes = files.filter((f) => texts.has(f));
  console.log(`extractor: ${await extractorName()}; ${resumes.length} resumes with text of ${files.length} (${((performance.now() - t0) / 1000).toFixed(1)} s incl. cache)`);

  const bm25 = new Bm25(resumes.map((f) => texts.get(f) as string));
  const judged = new Map<string, Map<string, { relevance: number; high: boolean; category: string }>>();
  for (const q of qrels) {
    if (!judged.has(q.jd_id)) judged.set(q.jd_id, new Map());
    judged.get(q.jd_id)?.set(q.file, { relevance: Number(q.relevance), high: q.confidence === "high", category: q.resume_category });
  }

  const analysisMs: number[] = [];
  const confusion: Record<ExpectedTier, Record<Tier, number>> = {
    "A/B": { A: 0, B: 0, C: 0, D: 0 },
    C: { A: 0, B: 0, C: 0, D: 0 },
    D: { A: 0, B: 0, C: 0, D: 0 },
  };
  const perJd: Array<Record<string, unknown>> = [];
  const header = "JD                               nDCG@10 nDCG@50 | all@10 all@50 | P(A+B)  R2(A+B) Rrel(ABC) rel0∈D | BM25@10 BM25@50 | #AB";
  const lines: string[] = [];
  let firstProfile = null as ReturnType<typeof buildJobProfile> | null;

  for (const jd of jds) {
    const postingText = await readFile(path.join(dir, jd.file), "utf8");
    const name = postingText.split("\n").find((l) => l.trim())?.trim() ?? jd.jd_id;
    const profile = buildJobProfile(options.titleOnly ? { name } : { name, description: postingText });
    firstProfile ??= profile;
    const bmScores = bm25.scores(postingText);
    const rows: Row[] = [];
    resumes.forEach((file, i) => {
      const judgement = judged.get(jd.jd_id)?.get(file);
      if (!judgement) return;
      const start = performance.now();
      const analysis = analyzeResume(profile, texts.get(file) as string);
      analysisMs.push(performance.now() - start);
      rows.push({ id: file, relevance: judgement.relevance, score: analysis.score, tier: analysis.tier, category: judgement.category, high: judgement.high, bm25: bmScores[i] });
    });
    const high = rows.filter((r) => r.high);
    for (const r of high) confusion[expectedTier(r.relevance)][r.tier as Tier]++;
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

  const totalSeconds = analysisMs.reduce((a, b) => a + b, 0) / 1000;
  console.log(`\nSpeed: ${analysisMs.length} analyses, ${(analysisMs.length / totalSeconds).toFixed(0)} resumes/s, median ${median(analysisMs).toFixed(2)} ms, p95 ${[...analysisMs].sort((a, b) => a - b)[Math.floor(analysisMs.length * 0.95)]?.toFixed(2)} ms`);

  let tierChanges = 0;
  let differing = 0;
  if (firstProfile && options.stabilityRuns > 0) {
    const sample = resumes.slice(0, 100);
    const baseline = sample.map((f) => analyzeResume(firstProfile as ReturnType<typeof buildJobProfile>, texts.get(f) as string));
    for (let run = 1; run < options.stabilityRuns; run++) {
      sample.forEach((f, i) => {
        const again = analyzeResume(firstProfile as ReturnType<typeof buildJobProfile>, texts.get(f) as string);
        if (again.tier !== baseline[i].tier) tierChanges++;
        if (!isDeepStrictEqual(again, baseline[i])) differing++;
      });
    }
    console.log(`Stability: ${sample.length} resumes × ${options.stabilityRuns} runs: ${tierChanges} tier changes, ${differing} outputs not deep-equal`);
  }

  if (options.json) writeFileSync(options.json, JSON.stringify({ perJd, confusion, medianMs: median(analysisMs), tierChanges }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
