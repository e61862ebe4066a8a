// How long a candidate's work used each skill: the years of the dated jobs whose lines show it. Shared by the
// built-in reading (resume/facts.ts) and the model's checked facts (llm/verify.ts), so both give the score's
// "Years of work using the title's skills" the same way.
import type { SectionKind } from "./resume";

/** A dated job: the first line of its title or dates, and the months it covers. */
export interface WorkSpan {
  from: number;
  months: number;
}

/** A skill named on a line; `modifier` when it is only the topic word of another noun ("sales goals"). */
export interface SkillLine {
  name: string;
  line: number;
  section: SectionKind;
  modifier?: true;
}

/** Sections whose lines say what a skill is, not where it was used. */
const NOT_WORK: ReadonlySet<SectionKind> = new Set(["skills", "education", "certifications", "summary", "header"]);

/**
 * Skill name → years of dated work whose lines show it: a job's lines run from its first line to the next
 * job's, and a skill named there (not as the topic word of another noun) was used in it ("Java 8, Spring"
 * under a developer's job). Overlapping jobs add up, capped at the resume's years of work. A skill only
 * listed in a skills section or the summary has none.
 */
export function yearsOfUse(spans: WorkSpan[], hits: SkillLine[], lineCount: number, cap: number | null): Map<string, number> {
  const jobs = [...spans].sort((a, b) => a.from - b.from);
  const used = new Map<string, number>();
  if (jobs.length === 0) return used;
  const jobAt = new Int32Array(lineCount).fill(-1);
  jobs.forEach(({ from }, k) => jobAt.fill(k, from, k + 1 < jobs.length ? jobs[k + 1].from : lineCount));
  const seen = new Map<string, Set<number>>();
  for (const hit of hits) {
    const k = jobAt[hit.line] ?? -1;
    if (k < 0 || hit.modifier || NOT_WORK.has(hit.section)) continue;
    if (!seen.has(hit.name)) seen.set(hit.name, new Set());
    seen.get(hit.name)!.add(k);
  }
  for (const [name, ks] of seen) {
    const months = [...ks].reduce((sum, k) => sum + jobs[k].months, 0);
    used.set(name, Math.round(Math.min(months / 12, cap ?? Infinity) * 10) / 10);
  }
  return used;
}
