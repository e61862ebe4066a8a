// An eval folder as a fitting set: every posting against every judged resume, with
// the features the product computes for each pair. The features are cached on
// disk under .cache/fit, keyed by the analysis code and data, so a refit after a
// change of weights only is fast, and a change of the analyzer recomputes them.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readResume, scoreRead } from "../../app/analysis/builtin";
import { FEATURES, type Features } from "../../app/analysis/match/features";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import type { JobProfile } from "../../app/analysis/types";
import { readCsv } from "../eval/csv";
import { folderLabels } from "../eval/folder-labels";
import { closeResumeText, extractorVersion, resumeText } from "../eval/resume-text";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Posting {
  id: string;
  category: string;
  name: string;
  text: string;
}

export interface FitSet {
  dir: string;
  postings: Posting[];
  resumes: string[];
  /** Resume folder (category) of each resume. */
  categories: string[];
  /** [posting][resume] relevance, -1 when not judged or low confidence. */
  relevance: Int8Array[];
  /** [posting][resume × FEATURES.length], NaN for a feature the posting does not have. */
  features: Float32Array[];
  /** [posting][resume]: 1 where the candidate lacks the licence to practise the posting's work, which keeps them in C at most (match/scoring.ts). */
  held: Uint8Array[];
}

/** Everything the features depend on: the analysis code and its data. */
function analysisVersion(): string {
  const hash = createHash("sha1");
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      // The score model is what the fit writes, not what the features depend on.
      else if (!name.endsWith(".test.ts") && name !== "score-model.json") hash.update(name).update(readFileSync(file));
    }
  };
  walk(path.join(projectRoot, "app/analysis"));
  return hash.digest("hex").slice(0, 16);
}

export function postingName(text: string, fallback: string): string {
  return text.split("\n").find((l) => l.trim())?.trim() ?? fallback;
}

export async function loadFitSet(dir: string, options: { highOnly?: boolean; log?: (m: string) => void } = {}): Promise<FitSet> {
  const log = options.log ?? (() => {});
  const abs = path.resolve(dir);
  const jds = readCsv(readFileSync(path.join(abs, "jds.csv"), "utf8"));
  // A set of our own postings (tests/eval/unseen) is labelled by folder at run time.
  const { qrels, manifest } = await folderLabels(abs, jds);
  const excluded = new Set(manifest.filter((m) => /^(EMPTY_TEXT_EXCLUDED|DUPLICATE_OF_)/.test((m.note ?? "").trim())).map((m) => m.file));
  const files = [...new Set(qrels.map((q) => q.file))].filter((f) => !excluded.has(f)).sort();
  const postings: Posting[] = jds.map((j) => {
    const text = readFileSync(path.join(abs, j.file), "utf8");
    return { id: j.jd_id, category: j.target_category, name: postingName(text, j.jd_id), text };
  });

  const key = createHash("sha1").update(`${abs}\0${analysisVersion()}\0${extractorVersion()}\0${options.highOnly ? 1 : 0}`).digest("hex").slice(0, 20);
  const cacheFile = path.join(projectRoot, ".cache/fit", `${path.basename(abs)}-${key}.json`);
  const judged = new Map<string, Map<string, { relevance: number; high: boolean; category: string }>>();
  for (const q of qrels) {
    if (!judged.has(q.jd_id)) judged.set(q.jd_id, new Map());
    judged.get(q.jd_id)!.set(q.file, { relevance: Number(q.relevance), high: q.confidence === "high", category: q.resume_category });
  }
  const categoryOf = new Map(qrels.map((q) => [q.file, q.resume_category]));

  let resumes: string[];
  let features: Float32Array[];
  let held: Uint8Array[];
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, "utf8")) as { resumes: string[]; features: number[][]; held: number[][] };
    resumes = cached.resumes;
    features = cached.features.map((row) => Float32Array.from(row, (v) => (v === -1 ? Number.NaN : v)));
    held = cached.held.map((row) => Uint8Array.from(row));
    log(`features from cache (${path.relative(projectRoot, cacheFile)})`);
  } else {
    const texts = new Map<string, string>();
    for (const file of files) {
      const text = await resumeText(path.join(abs, file));
      if (text && text.trim()) texts.set(file, text);
    }
    await closeResumeText();
    resumes = files.filter((f) => texts.has(f));
    const started = Date.now();
    const asOf = buildJobProfile({ name: "x" }).asOf;
    const reads = resumes.map((f) => readResume(texts.get(f)!, asOf));
    log(`read ${resumes.length} resumes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    held = postings.map(() => new Uint8Array(resumes.length));
    features = postings.map((posting, i) => {
      const profile: JobProfile = buildJobProfile({ name: posting.name, description: posting.text });
      const row = new Float32Array(resumes.length * FEATURES.length);
      reads.forEach((read, r) => {
        const result = scoreRead(profile, read).result;
        FEATURES.forEach((name, k) => (row[r * FEATURES.length + k] = result.features[name] ?? Number.NaN));
        if (result.missingLicence !== undefined) held[i]![r] = 1;
      });
      if ((i + 1) % 10 === 0) log(`  features of ${i + 1}/${postings.length} postings (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      return row;
    });
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify({ resumes, features: features.map((row) => Array.from(row, (v) => (Number.isNaN(v) ? -1 : Math.round(v * 1000) / 1000))), held: held.map((row) => Array.from(row)) }));
  }
  const relevance = postings.map((p) => {
    const row = new Int8Array(resumes.length).fill(-1);
    resumes.forEach((f, r) => {
      const j = judged.get(p.id)?.get(f);
      if (j && (j.high || !options.highOnly)) row[r] = j.relevance;
    });
    return row;
  });
  return { dir: abs, postings, resumes, categories: resumes.map((f) => categoryOf.get(f) ?? ""), relevance, features, held };
}

export function featuresOf(set: FitSet, posting: number, resume: number): Features {
  const row = set.features[posting];
  const out = {} as Features;
  FEATURES.forEach((name, k) => {
    const v = row[resume * FEATURES.length + k];
    out[name] = Number.isNaN(v) ? null : v;
  });
  return out;
}

/**
 * Two sets of postings against the same resumes (the wide set and our postings for the folders it has none for) as
 * one: the second's rows are reordered to the first's resumes, and a resume the first lacks is left out.
 */
export function mergeFitSets(a: FitSet, b: FitSet): FitSet {
  const K = FEATURES.length;
  const at = new Map(b.resumes.map((f, i) => [path.resolve(b.dir, f), i]));
  const order = a.resumes.map((f) => at.get(path.resolve(a.dir, f)) ?? -1);
  const missing = order.filter((i) => i < 0).length;
  if (missing > a.resumes.length / 10) throw new Error(`${b.dir}: ${missing} of ${a.resumes.length} resumes of ${a.dir} not found`);
  const features = b.features.map((row) => {
    const out = new Float32Array(a.resumes.length * K).fill(Number.NaN);
    order.forEach((j, r) => {
      if (j >= 0) out.set(row.subarray(j * K, (j + 1) * K), r * K);
    });
    return out;
  });
  const relevance = b.relevance.map((row) => Int8Array.from(order, (j) => (j >= 0 ? row[j]! : -1)));
  const held = b.held.map((row) => Uint8Array.from(order, (j) => (j >= 0 ? row[j]! : 0)));
  return {
    ...a,
    postings: [...a.postings, ...b.postings],
    relevance: [...a.relevance, ...relevance],
    features: [...a.features, ...features],
    held: [...a.held, ...held],
  };
}
