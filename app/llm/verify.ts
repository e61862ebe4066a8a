// Checks every fact the model claims against the resume text and keeps only
// what the text shows; the result is the CandidateFacts that scoring reads.
// The model's quotes only locate a line: titles, degree levels, dates and
// skill names are then read from that line, and the evidence is the real line.
import type { JobProfile } from "~/analysis/types";
import { broaderSkills, canonicalSkills, findSkills } from "~/analysis/knowledge/lexicon";
import { coveredMonths, findDateRanges, latestMonth, monthOf, stackedDateRange, type DateRange } from "~/analysis/resume/dates";
import { DEGREE_PATTERNS, sectionOfHeading, type DegreeLevel, type SectionKind } from "~/analysis/resume/resume";
import { verifySkillInText, type CandidateFacts } from "~/analysis/match/scoring";
import { quote, stemPhrase, tokenize } from "~/analysis/text";
import { namesOutright, clauseOpenings, yearsOfUse } from "~/analysis/resume/years-used";
import type { LlmAnswer } from "./schema";

export interface VerifyInput {
  profile: JobProfile;
  /** The (redacted) text the model read: facts are checked against it. */
  scoredText: string;
  /** The same lines as the candidate wrote them, for evidence. */
  quotedLines: string[];
}

export interface Verified {
  facts: CandidateFacts;
  /** Facts the model claimed, and how many of them the text shows. */
  claimed: number;
  kept: number;
  /** Claimed names and titles that appear nowhere in the resume (normalised). */
  invented: string[];
}

/** Lower case, no accents' variants, punctuation as spaces: how quotes and titles are compared. */
export function normalise(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’‘`´]/g, "")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

/** Whole-word containment of normalised strings. */
function contains(haystack: string, needle: string): boolean {
  return needle !== "" && ` ${haystack} `.includes(` ${needle} `);
}

const STATED_YEARS = /\b(\d{1,2})\+?\s*(?:years|yrs)\b[^.\n]{0,40}?\bexperience\b/i;
/** Without section headings, a headline must be within this many non-empty lines of the top. */
const HEADLINE_TOP_LINES = 5;
const MAX_SKILL_WORDS = 5;

interface JobFact {
  title: string;
  years: number | null;
  evidence: string;
  start: number | null;
  end: number | null;
  order: number;
  /** The first line of its title or dates. */
  from: number;
  titleLine: number;
}

export function verifyAnswer(answer: LlmAnswer, input: VerifyInput): Verified {
  const lines = input.scoredText.split("\n");
  const norm = lines.map(normalise);
  const normText = norm.join(" ");
  const quoted = (i: number) => input.quotedLines[i] ?? lines[i] ?? "";
  const sections: SectionKind[] = [];
  const headings = new Set<number>();
  let section: SectionKind = "header";
  lines.forEach((line, i) => {
    const kind = sectionOfHeading(line);
    if (kind) {
      section = kind;
      headings.add(i);
    }
    sections.push(section);
  });
  const skillCache = new Map<number, string[]>();
  const skillsOn = (i: number): string[] => {
    let found = skillCache.get(i);
    if (!found) skillCache.set(i, (found = canonicalSkills(lines[i])));
    return found;
  };

  // Requirement terms outside the lexicon are matched as written, so "yardi" credits "Yardi".
  const freeTerms = input.profile.requirements.flatMap((r) => (r.kind === "certification" || r.terms.length === 1 ? r.terms : [])).filter((t) => !t.includes(":"));
  const freeName = (name: string) => freeTerms.find((t) => stemPhrase(t) === stemPhrase(name)) ?? name.trim();

  /** Lines whose text contains the quote (or, for a quote across a line break, both lines). */
  function located(text: string): number[] {
    const needle =
      text
        .split(/\.{3}|…/)
        .map(normalise)
        .sort((a, b) => b.length - a.length)[0] ?? "";
    if (needle.length < 2) return [];
    const hits = norm.flatMap((l, i) => (contains(l, needle) ? [i] : []));
    if (hits.length) return hits;
    return norm.flatMap((l, i) => (i + 1 < norm.length && contains(`${l} ${norm[i + 1]}`, needle) ? [i, i + 1] : []));
  }

  let claimed = 0;
  let kept = 0;
  const dropped: string[] = [];
  const tally = (ok: boolean, name: string) => {
    claimed++;
    if (ok) kept++;
    else dropped.push(name);
  };

  // Headline: a title on a line at the top, above the first section heading.
  const firstHeading = lines.findIndex((_, i) => headings.has(i));
  const nonEmpty = lines.flatMap((l, i) => (l.trim() ? [i] : []));
  const topEnd = firstHeading >= 0 ? firstHeading : nonEmpty[HEADLINE_TOP_LINES] ?? lines.length;
  let headline: CandidateFacts["headline"] = null;
  if (answer.headline) {
    const title = normalise(answer.headline.title);
    const at = located(answer.headline.quote).find((i) => i < topEnd && contains(norm[i], title));
    if (at !== undefined) headline = { title: answer.headline.title, evidence: quote(quoted(at)) };
    tally(at !== undefined, answer.headline.title);
  }

  // Jobs: the title must be on the quoted line or right next to it; years come
  // from a date range written on or beside the title line, never from the model.
  const now = (input.profile.asOf ? monthOf(input.profile.asOf) : null) ?? latestMonth(input.scoredText) ?? 0;
  const placedJobs = answer.jobs.map((claim) => {
    const title = normalise(claim.title);
    for (const q of located(claim.quote)) {
      for (const t of [q, q - 1, q + 1]) {
        if (t >= 0 && t < lines.length && !headings.has(t) && contains(norm[t], title)) return { claim, titleLine: t, quoteLine: q };
      }
    }
    return { claim, titleLine: -1, quoteLine: -1 };
  });
  const titleLines = new Set(placedJobs.map((j) => j.titleLine));
  const jobs: JobFact[] = [];
  const seenJobs = new Set<string>();
  placedJobs.forEach(({ claim, titleLine, quoteLine }, order) => {
    tally(titleLine >= 0, claim.title);
    if (titleLine < 0) return;
    const near = [...new Set([titleLine, quoteLine, titleLine + 1, titleLine - 1])].filter(
      (i) => i >= 0 && i < lines.length && (i === titleLine || i === quoteLine || !titleLines.has(i))
    );
    const range = pickRange(near, claim.dates);
    // One job per title line and date range, however many titles the model reads off it.
    const key = `${titleLine}:${range?.start ?? ""}`;
    if (seenJobs.has(key)) return;
    seenJobs.add(key);
    const dateLine = range?.line ?? titleLine;
    const dates = range && range.span > 1 ? Array.from({ length: range.span }, (_, k) => quoted(dateLine + k).trim()).filter(Boolean).join(" ") : quoted(dateLine).trim();
    const evidence = quote(dateLine === titleLine ? quoted(titleLine) : `${quoted(titleLine).trim()} — ${dates}`);
    const end = range ? range.end ?? Math.max(now, range.start) : null;
    const years = range && end !== null ? Math.round(((end - range.start + 1) / 12) * 10) / 10 : null;
    jobs.push({ title: claim.title, years, evidence, start: range?.start ?? null, end, order, from: Math.min(titleLine, dateLine), titleLine });
  });
  jobs.sort((a, b) => (b.end ?? -1) - (a.end ?? -1) || (b.start ?? -1) - (a.start ?? -1) || a.order - b.order);

  /** The ranges written on a line, or the one stacked down the column through it ("April 2015" / "to" / "Current"). */
  function rangesAt(line: number): Array<DateRange & { line: number; span: number; text: string }> {
    const own = findDateRanges(lines[line]);
    if (own.length) return own.map((r) => ({ ...r, line, span: 1, text: lines[line] }));
    for (let first = line; first >= Math.max(0, line - 4); first--) {
      const stacked = stackedDateRange(lines, first);
      if (stacked && first + stacked.span > line) return findDateRanges(stacked.text).map((r) => ({ ...r, line: first, span: stacked.span, text: stacked.text }));
    }
    return [];
  }

  function pickRange(near: number[], dates: string | null): (DateRange & { line: number; span: number }) | null {
    const found = near.flatMap((line) => rangesAt(line).filter((r) => r.start >= 1950 * 12 && (r.end ?? now) <= now + 12));
    if (dates) {
      const wanted = normalise(dates);
      const asWritten = findDateRanges(dates)[0];
      const match =
        found.find((r) => normalise(r.text.slice(r.index, r.index + r.length)) === wanted) ??
        found.find((r) => asWritten && r.start === asWritten.start && r.end === asWritten.end);
      if (match) return match;
    }
    return found[0] ?? null;
  }

  // Skills: lexicon names must be found on a line by the lexicon itself (each
  // one separately: "Excel, SAP and CPA" is three claims); free text with verifySkillInText.
  const skills: Array<{ name: string; evidence: string; line: number }> = [];
  const haveSkill = new Set<string>();
  const addSkill = (name: string, line: number) => {
    if (haveSkill.has(name)) return;
    haveSkill.add(name);
    skills.push({ name, evidence: quote(quoted(line), name), line });
  };
  for (const claim of answer.skills) {
    const names = canonicalSkills(claim.name);
    let ok = false;
    if (names.length) {
      for (const name of names) {
        // A line shows a skill by its name or by a narrower one ("SAP" shows ERP systems).
        const line = lines.findIndex((_, i) => !headings.has(i) && skillsOn(i).some((s) => s === name || broaderSkills(s).includes(name)));
        if (line < 0) continue;
        addSkill(name, line);
        ok = true;
      }
    } else if (/\p{L}/u.test(claim.name) && claim.name.split(/\s+/).length <= MAX_SKILL_WORDS) {
      const line = lines.findIndex((l, i) => !headings.has(i) && verifySkillInText(claim.name, l) !== null);
      if (line >= 0) {
        addSkill(freeName(claim.name), line);
        ok = true;
      }
    }
    tally(ok, claim.name);
  }

  // Education: the level is read from the quoted line, the field from it and the next.
  const education: CandidateFacts["education"] = [];
  const degreeLines = new Set<number>();
  for (const claim of answer.education) {
    const at = located(claim.quote).find((i) => levelOf(lines[i], sections[i]) !== null);
    tally(at !== undefined, claim.field || "degree");
    if (at === undefined || degreeLines.has(at)) continue;
    degreeLines.add(at);
    education.push({ level: levelOf(lines[at], sections[at])!, field: `${lines[at]} ${lines[at + 1] ?? ""}`, evidence: quote(quoted(at)) });
  }

  // Certifications: the name (or a lexicon alias of it) must be on the quoted line.
  const certifications: CandidateFacts["certifications"] = [];
  const haveCert = new Set<string>();
  for (const claim of answer.certifications) {
    const canon = canonicalSkills(claim.name);
    let ok = false;
    for (const i of located(claim.quote)) {
      const names = canon.length ? canon.filter((c) => skillsOn(i).includes(c)) : verifySkillInText(claim.name, lines[i]) ? [freeName(claim.name)] : [];
      for (const name of names) {
        if (!haveCert.has(name)) certifications.push({ name, evidence: quote(quoted(i), name) });
        haveCert.add(name);
        if (canon.length) addSkill(name, i);
      }
      if (names.length) {
        ok = true;
        break;
      }
    }
    tally(ok, claim.name);
  }

  skills.sort((a, b) => a.line - b.line || a.name.localeCompare(b.name));
  const dated = jobs.filter((j) => j.start !== null && j.end !== null);
  let yearsOfExperience: number | null = null;
  if (dated.length) yearsOfExperience = Math.round((coveredMonths(dated.map((j) => [j.start!, j.end! + 1])) / 12) * 10) / 10;
  else {
    const stated = input.scoredText.match(STATED_YEARS);
    if (stated) yearsOfExperience = Number(stated[1]);
  }

  // Where the work used a skill is read from the resume's lines, as its words are (the model's dated jobs, the
  // lexicon's skills on each line, and whether each names its skill outright), so that both analyzers give
  // the same years for the same resume.
  const skillLines = lines.flatMap((line, i) => {
    if (headings.has(i)) return [];
    const tokens = tokenize(line);
    return findSkills(tokens).map((m) => {
      const text = tokens.slice(m.start, m.end).map((t) => t.raw).join(" ");
      return { name: m.value, line: i, section: sections[i], outright: namesOutright(m.value, text, clauseOpenings(line)) };
    });
  });
  const yearsUsed = yearsOfUse(
    dated.map((j) => ({ from: j.from, title: j.titleLine, months: j.end! - j.start! + 1 })),
    skillLines,
    lines.length,
    yearsOfExperience
  );

  return {
    facts: {
      headline,
      jobs: jobs.map(({ title, years, evidence }) => ({ title, years, evidence })),
      skills: skills.map(({ name, evidence }) => ({ name, evidence })),
      yearsOfExperience,
      education,
      certifications,
      yearsUsed,
    },
    claimed,
    kept,
    invented: [...new Set(dropped.map(normalise))].filter((n) => n.length >= 3 && !contains(normText, n)),
  };
}

function levelOf(line: string, section: SectionKind): DegreeLevel | null {
  for (const [pattern, level, educationOnly] of DEGREE_PATTERNS) {
    if (educationOnly && section !== "education") continue;
    if (pattern.test(line)) return level;
  }
  return null;
}
