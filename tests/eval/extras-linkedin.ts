// extras/linkedin_tech_jds: one resume against 641 LinkedIn postings labelled
// fit / no fit by the resume's owner. Reports the ROC AUC of the analyzer's
// score against the label, next to a BM25 score's AUC from the same run.
//
// Duplicates: ids are all distinct but some ids repeat a posting text. Texts are
// compared after collapsing whitespace; each distinct text is analysed once and
// counted once with its label. A text whose copies carry both labels is left out
// of the main figure (its label is contradictory); the "every row" figure counts
// every id, copies included, with its own label.
//
// BM25: the resume is the query and the distinct postings are the documents
// (document frequencies and lengths from the postings), so every posting gets a
// score from the same collection statistics.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Bm25 } from "./bm25";
import { readCsv } from "./csv";
import { rocAuc } from "./metrics";
import { resumeText } from "./resume-text";
import { timedAnalyze, timedProfile } from "./timing";

const SECTION = "linkedin_tech_jds";

interface Posting {
  ids: string[];
  labels: boolean[];
  text: string;
}

export async function linkedinReport(dir: string): Promise<void> {
  const resume = await resumeText(path.join(dir, "resume.pdf"));
  if (!resume) return console.log(`${SECTION}: resume.pdf has no text; skipped`);
  const rows = readCsv(await readFile(path.join(dir, "job_descriptions.csv"), "utf8"));

  const byText = new Map<string, Posting>();
  for (const row of rows) {
    const key = row.job_description.replace(/\s+/g, " ").trim();
    const posting = byText.get(key) ?? { ids: [], labels: [], text: row.job_description };
    posting.ids.push(row.job_description_id);
    posting.labels.push(row.label.trim().toLowerCase() === "true");
    byText.set(key, posting);
  }
  const postings = [...byText.values()];
  const bm25 = new Bm25(postings.map((p) => p.text)).scores(resume);

  const scored = postings.map((posting, i) => {
    const name = posting.text.split("\n").find((l) => l.trim())?.trim() ?? "Job";
    const label = `${SECTION} posting ${posting.ids[0]} (${name.slice(0, 60)}) × resume.pdf`;
    const profile = timedProfile(SECTION, label, { name, description: posting.text });
    const analysis = timedAnalyze(SECTION, label, profile, resume);
    return { posting, score: analysis.score, tier: analysis.tier, bm25: bm25[i] };
  });

  const consistent = scored.filter((s) => new Set(s.posting.labels).size === 1);
  const unique = consistent.map((s) => ({ score: s.score, bm25: s.bm25, positive: s.posting.labels[0] }));
  const everyRow = scored.flatMap((s) => s.posting.labels.map((positive) => ({ score: s.score, bm25: s.bm25, positive })));
  const auc = (items: Array<{ score: number; bm25: number; positive: boolean }>) =>
    `analyzer ${fmt(rocAuc(items))}  BM25 ${fmt(rocAuc(items.map((i) => ({ score: i.bm25, positive: i.positive }))))}`;
  const positives = unique.filter((u) => u.positive).length;

  console.log(`\n${SECTION}: one resume × ${rows.length} postings, ${postings.length} distinct texts, ${scored.length - consistent.length} of them with contradictory labels left out`);
  console.log(`  ROC AUC, distinct texts (${unique.length}: ${positives} fit, ${unique.length - positives} not):  ${auc(unique)}`);
  console.log(`  ROC AUC, every row (${everyRow.length}, copies counted):               ${auc(everyRow)}`);
  const tiers = (positive: boolean) => {
    const list = consistent.filter((s) => s.posting.labels[0] === positive);
    return ["A", "B", "C", "D"].map((t) => `${t} ${list.filter((s) => s.tier === t).length}`).join(", ");
  };
  console.log(`  Tiers given, fit postings: ${tiers(true)}; not fit: ${tiers(false)}`);
}

const fmt = (v: number | null) => (v === null ? "  -  " : v.toFixed(3));
