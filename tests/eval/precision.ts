// Skills precision: does each skill the analyzer lists for a resume appear as a
// skill in the resume's own text?
//
// Resumes: 5 from each folder, evenly spaced through its sorted list of resume files
// with text (paths under resumes/, excluded rows left out), each analysed against a profile built
// from the resume's own first-line title (manifest `resume_title`), so that the
// listed skills are the ones a recruiter for that role would see.
//
// A listed skill is confirmed when the words it was matched from occur
//   - as a list item: a whole line, or a segment of a line split at , ; | or a
//     bullet, of at most 5 words, containing those words; or
//   - anywhere in a line of a Skills / Technical Skills / Qualifications section
//     (from such a heading to the next heading), or of a line starting "Skills:".
// The words it was matched from: the skill's name, where it occurs in the resume
// (case-insensitive, whole words); otherwise the line the analysis evidence quotes
// for that skill (then the line must itself be a list item of ≤ 5 words or in a
// skills section). The analyzer's own parse is not asked: it would grade itself.
// Nothing found: unconfirmed.
import path from "node:path";
import type { JobProfile, ResumeAnalysis } from "../../app/analysis/types";
import { timedAnalyze, timedProfile } from "./timing";

const SECTION = "skills precision";
/** Resumes checked from each folder, evenly spaced through its sorted list. */
const PER_FOLDER = 5;

/** `per` resumes of every folder, evenly spaced through each folder's sorted list: all occupations, not the first two. */
export function sampleAcrossFolders<T extends { file: string }>(resumes: T[], per: number): T[] {
  const byFolder = new Map<string, T[]>();
  for (const r of [...resumes].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const folder = path.dirname(r.file);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), r]);
  }
  return [...byFolder.values()].flatMap((list) => Array.from({ length: Math.min(per, list.length) }, (_, i) => list[Math.floor((i * list.length) / Math.min(per, list.length))]));
}
const MAX_ITEM_WORDS = 5;
const EXAMPLES = 15;

const SKILLS_HEADING = /^(?:[a-z&/]+\s+){0,2}(?:skills?|qualifications|skill\s+set|competencies)(?:\s+(?:summary|&\s*abilities|and\s+abilities|highlights))?\s*:?$/i;
const OTHER_HEADING =
  /^(?:professional\s+|work\s+|relevant\s+|career\s+)?(?:experience|work\s+history|employment(?:\s+history)?|education(?:\s+and\s+training)?|training|summary|professional\s+summary|profile|objective|career\s+objective|accomplishments|achievements|awards|certifications?|licenses?|projects|interests|hobbies|affiliations|activities|languages|references|publications|volunteer(?:\s+work|\s+experience)?|additional\s+information|highlights|career\s+overview|executive\s+profile|presentations|military\s+experience)\s*:?$/i;
const INLINE_SKILLS = /^(?:technical\s+|core\s+|key\s+|computer\s+)?(?:skills?|qualifications)\s*:/i;
const SEPARATORS = /[,;|•·▪●◦■\u2022]|\s-\s/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const wordsOf = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
const phrase = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(term)}(?![\\p{L}\\p{N}])`, "iu");

interface Line {
  text: string;
  inSkills: boolean;
}

function linesOf(text: string): Line[] {
  let inSkills = false;
  return text.split("\n").map((raw) => {
    const t = raw.trim();
    if (wordsOf(t) <= 4 && SKILLS_HEADING.test(t)) inSkills = true;
    else if (wordsOf(t) <= 4 && OTHER_HEADING.test(t)) inSkills = false;
    return { text: t, inSkills: inSkills || INLINE_SKILLS.test(t) };
  });
}

const segments = (line: string) => [line, ...line.split(SEPARATORS)].map((s) => s.replace(/^[\s\-–*·•]+|[\s.:]+$/g, "")).filter(Boolean);

/** The analysis evidence quote for a skill, from its own requirement or from "Skill: “quote”" parts of a group. */
function evidenceFor(skill: string, analysis: ResumeAnalysis, profile: JobProfile): string[] {
  const quotes: string[] = [];
  for (const r of analysis.requirements) {
    if (!r.evidence) continue;
    const req = profile.requirements.find((p) => p.id === r.requirementId);
    for (const part of r.evidence.split(" · ")) {
      const named = /^(.+?): [“"](.+)[”"]$/.exec(part);
      if (named && named[1].toLowerCase() === skill.toLowerCase()) quotes.push(named[2]);
      else if (!named && (r.label.toLowerCase() === skill.toLowerCase() || (req?.terms.length === 1 && req.terms[0] === skill))) quotes.push(part.replace(/^[“"]|[”"]$/g, ""));
    }
  }
  return quotes.map((q) => q.replace(/…$/, "").trim()).filter(Boolean);
}

export interface SkillCheck {
  skill: string;
  confirmed: boolean;
  line: string | null;
}

export function checkSkill(skill: string, analysis: ResumeAnalysis, profile: JobProfile, lines: Line[]): SkillCheck {
  const name = phrase(skill);
  const named = lines.filter((l) => name.test(l.text));
  if (named.length) {
    const hit = named.find((l) => l.inSkills || segments(l.text).some((s) => wordsOf(s) <= MAX_ITEM_WORDS && name.test(s)));
    return { skill, confirmed: Boolean(hit), line: (hit ?? named[0]).text };
  }
  for (const quote of evidenceFor(skill, analysis, profile)) {
    const q = quote.replace(/\s+/g, " ").toLowerCase();
    const line = lines.find((l) => l.text && (l.text.replace(/\s+/g, " ").toLowerCase().includes(q) || q.includes(l.text.replace(/\s+/g, " ").toLowerCase())));
    if (line) return { skill, confirmed: line.inSkills || wordsOf(line.text) <= MAX_ITEM_WORDS || segments(line.text).some((s) => wordsOf(s) <= MAX_ITEM_WORDS && q.includes(s.toLowerCase())), line: line.text };
  }
  return { skill, confirmed: false, line: null };
}

export function precisionReport(resumes: Array<{ file: string; title: string; text: string }>): void {
  const sample = sampleAcrossFolders(resumes, PER_FOLDER);
  if (!sample.length) {
    console.log("\nSkills precision: not measured (this folder lists no resumes of its own under resumes/)");
    return;
  }
  const checks: Array<SkillCheck & { file: string }> = [];
  for (const r of sample) {
    const label = `${SECTION} ${r.file} (profile "${r.title}")`;
    const profile = timedProfile(SECTION, label, { name: r.title });
    const analysis = timedAnalyze(SECTION, label, profile, r.text);
    const lines = linesOf(r.text);
    for (const skill of analysis.skills) checks.push({ ...checkSkill(skill, analysis, profile, lines), file: r.file });
  }
  const confirmed = checks.filter((c) => c.confirmed).length;
  const located = checks.filter((c) => c.line !== null);
  const share = (n: number, d: number) => `${((n / Math.max(1, d)) * 100).toFixed(1)}%`;
  console.log(`\nSkills precision: ${sample.length} resumes (${PER_FOLDER} from each folder, evenly spaced), ${checks.length} listed skills`);
  console.log(`  confirmed (a list item of ≤ ${MAX_ITEM_WORDS} words or in a skills section): ${confirmed} = ${share(confirmed, checks.length)}`);
  console.log(`  a source line was found (name in the text, or an evidence quote) for ${located.length} listed skills; confirmed among those ${share(confirmed, located.length)}`);
  const lost = new Map<string, number>();
  for (const c of checks) if (c.line === null) lost.set(c.skill, (lost.get(c.skill) ?? 0) + 1);
  const common = [...lost].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 12);
  if (common.length) console.log(`  no source line (name absent, no evidence quote) for ${checks.length - located.length}; most often: ${common.map(([k, n]) => `${k} ${n}`).join(", ")}`);
  // Examples with a line to read, evenly spaced through the file-ordered list.
  const unconfirmed = checks.filter((c) => !c.confirmed && c.line !== null);
  const step = Math.max(1, Math.floor(unconfirmed.length / EXAMPLES));
  const picked = unconfirmed.filter((_, i) => i % step === 0).slice(0, EXAMPLES);
  if (picked.length) console.log(`  Unconfirmed with a source line, up to ${EXAMPLES} (skill ← resume line):`);
  for (const c of picked) console.log(`    ${c.skill} ← "${(c.line ?? "").slice(0, 110)}"   [${path.basename(path.dirname(c.file))}/${path.basename(c.file)}]`);
}
