// Audits against what a person read (tests/eval/labels), run by `npm run eval` on
// the folders they were made from:
//   resume facts   120 dev resumes (5 a folder): name, current title, location,
//                  total years and highest degree, each right or wrong
//   verdicts       683 requirement verdicts on 69 (posting, resume) pairs of the wide
//                  set: "met" precision (said met and truly met by the candidate's own
//                  claim) and recall (truly met and said met)
//   occupations    each wide posting's occupation against the one(s) a person read
// No resume or posting text is kept in the labels: names and locations are hashes,
// and the texts are read from the eval folder at run time.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { analyzeResume, readResume } from "../../app/analysis/builtin";
import { buildJobProfile } from "../../app/analysis/posting/job-profile";
import { DEGREE_RANK, type DegreeLevel } from "../../app/analysis/resume/resume";
import { postingName } from "../fit/dataset";
import { resumeText } from "./resume-text";

const labels = path.join(path.dirname(fileURLToPath(import.meta.url)), "labels");
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(labels, file), "utf8")) as T;

/** A posting's file by its id ("W026"): jds/W026_….txt, or null where the folder has none. */
function postingFile(dir: string, id: string): string | null {
  const jds = path.join(dir, "jds");
  if (!existsSync(jds)) return null;
  const name = readdirSync(jds).find((f) => f === `${id}.txt` || f.startsWith(`${id}_`));
  return name ? path.join(jds, name) : null;
}
const hash = (s: string | null | undefined) => (s ? createHash("sha256").update(s.trim().toLowerCase()).digest("hex").slice(0, 16) : null);

/** The folder that holds resumes/: the eval root itself, or the one above a set like wide/. */
export function evalRoot(dir: string): string | null {
  for (const candidate of [dir, path.join(dir, "..")]) if (existsSync(path.join(candidate, "resumes"))) return path.resolve(candidate);
  return null;
}

const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#&]+/g, " ").trim().split(" ").filter(Boolean);

const wordHash = (w: string) => createHash("sha256").update(w).digest("hex").slice(0, 8);

/** The words of a title as the labels keep them: sha256 prefixes, so no resume text is in the repo. */
export const titleWordHashes = (title: string) => words(title).map(wordHash);

/** A title a reader would accept: the same words, or nearly (three quarters of the words of both). */
export function sameTitle(found: string | null | undefined, accepted: string[][]): boolean {
  if (!found) return accepted.length === 0;
  const a = new Set(titleWordHashes(found));
  return accepted.some((t) => {
    const b = new Set(t);
    const shared = [...a].filter((w) => b.has(w)).length;
    return shared / Math.max(a.size, b.size, 1) >= 0.75;
  });
}

export interface Share {
  right: number;
  of: number;
}
const share = (right: number, of: number): Share => ({ right, of });
export const ratio = (s: Share) => (s.of ? s.right / s.of : 0);

export interface ResumeFactsAudit {
  name: Share;
  currentTitle: Share;
  location: Share;
  years: Share;
  degree: Share;
  wrong: string[];
}

interface FactLabel {
  file: string;
  nameHash: string | null;
  /** Each accepted title, as the hashes of its words. */
  titleWords: string[][];
  locationHash: string | null;
  years: number | null;
  yearsTolerance: number | null;
  degree: DegreeLevel | "none" | null;
}

export async function resumeFactsAudit(root: string, asOf?: string): Promise<ResumeFactsAudit> {
  const { resumes } = read<{ resumes: FactLabel[] }>("resume-facts.json");
  const out: ResumeFactsAudit = { name: share(0, 0), currentTitle: share(0, 0), location: share(0, 0), years: share(0, 0), degree: share(0, 0), wrong: [] };
  const profile = buildJobProfile({ name: "Any role" }, { asOf });
  for (const label of resumes) {
    const text = await resumeText(path.join(root, label.file));
    if (!text) continue;
    const analysis = analyzeResume(profile, text);
    const parsed = readResume(text, profile.asOf).parsed;
    const highest = parsed.degrees.reduce<DegreeLevel | null>((best, d) => (!best || DEGREE_RANK[d.level] > DEGREE_RANK[best] ? d.level : best), null);
    const checks: Array<[keyof Omit<ResumeFactsAudit, "wrong">, boolean, string]> = [
      ["name", hash(analysis.contact.name) === label.nameHash, "name"],
      ["currentTitle", sameTitle(analysis.currentTitle, label.titleWords), `title "${analysis.currentTitle ?? ""}"`],
      ["location", hash(analysis.location) === label.locationHash, "location"],
      [
        "years",
        label.years === null ? analysis.yearsOfExperience === null : analysis.yearsOfExperience !== null && Math.abs(analysis.yearsOfExperience - label.years) <= Math.max(1, label.yearsTolerance ?? 1),
        `years ${analysis.yearsOfExperience} (read ${label.years})`,
      ],
      ["degree", (highest ?? "none") === (label.degree ?? "none"), `degree ${highest ?? "none"} (read ${label.degree ?? "none"})`],
    ];
    for (const [field, ok, what] of checks) {
      out[field].of++;
      if (ok) out[field].right++;
      else out.wrong.push(`${label.file}: ${what}`);
    }
  }
  return out;
}

interface VerdictLabel {
  jd_id: string;
  file: string;
  requirementId: string;
  truth: "met" | "partly" | "not_met";
}

export interface VerdictAudit {
  /** Said met, of which truly met. */
  precision: Share;
  /** Truly met, of which said met. */
  recall: Share;
  /** Labels whose requirement the posting no longer has. */
  unmatched: number;
  pairs: number;
}

export async function verdictAudit(dir: string, asOf?: string): Promise<VerdictAudit | null> {
  const root = evalRoot(dir);
  if (!root || !existsSync(path.join(dir, "jds"))) return null;
  const { verdicts } = read<{ verdicts: VerdictLabel[] }>("verdicts.json");
  const mine = verdicts.filter((v) => postingFile(dir, v.jd_id));
  if (!mine.length) return null;
  const out: VerdictAudit = { precision: share(0, 0), recall: share(0, 0), unmatched: 0, pairs: 0 };
  const pairs = new Map<string, VerdictLabel[]>();
  for (const v of mine) pairs.set(`${v.jd_id}\0${v.file}`, [...(pairs.get(`${v.jd_id}\0${v.file}`) ?? []), v]);
  for (const [key, list] of pairs) {
    const [jd, file] = key.split("\0");
    const posting = readFileSync(postingFile(dir, jd)!, "utf8");
    const profile = buildJobProfile({ name: postingName(posting, jd), description: posting }, { asOf });
    const text = await resumeText(path.join(root, file));
    if (!text) continue;
    out.pairs++;
    const analysis = analyzeResume(profile, text);
    for (const v of list) {
      const r = analysis.requirements.find((x) => x.requirementId === v.requirementId);
      if (!r) {
        out.unmatched++;
        continue;
      }
      if (r.status === "met") {
        out.precision.of++;
        if (v.truth === "met") out.precision.right++;
      }
      if (v.truth === "met") {
        out.recall.of++;
        if (r.status === "met") out.recall.right++;
      }
    }
  }
  return out;
}

/** Each wide posting's resolved occupation, against the codes a person accepted. */
export function occupationAudit(dir: string): Share | null {
  const { postings } = read<{ postings: Array<{ jd_id: string; accept: string[] }> }>("wide-occupations.json");
  const mine = postings.filter((p) => postingFile(dir, p.jd_id));
  if (!mine.length) return null;
  let right = 0;
  for (const p of mine) {
    const posting = readFileSync(postingFile(dir, p.jd_id)!, "utf8");
    const code = buildJobProfile({ name: postingName(posting, p.jd_id), description: posting }).occupation?.code;
    if (code && p.accept.includes(code)) right++;
  }
  return share(right, mine.length);
}
