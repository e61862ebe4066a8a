// extras/structured_pairs: 97 resume-job pairs given as parsed fields with a
// human `matched_score`. Each side is joined into the text a person would have
// written (see resumeOf / postingOf); the report is Spearman's rank correlation
// of the analyzer's score with matched_score, next to BM25's from the same run
// (the posting as the query, the 97 resumes as the document collection, each
// pair scored on its own resume).
//
// The table's resume `responsibilities` column repeats the posting's
// `responsibilities.1` in many rows, which hands both the analyzer and BM25 the
// posting's own words; a second line reports both without that column.
// `age_requirement` is left out of the posting: age is not screened on.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Bm25 } from "./bm25";
import { readCsv } from "./csv";
import { spearman } from "./metrics";
import { flatStrings, pyColumn, pyStrings, type PyValue } from "./pylist";
import { timedAnalyze, timedProfile } from "./timing";

const SECTION = "structured_pairs";
type Row = Record<string, string>;

const str = (v: PyValue | undefined): string => (typeof v === "string" && v.trim() !== "N/A" ? v.trim() : "");
const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);

/** A resume laid out as one: headline (first position), objective, Skills, Experience, Education, Certifications, Languages. */
export function resumeOf(row: Row, withResponsibilities = true): string {
  const positions = pyColumn(row.positions);
  const companies = pyColumn(row.professional_company_names);
  const starts = pyColumn(row.start_dates);
  const ends = pyColumn(row.end_dates);
  const locations = pyColumn(row.locations);
  const jobSkills = pyColumn(row.related_skils_in_job);
  const out: string[] = [str(positions[0]) || "Resume"];
  if (row.career_objective.trim()) out.push("", "Career Objective", row.career_objective.trim());
  const skills = pyStrings(row.skills);
  if (skills.length) out.push("", "Skills", skills.join(", "));

  out.push("", "Experience");
  positions.forEach((p, i) => {
    const title = str(p);
    if (!title) return;
    const where = [str(companies[i]), str(locations[i])].filter(Boolean).join(", ");
    const when = [str(starts[i]), str(ends[i])].filter(Boolean).join(" to ");
    out.push(title, [where, when].filter(Boolean).join(" | "));
    const used = flatStrings(jobSkills[i]);
    if (used.length) out.push(`Skills used: ${used.join(", ")}`);
    if (i === 0 && withResponsibilities) out.push(...lines(row.responsibilities).map((l) => `• ${l}`));
  });

  const degrees = pyColumn(row.degree_names);
  const majors = pyColumn(row.major_field_of_studies);
  const schools = pyColumn(row.educational_institution_name);
  const years = pyColumn(row.passing_years);
  const results = pyColumn(row.educational_results);
  const resultTypes = pyColumn(row.result_types);
  out.push("", "Education");
  degrees.forEach((d, i) => {
    const degree = [str(d), str(majors[i])].filter(Boolean).join(" in ");
    const result = str(results[i]) ? `${str(resultTypes[i])} ${str(results[i])}`.trim() : "";
    out.push([degree, str(schools[i]), str(years[i]), result].filter(Boolean).join(", "));
  });

  const certs = pyColumn(row.certification_skills).map((c, i) => [str(pyColumn(row.certification_providers)[i]), str(c)].filter(Boolean).join(": "));
  if (certs.some(Boolean)) out.push("", "Certifications", ...certs.filter(Boolean));
  const languages = pyStrings(row.languages);
  if (languages.length) out.push("", "Languages", languages.join(", "));
  return out.join("\n");
}

/** The posting: its title, responsibilities, education and experience requirements, and skills. */
export function postingOf(row: Row): { name: string; description: string } {
  const name = row.job_position_name.trim() || "Job";
  const out = [name, "", "Responsibilities", ...lines(row["responsibilities.1"]).map((l) => `• ${l}`), "", "Requirements"];
  if (row.educationaL_requirements.trim()) out.push(`Education: ${row.educationaL_requirements.trim()}`);
  if (row.experiencere_requirement.trim()) out.push(`Experience: ${row.experiencere_requirement.trim()}`);
  const skills = lines(row.skills_required);
  if (skills.length) out.push("", "Skills", ...skills.map((l) => `• ${l}`));
  return { name, description: out.join("\n") };
}

export async function structuredReport(dir: string): Promise<void> {
  const rows = readCsv(await readFile(path.join(dir, "resume_data.csv"), "utf8"));
  const human = rows.map((r) => Number(r.matched_score));
  const repeated = rows.filter((r) => r.responsibilities.trim() && r.responsibilities.trim() === r["responsibilities.1"].trim()).length;
  console.log(`\n${SECTION}: ${rows.length} resume-job pairs; resume responsibilities identical to the posting's in ${repeated}`);
  for (const withResponsibilities of [true, false]) {
    const resumes = rows.map((r) => resumeOf(r, withResponsibilities));
    const postings = rows.map(postingOf);
    const bm25 = new Bm25(resumes);
    const scores = rows.map((_, i) => {
      const label = `${SECTION} pair ${i + 1} (${postings[i].name.slice(0, 50)})${withResponsibilities ? "" : " w/o responsibilities"}`;
      const profile = timedProfile(SECTION, label, postings[i]);
      return timedAnalyze(SECTION, label, profile, resumes[i]).score;
    });
    const bmScores = rows.map((_, i) => bm25.scores(postings[i].description)[i]);
    const what = withResponsibilities ? "all fields                      " : "without resume responsibilities ";
    console.log(`  Spearman vs matched_score, ${what} analyzer ${fmt(spearman(scores, human))}  BM25 ${fmt(spearman(bmScores, human))}`);
  }
}

const fmt = (v: number | null) => (v === null ? "  -  " : v.toFixed(3).padStart(6));
