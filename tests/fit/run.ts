// `npm run fit -- <eval dir> [--with <dir>] [--write] [--ablation]`: fits the score's weights and
// tier cut-offs on an eval folder (the wide set: ../shared/eval/wide), reports the
// leave-one-folder-out figures, and with --write saves the model the product uses
// (app/analysis/knowledge/data/score-model.json) together with those figures.
// --ablation refits without each feature in turn and prints what the held-out mean
// loses, so a feature earns its place or goes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FEATURES } from "../../app/analysis/match/features";
import { SCORE_MODEL } from "../../app/analysis/score/model";
import { loadFitSet, mergeFitSets } from "./dataset";
import { extrasFigures, loadExtras } from "./extras";
import { fitCutoffs, fitWeights, leaveOneFolderOut, tierCounts, type CrossValidation, type TierCounts } from "./fit";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MODEL_FILE = path.join(projectRoot, "app/analysis/knowledge/data/score-model.json");

const pct = ([a, b]: [number, number]) => (b ? `${((100 * a) / b).toFixed(1)}% (${a} of ${b})` : "-");

export function printCrossValidation(cv: CrossValidation) {
  console.log("folder                   postings  nDCG@10 (held out)");
  for (const [folder, { postings, ndcg10 }] of cv.perFolder) console.log(`  ${folder.padEnd(24)} ${String(postings).padStart(4)}   ${ndcg10.toFixed(3)}`);
  const lowest = [...cv.perFolder.values()].reduce((a, b) => Math.min(a, b.ndcg10), 1);
  console.log(`  mean over postings: ${cv.mean.toFixed(3)}; lowest folder mean: ${lowest.toFixed(3)}`);
  printTiers(cv.tiers, "held out");
}

function printTiers(t: TierCounts, label: string) {
  console.log(`  tiers (${label}): same-folder in A+B ${pct(t.sameAB)}; unrelated in D ${pct(t.unrelatedD)}; same-folder share of A ${pct(t.precisionA)}, of B ${pct(t.precisionB)}`);
}

async function main() {
  const args = process.argv.slice(2);
  const dir = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--with");
  if (!dir) throw new Error("usage: npm run fit -- <eval dir> [--with <dir>] [--write] [--ablation]");
  let set = await loadFitSet(dir, { highOnly: true, log: (m) => console.log(m) });
  // `--with DIR`: more postings against the same resumes, fitted and held out with the first set's.
  for (let i = args.indexOf("--with"); i >= 0 && args[i + 1]; i = args.indexOf("--with", i + 1)) {
    set = mergeFitSets(set, await loadFitSet(args[i + 1]!, { highOnly: true, log: (m) => console.log(m) }));
  }
  console.log(`${set.postings.length} postings × ${set.resumes.length} resumes, ${FEATURES.length} features`);

  const cv = leaveOneFolderOut(set);
  console.log("\nLeave one folder out:");
  printCrossValidation(cv);

  if (args.includes("--ablation")) {
    console.log("\nWithout each feature (held-out mean, change):");
    for (const feature of FEATURES) {
      const without = leaveOneFolderOut(set, { use: FEATURES.filter((f) => f !== feature) });
      console.log(`  ${feature.padEnd(16)} ${without.mean.toFixed(3)} (${(without.mean - cv.mean >= 0 ? "+" : "") + (without.mean - cv.mean).toFixed(3)})`);
    }
  }

  const all = set.postings.map((_, i) => i);
  const weights = fitWeights(set, all);
  const cutoffs = fitCutoffs(set, all, weights);
  const fitted = tierCounts(set, all, { weights, cutoffs });
  console.log("\nFitted on every posting:");
  console.log(`  weights: ${FEATURES.map((f) => `${f} ${weights[f]}`).join(", ")}`);
  console.log(`  cut-offs (raw): A ${cutoffs.A}, B ${cutoffs.B}, C ${cutoffs.C}`);
  printTiers(fitted, "in sample");
  const extras = await loadExtras(path.join(set.dir, "../extras"));
  if (extras) {
    const f = extrasFigures(extras, weights);
    const was = extrasFigures(extras, SCORE_MODEL.weights);
    const r = (x: number | null) => (x === null ? "-" : x.toFixed(3));
    console.log(`  extras (never fitted on): linkedin ROC AUC ${r(f.linkedinAuc)} (model in use ${r(was.linkedinAuc)}), structured pairs Spearman ${r(f.structuredSpearman)} (model in use ${r(was.structuredSpearman)})`);
  }

  if (args.includes("--write")) {
    const lowest = [...cv.perFolder.values()].reduce((a, b) => Math.min(a, b.ndcg10), 1);
    const r3 = (x: number) => Math.round(x * 1000) / 1000;
    const model = {
      _about: "Written by `npm run fit` (tests/fit/run.ts); do not edit by hand. Feature weights (adding up to 100) and raw-score cut-offs of the tiers, with the figures they reached.",
      weights,
      cutoffs,
      fittedOn: { set: path.basename(set.dir), postings: set.postings.length, resumes: set.resumes.length },
      leaveOneFolderOut: {
        meanNdcg10: r3(cv.mean),
        lowestFolder: r3(lowest),
        sameFolderInAB: r3(cv.tiers.sameAB[0] / cv.tiers.sameAB[1]),
        unrelatedInD: r3(cv.tiers.unrelatedD[0] / cv.tiers.unrelatedD[1]),
        perFolder: Object.fromEntries([...cv.perFolder].map(([f, v]) => [f, r3(v.ndcg10)])),
      },
    };
    writeFileSync(MODEL_FILE, `${JSON.stringify(model, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(projectRoot, MODEL_FILE)}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
