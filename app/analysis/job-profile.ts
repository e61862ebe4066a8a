// Turns what the recruiter typed (a title, maybe a long posting, maybe key and
// optional requirements) into weighted requirements the analyzer can check.
import type { JobInput, JobProfile, Requirement } from "./types";
import { FAMILIES, FAMILY_BY_ID, GENERIC_SKILLS, CERTIFICATIONS, fieldIndex, skillIndex, titleIndex, type RoleFamily } from "./lexicon";
import { splitPosting } from "./posting";
import { cleanText, exactForm, parseCount, tokenize } from "./text";
import { DEGREE_RANK, type DegreeLevel } from "./resume";

/**
 * Requirement weights before normalisation to 100 points (see scoring.ts):
 * the role is what a recruiter screens on first, the role's core skills next,
 * then the skills this posting names, experience, degree and certificates.
 */
export const WEIGHTS = {
  role: 30,
  coreSkills: 25,
  namedSkills: 20,
  experience: 12,
  education: 8,
  certificationKey: 5,
  certificationNice: 3,
} as const;

const MAX_NAMED_SKILLS = 10;
const LEVEL_WORDS = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "staff", "chief", "head", "i", "ii", "iii", "iv", "v", "entry", "level", "trainee", "intern", "apprentice", "assistant", "associate"]);

export interface BuildOptions {
  /** "YYYY-MM": the month an open date range ("to Current") ends at; defaults to this month. */
  asOf?: string;
}

/** The title without level words or qualifiers: "Senior Accountant II (Remote)" → "accountant". */
export function coreTitle(title: string): string {
  const main = title.replace(/\(.*?\)/g, " ").split(/\s[-–|]\s|,/)[0];
  const words = tokenize(main).map((t) => t.exact).filter((w) => !LEVEL_WORDS.has(w));
  return words.join(" ");
}

/** Role families named by a job title, most specific phrase first. */
export function familiesOfTitle(title: string): string[] {
  const hits = titleIndex.findAll(tokenize(title));
  const best = new Map<string, number>();
  for (const hit of hits) best.set(hit.value.family, Math.max(best.get(hit.value.family) ?? 0, hit.value.words));
  return [...best.entries()].sort((a, b) => b[1] - a[1] || familyOrder(a[0]) - familyOrder(b[0])).map(([id]) => id);
}

function familyOrder(id: string): number {
  return FAMILIES.findIndex((f) => f.id === id);
}

interface SkillTally {
  name: string;
  importance: number;
  key: boolean;
  first: number;
}

function tallySkills(text: string, importance: number, key: boolean, tally: Map<string, SkillTally>, order: { n: number }) {
  for (const match of skillIndex.findAll(tokenize(text))) {
    const entry = tally.get(match.value) ?? { name: match.value, importance: 0, key: false, first: order.n++ };
    entry.importance += importance;
    entry.key ||= key;
    tally.set(match.value, entry);
  }
}

/** Families whose skills the posting talks about most; used when the title names none. */
function inferFamilies(tally: Map<string, SkillTally>): string[] {
  const scored = FAMILIES.map((family) => ({
    id: family.id,
    score: family.skills.reduce((sum, skill) => sum + (tally.has(skill) && !GENERIC_SKILLS.has(skill) ? 1 : 0), 0),
  }))
    .filter((f) => f.score >= 3)
    .sort((a, b) => b.score - a.score || familyOrder(a.id) - familyOrder(b.id));
  return scored.slice(0, 1).map((f) => f.id);
}

const YEARS = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen)\s*(?:\(\d+\)\s*)?(?:\+|or more)?\s*(?:full[- ]time\s+)?years?\b/gi;

function minYears(text: string): number | undefined {
  let best: number | undefined;
  for (const sentence of text.split(/(?<=[.;])\s+|\n/)) {
    if (!/experience/i.test(sentence)) continue;
    for (const match of sentence.matchAll(YEARS)) {
      const n = parseCount(match[1]);
      if (n !== null && n > 0 && n <= 15 && (best === undefined || n < best)) best = n;
    }
  }
  return best;
}

const DEGREE_MENTIONS: Array<[RegExp, DegreeLevel]> = [
  [/\b(?:ph\.?d|doctorate|doctoral)\b/i, "doctorate"],
  [/\b(?:master'?s?|mba)\b/i, "master"],
  [/\b(?:bachelor'?s?|four-year (?:college|university|degree)|college degree|university degree|undergraduate degree|b\.?s\.?|b\.?a\.?)\b/i, "bachelor"],
  [/\b(?:associate'?s? degree|two-year (?:college|course|degree))\b/i, "associate"],
  [/\b(?:high school|ged)\b/i, "high_school"],
];

function degreeRequirement(text: string): { level: DegreeLevel; fields: string[]; subjects: string[] } | null {
  for (const sentence of text.split(/(?<=[.;])\s+|\n/)) {
    for (const [pattern, level] of DEGREE_MENTIONS) {
      if (!pattern.test(sentence)) continue;
      const tokens = tokenize(sentence);
      const matches = fieldIndex.findAll(tokens);
      const fields = [...new Set(matches.map((m) => m.value))].sort();
      const subjects = [...new Set(matches.map((m) => tokens.slice(m.start, m.end).map((t) => t.raw.toLowerCase()).join(" ")))];
      return { level, fields, subjects };
    }
  }
  return null;
}

function splitItems(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\n|;|•|·|\u2022|(?:^|\s)[-*]\s/)
    .map((s) => s.replace(/^\s*(?:\d+[.)]|[a-z][.)])\s*/, "").trim())
    .filter((s) => s.length > 1);
}

/** A short free-text requirement the lexicon does not know, e.g. "Kubernetes". */
function freeTextSkill(item: string): string | null {
  const stripped = item
    .replace(/^(?:strong |solid |proven |hands-on |working )?(?:experience (?:with|in|using)|knowledge of|proficiency (?:in|with)|proficient (?:in|with)|familiarity with|expertise in|skilled in|ability to use)\s+/i, "")
    .replace(/\b\d+\+?\s*years?( of)?( experience)?( (with|in))?/i, "")
    .replace(/[.:]+$/, "")
    .trim();
  const words = stripped.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 4 && /[a-z]/i.test(stripped) ? stripped : null;
}

function makeId(kind: string, label: string): string {
  return `${kind}:${exactForm(label.toLowerCase()).replace(/[^a-z0-9+#]+/g, "-").replace(/^-|-$/g, "")}`;
}

export function buildJobProfile(job: JobInput, options: BuildOptions = {}): JobProfile {
  const title = cleanText(job.name).split("\n")[0].trim();
  const posting = splitPosting(job.description ?? "");
  const keyText = cleanText(job.keyRequirements ?? "");
  const optionalText = cleanText(job.optionalRequirements ?? "");

  const tally = new Map<string, SkillTally>();
  const order = { n: 0 };
  tallySkills(keyText, 10, true, tally, order);
  tallySkills(posting.requirements, 3, true, tally, order);
  // Duties describe the work; only a posting without a qualifications section makes them must-haves.
  tallySkills(posting.duties, 2, !posting.requirements.trim() && !keyText.trim(), tally, order);
  tallySkills(optionalText, 4, false, tally, order);
  tallySkills(posting.preferred, 1, false, tally, order);
  tallySkills(posting.knowledge, 1, false, tally, order);

  let families = familiesOfTitle(title);
  if (families.length === 0) families = inferFamilies(tally);
  const primary: RoleFamily | undefined = FAMILY_BY_ID.get(families[0] ?? "");
  const related = [...new Set(families.flatMap((id) => FAMILY_BY_ID.get(id)?.related ?? []))].filter((id) => !families.includes(id)).sort();

  const requirements: Requirement[] = [];
  const core = coreTitle(title);
  requirements.push({
    id: "role",
    kind: "role",
    label: `Works as ${title}${primary ? ` or in ${primary.label.toLowerCase()}` : ""}`,
    key: true,
    weight: WEIGHTS.role,
    terms: [`title:${core}`, ...families.map((f) => `family:${f}`), ...related.map((f) => `related:${f}`)],
  });

  if (primary) {
    const minMatches = Math.min(6, Math.max(2, Math.round(primary.skills.length * 0.35)));
    requirements.push({
      id: "core-skills",
      kind: "skill",
      label: `Core ${primary.label.toLowerCase()} skills`,
      key: true,
      weight: WEIGHTS.coreSkills,
      terms: [...primary.skills],
      minMatches,
    });
  }

  const named = [...tally.values()]
    .filter((s) => !CERTIFICATIONS.has(s.name) && (!GENERIC_SKILLS.has(s.name) || s.importance >= 10))
    .sort((a, b) => Number(b.key) - Number(a.key) || b.importance - a.importance || a.first - b.first)
    .slice(0, MAX_NAMED_SKILLS);
  const freeText = splitItems(job.keyRequirements)
    .concat(splitItems(job.optionalRequirements).map((s) => `\u0000${s}`))
    .flatMap((item) => {
      const optional = item.startsWith("\u0000");
      const text = item.replace("\u0000", "");
      if (skillIndex.findAll(tokenize(text)).length || minYears(text) !== undefined || degreeRequirement(text)) return [];
      const phrase = freeTextSkill(text);
      return phrase ? [{ phrase, key: !optional }] : [];
    });
  const namedUnits = named.reduce((sum, s) => sum + (s.key ? 1 : 0.5), 0) + freeText.reduce((sum, s) => sum + (s.key ? 1 : 0.5), 0);
  for (const skill of named) {
    requirements.push({
      id: makeId("skill", skill.name),
      kind: "skill",
      label: skill.name,
      key: skill.key,
      weight: (WEIGHTS.namedSkills * (skill.key ? 1 : 0.5)) / namedUnits,
      terms: [skill.name],
    });
  }
  for (const item of freeText) {
    requirements.push({
      id: makeId("skill", item.phrase),
      kind: "skill",
      label: item.phrase,
      key: item.key,
      weight: (WEIGHTS.namedSkills * (item.key ? 1 : 0.5)) / namedUnits,
      terms: [item.phrase],
    });
  }

  const mustText = [keyText, posting.requirements].join("\n");
  const years = minYears(mustText) ?? minYears(posting.duties);
  const niceYears = years === undefined ? minYears([optionalText, posting.preferred].join("\n")) : undefined;
  requirements.push({
    id: "experience",
    kind: "experience",
    label: years !== undefined || niceYears !== undefined ? `${years ?? niceYears}+ years of relevant experience` : `Experience in ${primary ? primary.label.toLowerCase() : title} roles`,
    key: years !== undefined,
    weight: WEIGHTS.experience,
    terms: families.map((f) => `family:${f}`).concat(related.map((f) => `related:${f}`)),
    minYears: years ?? niceYears ?? 2,
  });

  const degree = degreeRequirement(mustText) ?? degreeRequirement([optionalText, posting.preferred].join("\n"));
  if (degree) {
    const key = degreeRequirement(mustText) !== null;
    const fieldLabels = degree.subjects.filter((subject, _, all) => !all.some((other) => other !== subject && other.includes(subject)));
    requirements.push({
      id: "education",
      kind: "education",
      label: `${LEVEL_LABEL[degree.level]}${fieldLabels.length ? ` in ${fieldLabels.slice(0, 3).join(", ")} or related` : ""}`,
      key,
      weight: WEIGHTS.education,
      terms: [`level:${degree.level}`, ...degree.fields.map((f) => `field:${f}`)],
    });
  }

  for (const cert of [...tally.values()].filter((s) => CERTIFICATIONS.has(s.name))) {
    requirements.push({
      id: makeId("cert", cert.name),
      kind: "certification",
      label: cert.name,
      key: cert.key,
      weight: cert.key ? WEIGHTS.certificationKey : WEIGHTS.certificationNice,
      terms: [cert.name],
    });
  }

  const total = requirements.reduce((sum, r) => sum + r.weight, 0);
  for (const r of requirements) r.weight = Math.round((r.weight * 10000) / total) / 100;

  const keySkills = [...new Set([...named.filter((s) => s.key && !GENERIC_SKILLS.has(s.name)).map((s) => s.name), ...freeText.filter((s) => s.key).map((s) => s.phrase), ...(primary?.skills ?? []).filter((s) => !GENERIC_SKILLS.has(s))])].slice(0, 8);

  return { title, requirements, keySkills, asOf: options.asOf ?? new Date().toISOString().slice(0, 7) };
}

export const LEVEL_LABEL: Record<DegreeLevel, string> = {
  high_school: "High school diploma",
  associate: "Associate degree",
  bachelor: "Bachelor's degree",
  master: "Master's degree",
  doctorate: "Doctorate",
};

export function degreeRank(level: string): number {
  return DEGREE_RANK[level as DegreeLevel] ?? 0;
}
