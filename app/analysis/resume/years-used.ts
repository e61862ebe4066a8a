// How long a candidate's work used each skill: the years of the dated jobs whose lines show it. Shared by the
// built-in reading (resume/facts.ts) and the model's checked facts (llm/verify.ts), so both give the score's
// "Years of work using the title's skills" the same way.
import { stemPhrase } from "../text";
import { PRODUCT_WORDS } from "../knowledge/lexicon";
import type { SectionKind } from "./resume";

/** A dated job: the first line of its title or dates, its title's line, and the months it covers. */
export interface WorkSpan {
  from: number;
  title: number;
  months: number;
}

/** A skill named on a line; `modifier` when it is only the topic word of another noun ("sales goals"). */
export interface SkillLine {
  name: string;
  line: number;
  section: SectionKind;
  modifier?: true;
  /** Whether it names the skill outright (`namesOutright`): one passing word alone does not make it the job's work. */
  outright: boolean;
}

/** A line's first word, past bullets: the verb that opens a line of work ("Reconciled accounts …"). */
export function openingWord(line: string): string {
  return /^[\s\-–—•·*▪●◦■]*([A-Za-z][\w+#.-]*)/.exec(line)?.[1] ?? "";
}

/** The verbs that open a line's statements: its first word and the first after each semicolon ("…units; troubleshoot relays"). */
export function clauseOpenings(line: string): string[] {
  return line.split(/;\s*/).map(openingWord).filter(Boolean);
}

/**
 * Whether a mention names the skill outright rather than brushing past it: the skill's own name, a product's
 * ("GKE", "QuickBooks", "C++"), a phrase of several words, or the verb that opens a line of work. One passing
 * word ("music" among a teacher's activities, "maintenance", "patient") does not.
 */
export function namesOutright(name: string, text: string, lineOpening: string | string[]): boolean {
  const words = text.trim();
  const openings = typeof lineOpening === "string" ? [lineOpening] : lineOpening;
  return openings.some((w) => w.toLowerCase() === words.toLowerCase()) || stemPhrase(words) === stemPhrase(name) || words.split(/[\s\-–]+/).length >= 2 || /.[A-Z]|[0-9+#]/.test(words) || PRODUCT_WORDS.has(words.toLowerCase());
}

/** Sections whose lines say what a skill is, not where it was used. */
const NOT_WORK: ReadonlySet<SectionKind> = new Set(["skills", "education", "certifications", "summary", "header"]);

/**
 * Skill name → years of dated work whose lines show it: a job's lines run from its first line to the next
 * job's, and a skill named there (not as the topic word of another noun) was used in it ("Java 8, Spring"
 * under a developer's job). It is the job's work when the job's title or a mention names it outright, or two
 * of the job's lines show it; one passing word ("music" among a preschool teacher's activities) counts none.
 * Overlapping jobs add up, capped at the resume's years of work. A skill only listed in a skills section or
 * the summary has none.
 */
export function yearsOfUse(spans: WorkSpan[], hits: SkillLine[], lineCount: number, cap: number | null): Map<string, number> {
  const jobs = [...spans].sort((a, b) => a.from - b.from);
  const used = new Map<string, number>();
  if (jobs.length === 0) return used;
  const jobAt = new Int32Array(lineCount).fill(-1);
  jobs.forEach(({ from }, k) => jobAt.fill(k, from, k + 1 < jobs.length ? jobs[k + 1].from : lineCount));
  const seen = new Map<string, Map<number, { lines: Set<number>; outright: boolean }>>();
  for (const hit of hits) {
    const k = jobAt[hit.line] ?? -1;
    if (k < 0 || hit.modifier || NOT_WORK.has(hit.section)) continue;
    if (!seen.has(hit.name)) seen.set(hit.name, new Map());
    const inJob = seen.get(hit.name)!;
    if (!inJob.has(k)) inJob.set(k, { lines: new Set(), outright: false });
    const at = inJob.get(k)!;
    at.lines.add(hit.line);
    if (hit.outright || hit.line === jobs[k].title) at.outright = true;
  }
  for (const [name, inJob] of seen) {
    const months = [...inJob].reduce((sum, [k, at]) => sum + (at.outright || at.lines.size >= 2 ? jobs[k].months : 0), 0);
    if (months === 0) continue;
    used.set(name, Math.round(Math.min(months / 12, cap ?? Infinity) * 10) / 10);
  }
  return used;
}
