// Turns a parsed resume into the CandidateFacts that scoring reads.
import type { JobProfile } from "../types";
import { INDUSTRIES, SKILLS } from "../knowledge/lexicon";
import type { CandidateFacts } from "../match/scoring";
import { verifySkillInText } from "../match/scoring";
import { degreeText, type ParsedResume, type SectionKind } from "./resume";
import { quote } from "../text";
import { termCounts } from "../knowledge/vocabulary";
import { occupationOfGenericJob } from "../knowledge/occupation-meaning";
import { clauseOpenings, namesOutright, yearsOfUse } from "./years-used";
import { monthsOfSkillLine } from "./job-site-form";
import { headlineTitle } from "./candidate-headline";
import { resolveOccupation } from "../knowledge/occupations";
import { RANK_WORDS } from "../knowledge/occupation-title";

/** A line that names a credential as one: "Colorado RN License", "ASE Certified". */
const CREDENTIAL_LINE = /\b(?:licen[cs]es?|licensed|licensure|certificates?|certifications?|certified|registration|credentials?)\b/i;

const SECTION_TRUST: Record<SectionKind, number> = { experience: 0, skills: 1, summary: 2, certifications: 3, education: 4, other: 5, header: 6 };

/**
 * `scoredText` is the redacted text the parse came from; `quotedLines` are the
 * same lines as the candidate wrote them, for evidence.
 */
export function factsFromResume(parsed: ParsedResume, profile: JobProfile, scoredText: string, quotedLines: string[]): CandidateFacts {
  const lineOf = (i: number) => quotedLines[i] ?? parsed.lines[i] ?? "";
  // A few words that continue the line above ("regulations.", "and payroll.") are quoted with it.
  const quotedLineOf = (i: number) => {
    const line = lineOf(i).trim();
    const above = i > 0 ? lineOf(i - 1).trim() : "";
    return /^[a-z]/.test(line) && line.split(/\s+/).length <= 4 && above ? `${above} ${line}` : line;
  };

  // A job's title and dates line ("Software Engineer Feb. 2021 – July 2023") names a role, not work done:
  // another line shows a skill better.
  const jobHeadings = new Set(parsed.jobs.flatMap((job) => [job.line, job.titleLine]));
  // The header's lines are quoted as scored, without the email, phone and links that were blanked from them.
  const header = (i: number) => parsed.sectionOf[i] === "header";
  const evidenceLineOf = (i: number) => (header(i) ? (parsed.lines[i] ?? "").replace(/(?:\s*[·|•,;])+\s*(?=[·|•,;]|$)/g, "").replace(/[\s·|•,;]+$/, "") : quotedLineOf(i));
  const bestHit = new Map<string, { line: number; text: string; trust: number }>();
  for (const hit of parsed.skills) {
    const trust = SECTION_TRUST[hit.section] + (jobHeadings.has(hit.line) ? 20 : 0);
    const current = bestHit.get(hit.name);
    // The line that names the skill itself beats one that names it by an alias ("Python" over "Django").
    const own = hit.text.toLowerCase() === hit.name.toLowerCase() ? 0 : 10;
    if (!current || trust + own < current.trust) bestHit.set(hit.name, { line: hit.line, text: hit.text, trust: trust + own });
  }
  // The first word of each line, after its bullet: where a line of work says what was done.
  const lineStarts = parsed.lines.map(clauseOpenings);
  const skills: CandidateFacts["skills"] = [...bestHit.entries()]
    .sort((a, b) => a[1].line - b[1].line || a[0].localeCompare(b[0]))
    .map(([name, hit]) => ({
      name,
      evidence: quote(evidenceLineOf(hit.line), hit.text),
      ...(jobHeadings.has(hit.line) ? { fromTitle: true } : {}),
      ...(claimed(name, parsed.skills, lineStarts) || atWorkplace(name, parsed) ? {} : { weak: true }),
    }));

  // Requirements the lexicon does not know are looked up as written.
  for (const req of profile.requirements) {
    if (req.kind !== "skill" || req.terms.length !== 1 || SKILLS[req.terms[0]] || skills.some((s) => s.name === req.terms[0])) continue;
    const evidence = verifySkillInText(req.terms[0], scoredText);
    if (evidence) skills.push({ name: req.terms[0], evidence });
  }

  const datesOf = (job: ParsedResume["jobs"][number]) =>
    Array.from({ length: job.lastLine - job.line + 1 }, (_, k) => lineOf(job.line + k).trim()).filter(Boolean).join(" ");
  const workOf = jobWork(parsed);
  const jobs = [...parsed.jobs]
    .sort((a, b) => b.end - a.end || b.start - a.start || a.line - b.line)
    .map((job) => ({
      title: job.title,
      ...occupationOfWork(job.title, workOf.get(job)),
      // An undated job says nothing of how long: unknown, not none.
      years: job.undated ? null : Math.round(((job.end - job.start + 1) / 12) * 10) / 10,
      evidence: quote(job.titleLine === job.line ? lineOf(job.line) : `${lineOf(job.titleLine).trim()} — ${datesOf(job)}`),
    }));

  // The letters after the name ("Grace Owusu, MSN, FNP-C") name a degree the education lines say in full: those are
  // quoted where both show it.
  const education = [...parsed.degrees].sort((a, b) => Number(header(a.line)) - Number(header(b.line))).map((d) => ({
    level: d.level,
    field: degreeText(parsed.lines, parsed.sectionOf, d.line),
    // "Education: B.A. Communications, …" on a resume without headings: the degree, not its label.
    evidence: quote(lineOf(d.line).replace(/^\s*(?:education|degrees?)\s*:\s*(?=\S)/i, "")),
  }));

  // A certificate is quoted from where the resume lists it before the letters after the name ("CMA (AAMA)").
  const seenCerts = new Set<string>();
  const certifications = [...parsed.certifications]
    // Then the licence's own line ("Colorado RN License") before a job's title that names its holder ("Registered Nurse, ICU").
    .sort((a, b) => Number(a.section !== "certifications") - Number(b.section !== "certifications") || Number(header(a.line)) - Number(header(b.line)) || Number(!CREDENTIAL_LINE.test(parsed.lines[a.line] ?? "")) - Number(!CREDENTIAL_LINE.test(parsed.lines[b.line] ?? "")) || a.line - b.line)
    .filter((c) => !seenCerts.has(c.name) && seenCerts.add(c.name))
    .map((c) => ({ name: c.name, evidence: quote(evidenceLineOf(c.line), c.text) }));

  const headline = parsed.headline ? { title: headlineTitle(parsed.headline), evidence: parsed.headline.replace(/[\s·|•,;]+$/, "") } : null;
  const headlineOccupation = headline ? sharedWithJobs(headline.title, jobs) : undefined;

  return {
    // Quoted without the separators a blanked email or phone leaves at its end ("Loan Closer · Columbus, OH ·").
    // The title is the headline's without the place written beside it ("Loan Closer · Columbus, OH").
    headline: headline ? { ...headline, ...(headlineOccupation ? { occupation: headlineOccupation } : {}) } : null,
    jobs,
    skills,
    yearsOfExperience: parsed.yearsOfExperience,
    education,
    certifications,
    terms: termCounts(scoredText),
    yearsUsed: withFormMonths(
      yearsOfUse(
        parsed.jobs.map((job) => ({ from: Math.min(job.line, job.titleLine), title: job.titleLine, months: job.undated ? 0 : job.end - job.start + 1 })),
        parsed.skills.map((h) => ({ ...h, outright: namesOutright(h.name, h.text, lineStarts[h.line] ?? []) })),
        parsed.lines.length,
        parsed.yearsOfExperience
      ),
      parsed
    ),
    lines: scoredText.split("\n"),
  };
}

/** Lines of a job at most: its title, employer and first lines of work say what it was. */
const WORK_LINES = 12;

interface JobLines {
  /** The title, employer and dates lines. */
  heading: string;
  /** The lines after them, to the next job's. */
  work: string;
}

/** Each job's own lines: from its first line to the next job's, within its section. */
function jobWork(parsed: ParsedResume): Map<ParsedResume["jobs"][number], JobLines> {
  const starts = parsed.jobs.map((job) => Math.min(job.line, job.titleLine)).sort((a, b) => a - b);
  const work = new Map<ParsedResume["jobs"][number], JobLines>();
  for (const job of parsed.jobs) {
    const from = Math.min(job.line, job.titleLine);
    const headingEnd = Math.max(job.lastLine, job.titleLine);
    const next = starts.find((s) => s > from) ?? parsed.lines.length;
    const heading: string[] = [];
    const lines: string[] = [];
    for (let i = from; i < Math.min(next, from + WORK_LINES); i++) {
      if (parsed.sectionOf[i] !== parsed.sectionOf[from]) break;
      (i <= headingEnd ? heading : lines).push(parsed.lines[i]);
    }
    work.set(job, { heading: heading.join("\n"), work: lines.join("\n") });
  }
  return work;
}

/**
 * A headline and the jobs titled with some of its words name one line of work. "Billing Specialist" under the headline
 * "MEDICAL BILLING SPECIALIST" is the headline's work, as the candidate names it: the job takes the headline's
 * occupation. "MECHANICAL PROJECT MANAGER", which O*NET lists nowhere, over "Project Manager": the headline takes the
 * job's (returned). A job's title needs a word besides its rank ("Manager" alone may be any manager's).
 */
function sharedWithJobs(title: string, jobs: CandidateFacts["jobs"]): string | undefined {
  const wordsOf = (t: string) => t.toLowerCase().match(/[a-z]+/g) ?? [];
  const own = new Set(wordsOf(title));
  const within = (job: string) => wordsOf(job).length > 0 && wordsOf(job).every((w) => own.has(w)) && wordsOf(job).some((w) => !RANK_WORDS.has(w));
  const resolved = resolveOccupation(title);
  if (resolved?.score === 1) {
    for (const job of jobs) if (!job.occupation && within(job.title) && resolveOccupation(job.title)?.code !== resolved.code) job.occupation = resolved.code;
    return undefined;
  }
  if (resolved) return undefined;
  return jobs.map((job) => (within(job.title) ? resolveOccupation(job.title) : null)).find((r) => r?.score === 1)?.code;
}

/** A job titled only by its rank ("Staff Engineer", "Shift Lead", "Manager") takes its occupation from its lines. */
function occupationOfWork(title: string, lines: JobLines | undefined): { occupation?: string } {
  const found = lines ? occupationOfGenericJob(title, lines.work, lines.heading) : null;
  return found ? { occupation: found.code } : {};
}

/**
 * Whether a job was at a workplace its industry names ("Medical Assistant / Ozark Family Clinic, Fayetteville, AR /
 * March 2021 - Present"): the industry's word ends the employer's name on the job's own lines.
 */
function atWorkplace(name: string, parsed: ParsedResume): boolean {
  if (!INDUSTRIES.has(name)) return false;
  const heading = new Set(parsed.jobs.flatMap((job) => {
    const from = Math.min(job.line, job.titleLine);
    const to = Math.max(job.lastLine, job.titleLine);
    return Array.from({ length: to - from + 1 }, (_, k) => from + k);
  }));
  return parsed.skills.some((h) => {
    if (h.name !== name || !heading.has(h.line)) return false;
    const line = (parsed.lines[h.line] ?? "").toLowerCase();
    const at = line.indexOf(h.text.toLowerCase());
    return at > 0 && /^[A-Z]/.test(parsed.lines[h.line]!.slice(at, at + 1)) && /^\s*(?:$|[,|—–·(]|-\s|\d)/.test(line.slice(at + h.text.length));
  });
}

/**
 * Whether the resume claims a skill rather than brushing past it: listed in a skills section, named by its
 * own name, a product's name or a phrase of several words in the work, or shown on two lines or more. One passing word
 * ("maintenance", "operations", "patient") or a course or degree alone shows it only in part.
 */
function claimed(name: string, hits: ParsedResume["skills"], lineStarts: string[][]): boolean {
  const listed = hits.filter((h) => h.name === name && h.section !== "education");
  if (listed.some((h) => h.section === "skills")) return true;
  // The verb that opens a statement ("…; troubleshoot relay controllers") is the work, never the topic of a noun.
  const opens = (h: (typeof listed)[number]) => (lineStarts[h.line] ?? []).some((w) => w.toLowerCase() === h.text.trim().toLowerCase());
  if (listed.some((h) => opens(h) || (!h.modifier && namesOutright(name, h.text, lineStarts[h.line] ?? [])))) return true;
  return new Set(listed.map((h) => h.line)).size >= 2;
}

/**
 * A job site's form says how long each skill was used ("Java- Exprience - 36 months"): the candidate's own claim of
 * years with it, where the jobs' lines show fewer. Capped at the resume's years of work.
 */
function withFormMonths(used: Map<string, number>, parsed: ParsedResume): Map<string, number> {
  for (const hit of parsed.skills) {
    const months = monthsOfSkillLine(parsed.lines[hit.line] ?? "");
    if (!months) continue;
    const years = Math.round(Math.min(months / 12, parsed.yearsOfExperience ?? Infinity) * 10) / 10;
    if (years > (used.get(hit.name) ?? 0)) used.set(hit.name, years);
  }
  return used;
}
