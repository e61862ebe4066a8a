// Labels for an eval folder of postings written for this project (tests/eval/unseen): each posting names the
// resume folder it is for and the folders related to it (jds.csv), and `resumes.json` names the folder of
// resume folders and its manifest, outside the repo (../shared/eval). Every resume is judged against every
// posting as the wide set's qrels are: the posting's folder 2, a related folder 1, any other 0.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { readCsv } from "./csv";

type Row = Record<string, string>;

/** The folder's qrels and manifest: its own files, else labels by folder from `resumes.json`. */
export async function folderLabels(dir: string, jds: Row[]): Promise<{ qrels: Row[]; manifest: Row[] }> {
  if (existsSync(path.join(dir, "qrels.csv"))) {
    return {
      qrels: readCsv(await readFile(path.join(dir, "qrels.csv"), "utf8")),
      manifest: readCsv(await readFile(path.join(dir, "manifest.csv"), "utf8")),
    };
  }
  const spec = JSON.parse(await readFile(path.join(dir, "resumes.json"), "utf8")) as { manifest: string };
  const manifestPath = path.join(dir, spec.manifest);
  if (!existsSync(manifestPath)) throw new Error(`${dir}: no qrels.csv, and the manifest resumes.json names (${manifestPath}) is not there`);
  // The manifest's paths are relative to its own folder; here they are made relative to `dir`.
  const base = path.relative(dir, path.dirname(manifestPath));
  const manifest = readCsv(await readFile(manifestPath, "utf8"))
    .filter((m) => m.file.startsWith("resumes/"))
    .map((m) => ({ file: path.join(base, m.file), category: m.category, note: m.note ?? "" }));
  const qrels = jds.flatMap((jd) => {
    const related = new Set((jd.related_categories ?? "").split(";").filter(Boolean));
    return manifest.map((m) => {
      const relevance = m.category === jd.target_category ? 2 : related.has(m.category) ? 1 : 0;
      return { jd_id: jd.jd_id, file: m.file, resume_category: m.category, relevance: String(relevance), expected_tier: ["D", "C", "A/B"][relevance]!, confidence: "high" };
    });
  });
  return { qrels, manifest };
}
