// The extras of an eval folder (../shared/eval/extras) as a check of a weight
// vector, never as fitting data: the LinkedIn set's ROC AUC (one resume against
// postings its owner judged fit or not) and the structured pairs' Spearman
// correlation with the human score. Both ask a question the wide set's fit does
// not: whether scores compare across postings. `npm run fit` prints them for the
// model it fits, so a refit that loses them is seen before it is written.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { readResume, scoreRead } from "../../app/analysis/builtin";
import { FEATURES, type FeatureName, type Features } from "../../app/analysis/match/features";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import { fittedScore, SCORE_MODEL } from "../../app/analysis/score/model";
import { readCsv } from "../eval/csv";
import { postingOf, resumeOf } from "../eval/extras-structured";
import { rocAuc, spearman } from "../eval/metrics";
import { closeResumeText, resumeText } from "../eval/resume-text";

export interface ExtrasSet {
  linkedin: Array<{ features: Features; positive: boolean }>;
  structured: Array<{ features: Features; human: number }>;
}

function featuresOf(posting: { name: string; description: string }, text: string, asOf: string | undefined): Features {
  return scoreRead(buildJobProfile(posting), readResume(text, asOf)).result.features;
}

export async function loadExtras(dir: string): Promise<ExtrasSet | null> {
  const linkedinDir = path.join(dir, "linkedin_tech_jds");
  const structuredFile = path.join(dir, "structured_pairs/resume_data.csv");
  if (!existsSync(linkedinDir) || !existsSync(structuredFile)) return null;
  const asOf = buildJobProfile({ name: "x" }).asOf;
  const out: ExtrasSet = { linkedin: [], structured: [] };

  const resume = await resumeText(path.join(linkedinDir, "resume.pdf"));
  await closeResumeText();
  if (resume) {
    const byText = new Map<string, { labels: Set<boolean>; text: string }>();
    for (const row of readCsv(readFileSync(path.join(linkedinDir, "job_descriptions.csv"), "utf8"))) {
      const key = row.job_description.replace(/\s+/g, " ").trim();
      const posting = byText.get(key) ?? { labels: new Set<boolean>(), text: row.job_description };
      posting.labels.add(row.label.trim().toLowerCase() === "true");
      byText.set(key, posting);
    }
    for (const { labels, text } of byText.values()) {
      if (labels.size !== 1) continue;
      const name = text.split("\n").find((l) => l.trim())?.trim() ?? "Job";
      out.linkedin.push({ features: featuresOf({ name, description: text }, resume, asOf), positive: [...labels][0] });
    }
  }
  for (const row of readCsv(readFileSync(structuredFile, "utf8"))) {
    out.structured.push({ features: featuresOf(postingOf(row), resumeOf(row), asOf), human: Number(row.matched_score) });
  }
  return out;
}

/** The raw 0-1 score the product computes (score/model.ts) with these weights. */
const raw = (features: Features, weights: Record<FeatureName, number>) => fittedScore(features, { weights, cutoffs: SCORE_MODEL.cutoffs }).raw;

export function extrasFigures(set: ExtrasSet, weights: Record<FeatureName, number>): { linkedinAuc: number | null; structuredSpearman: number | null } {
  return {
    linkedinAuc: rocAuc(set.linkedin.map((l) => ({ score: raw(l.features, weights), positive: l.positive }))),
    structuredSpearman: spearman(
      set.structured.map((s) => raw(s.features, weights)),
      set.structured.map((s) => s.human),
    ),
  };
}

/** Each feature alone: what it would reach as the whole score. */
export function extrasPerFeature(set: ExtrasSet): Array<{ feature: FeatureName; linkedinAuc: number | null; structuredSpearman: number | null }> {
  return FEATURES.map((feature) => {
    const only = Object.fromEntries(FEATURES.map((f) => [f, f === feature ? 1 : 0])) as Record<FeatureName, number>;
    return { feature, ...extrasFigures(set, only) };
  });
}
