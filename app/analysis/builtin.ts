// The built-in analyzer: no network, no model, deterministic.
import type { Analyzer, ContactInfo, JobProfile, ResumeAnalysis } from "./types";
import { currentTitleFromFacts, locationFromText } from "./resume/candidate-headline";
import { extractContact, redactPersonalDetails } from "./resume/contact";
import { monthOf } from "./resume/dates";
import { factsFromResume } from "./resume/facts";
import { writeNarrative } from "./narrative/narrative";
import { scorePartLines } from "./narrative/score-parts";
import { parseResume, type ParsedResume } from "./resume/resume";
import { scoreFromFacts } from "./match/scoring";
import { markColumns } from "./columns";
import { formHeadingsOnOwnLines } from "./resume/job-site-form";
import { cleanText } from "./text";

const MAX_SKILLS = 25;

/** A resume read once: what every posting is scored against (the eval and a re-rank score one read many times). */
export interface ReadResume {
  text: string;
  contact: ContactInfo;
  redacted: string;
  parsed: ParsedResume;
}

export function readResume(resumeText: string, asOf: string | undefined): ReadResume {
  const text = cleanText(markColumns(formHeadingsOnOwnLines(resumeText)));
  const contact = extractContact(text);
  // Everything scored is read from the redacted copy: no name, contact, pronouns or age.
  const redacted = redactPersonalDetails(text, contact);
  return { text, contact, redacted, parsed: parseResume(redacted, asOf ? monthOf(asOf) : null) };
}

/** The facts and the score of a read resume against a posting (no narrative). */
export function scoreRead(profile: JobProfile, read: ReadResume) {
  const facts = factsFromResume(read.parsed, profile, read.redacted, read.text.split("\n"));
  return { facts, result: scoreFromFacts(profile, facts) };
}

export function analyzeResume(profile: JobProfile, resumeText: string): ResumeAnalysis {
  const read = readResume(resumeText, profile.asOf);
  const { text, contact, parsed } = read;
  const { facts, result } = scoreRead(profile, read);
  const narrative = writeNarrative(profile, facts, result);

  const wanted = new Set(profile.requirements.flatMap((r) => (r.kind === "skill" ? r.terms : [])));
  const counts = new Map<string, number>();
  for (const hit of parsed.skills) counts.set(hit.name, (counts.get(hit.name) ?? 0) + 1);
  const named = namedSkills(parsed);
  const skills = facts.skills
    .map((s) => s.name)
    // Listed: what the resume names as a skill, and what the posting asked for (quoted as evidence).
    .filter((name) => wanted.has(name) || named.has(name))
    .sort((a, b) => Number(wanted.has(b)) - Number(wanted.has(a)) || (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b))
    .slice(0, MAX_SKILLS);

  return {
    summary: narrative.summary,
    skills,
    pros: narrative.pros,
    cons: narrative.cons,
    followUpQuestions: narrative.followUpQuestions,
    contact,
    score: result.score,
    tier: result.tier,
    scoreParts: scorePartLines(result.parts),
    ...(result.unlicensed !== undefined ? { heldBy: result.unlicensed } : {}),
    requirements: result.requirements.map(({ credit: _credit, ...r }) => r),
    yearsOfExperience: facts.yearsOfExperience,
    currentTitle: currentTitleFromFacts(facts),
    location: locationFromText(text),
    engine: "builtin",
  };
}

const LIST_SEPARATORS = /[,;|•·▪●◦■\u2022]|\s[-–]\s/;
const MAX_ITEM_WORDS = 5;

/** Where the resume names a skill as a skill: in a skills section, or as a short item of a list. */
export function skillSources(parsed: ParsedResume): Array<{ name: string; text: string; line: string; listed: boolean }> {
  // A job's title and dates line ("Payroll Clerk, Desert Bloom Farms — Tucson, AZ") is no list: its parts are the
  // title, the employer and the place, and an employer's name ("… Farms") lists no skill.
  const jobHeadings = new Set(parsed.jobs.flatMap((job) => [job.line, job.titleLine]));
  return parsed.skills.map((hit) => {
    const line = parsed.lines[hit.line] ?? "";
    // An item of a list: a short segment of a line that has list separators (a lone short line is a title or a company).
    const segments = line.split(LIST_SEPARATORS);
    const item = !jobHeadings.has(hit.line) && segments.length > 1 && segments.some((segment) => segment.includes(hit.text) && segment.trim().split(/\s+/).length <= MAX_ITEM_WORDS);
    return { name: hit.name, text: hit.text, line, listed: hit.section === "skills" || item };
  });
}

function namedSkills(parsed: ParsedResume): Set<string> {
  return new Set(skillSources(parsed).filter((s) => s.listed).map((s) => s.name));
}

export const builtinAnalyzer: Analyzer = {
  engine: "builtin",
  async analyze({ job, resumeText }) {
    return analyzeResume(job, resumeText);
  },
};
