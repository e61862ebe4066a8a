// The one scoring formula, shared by the built-in analyzer and the LLM path:
// both produce checked CandidateFacts, and this turns them into a score.
//
// score = Σ over requirements of weight × credit, where the weights of a
// profile add up to 100 (job-profile.ts: role 30, core skills 25, named skills 20,
// vocabulary 15, experience 12, degree 8, certificates 5/3, then normalised; from
// six skills the posting names itself, a quarter of the core weight moves to them)
// and credit is:
//   role         1 when a title contains the posting's title; 0.8 same role family
//                or same O*NET occupation; related occupations 0.6 / 0.45 / 0.3 by
//                O*NET's relatedness tier, a related family 0.45; a headline naming
//                a role counts fully and jobs 0.6×; without one the current job
//                counts fully
//   skill        1 when found in the resume (a specific skill shows the general
//                one: Java shows programming, SQL databases); 0.5 for a tool of the same kind
//   skill group  found / minMatches, capped at 1 (an "A, B or C" group needs one)
//   free text    1 when all its words are on one resume line, 0.5 for most of them
//   vocabulary   the share of the posting's weighted words the resume uses, full at 35%
//   experience   1 when relevant years ≥ minYears, else 0.25 + 0.75 × share;
//                0.25 when only unrelated years reach minYears
//   education    1 level and field match, 0.6 level without the field,
//                0.5 one level lower in the field, 0.2 any other degree
//   certificate  1 when held
// The weights of these credits in the score are fitted (score/model.ts). One
// rule stands over them: a candidate without the licence the posting's own
// work needs by law (knowledge/licences.ts) scores no higher than C.
// Nothing here reads the name, contact details, pronouns or age: the facts
// carry none of them.
import { fittedScore, SCORE_MODEL, type ScorePart } from "../score/model";
import { tierForScore } from "../tiers";
import { matchFeatures, postingMeaning, type FeatureName, type Features } from "./features";
import { embedTitle, similarity } from "../knowledge/embeddings";
import { RANK_WORDS } from "../knowledge/occupation-title";
import type { JobProfile, Requirement, RequirementResult, RequirementStatus, Tier } from "../types";

import { broaderSkills, canonicalSkills, fieldsOfStudy, findSkills, isRelated, CERTIFICATIONS, ONET_SKILLS, sharedClass, SKILLS } from "../knowledge/lexicon";
import { occupationByCode, relatedTier, resolveOccupation, sameGroup, titlesHeldTogether } from "../knowledge/occupations";
import { vocabularyMatch } from "../knowledge/vocabulary";
import { licenceToPractise } from "../knowledge/licences";
import { CREDENTIAL_WORDS } from "../posting/certificate-asks";
import { REGIONS } from "../resume/places";
import { degreeRank } from "../posting/job-profile";
import { familiesOfTitle, familyOccupations, withoutLevel } from "../posting/job-profile";
import { quote, tokenize, type Token } from "../text";
import type { DegreeLevel } from "../resume/resume";

export interface Evidenced {
  /** A quote from the resume that shows it. */
  evidence: string;
}

export interface CandidateFacts {
  /** The resume's own title line, if any. */
  /** `occupation`: the occupation of the job whose words the headline holds, where O*NET lists the headline nowhere. */
  headline: (Evidenced & { title: string; occupation?: string }) | null;
  /** Jobs, most recent first. */
  /** `occupation`: the O*NET code read from the job's own lines, where its title names only a rank ("Staff Engineer"). */
  jobs: Array<Evidenced & { title: string; years: number | null; occupation?: string }>;
  /**
   * Lexicon names or free text; `fromTitle` when the only line that shows it is a job's title line; `weak` when
   * the resume only brushes past it (one passing word, or a course), which meets a requirement only in part.
   */
  skills: Array<Evidenced & { name: string; fromTitle?: boolean; weak?: boolean }>;
  yearsOfExperience: number | null;
  education: Array<Evidenced & { level: DegreeLevel; field: string }>;
  certifications: Array<Evidenced & { name: string }>;
  /** Word stem → uses in the (redacted) resume, for the posting's vocabulary. */
  terms?: Map<string, number>;
  /** The resume's lines, for requirements the recruiter typed in words no lexicon knows. */
  lines?: string[];
  /** Skill name → years of dated work whose lines show it (resume/facts.ts); absent when the reader does not tell. */
  yearsUsed?: Map<string, number>;
}

export interface ScoredRequirement extends RequirementResult {
  points: number;
  maxPoints: number;
  credit: number;
}

export interface ScoreResult {
  score: number;
  tier: Tier;
  requirements: ScoredRequirement[];
  /** Years in jobs of the posting's role family (related families count half). */
  relevantYears: number | null;
  /** What the score was made of (match/features.ts), the model's raw 0-1 value and each feature's points (score/model.ts). */
  features: Features;
  raw: number;
  parts: ScorePart[];
  /** The title that best matches the role, with its credit. */
  /** `earlier`: the same line of work, held before the role the candidate holds or presents now (credited 0.6×). */
  bestTitle: { title: string; credit: number; evidence: string; occupation?: string; earlier?: true } | null;
  /** The must-have licence to practise the posting's work that the candidate does not hold (scores from 60 are pressed into C). */
  missingLicence?: string;
  /** The same licence, where its absence took the candidate out of A or B. */
  unlicensed?: string;
}

function termValues(req: Requirement, prefix: string): string[] {
  return req.terms.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
}

/** Credit for a title by how O*NET relates its occupation to the posting's: same, then by relatedness tier. */
/** A title in the same occupation or role family as the posting's, under another name. */
export const SAME_LINE_OF_WORK = 0.8;
const OCCUPATION_CREDIT = { same: SAME_LINE_OF_WORK, tier1: 0.6, tier2: 0.45, tier3: 0.3, group: 0.3 } as const;

/** How well one title fits the role requirement: 1 the posting's title, 0.8 the same occupation or family, less for related ones. */
export function titleFit(title: string, role: Requirement, occupation?: string): number {
  // A rank-only title keeps what its words earn; the occupation its lines describe can add to it.
  return occupation ? Math.max(fitOfTitle(title, role), fitOfTitle(title, role, occupation)) : fitOfTitle(title, role);
}

/**
 * "Emergency Department Scribe": a title no occupation lists whose last word O*NET lists as a title of its own, after
 * the unit it serves (three words or more in capitals, as namesAWorker reads them).
 */
function postAfterItsUnit(title: string): string[] {
  const words = title.trim().split(/\s+/);
  const last = words.at(-1) ?? "";
  // A rank ("Manager", "Specialist") says how senior, not which trade: "Automotive Parts Manager" is no general manager.
  if (words.length < 3 || !words.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) || RANK_WORDS.has(last.toLowerCase()) || resolveOccupation(title) || resolveOccupation(last)?.score !== 1) return [];
  return [last];
}

/** Two fields joined before one rank: "Credit & Collections Analyst" is a credit analyst and a collections analyst. */
const JOINT_FIELDS = /^(.*?)\b([A-Za-z]{3,})\s+(?:&|and)\s+([A-Za-z]{3,})\s+(.+)$/;
function jointFields(title: string): string[] {
  const m = JOINT_FIELDS.exec(title.trim());
  if (!m || !RANK_WORDS.has(tokenize(m[4]).at(-1)?.exact ?? "")) return [];
  return [`${m[1]}${m[2]} ${m[4]}`, `${m[1]}${m[3]} ${m[4]}`];
}

/** Ranks that run others' work: one for another leaves the work the same ("Warehouse Lead", "Warehouse Manager"). */
const MANAGING = new Set(["manager", "supervisor", "director", "lead", "head", "superintendent", "foreman"]);

/**
 * "Payroll Supervisor" for a payroll manager, "Inventory Control Lead" for an inventory control specialist: the
 * same work, run by the title's holder, at another rung. The title runs it (a managing rank, no other); the posting
 * names the work with a rank whose holder owns it (a specialist, an analyst), not a helper's ("Medical Director" is
 * no medical assistant).
 */
function sameWorkOtherRung(words: string[], core: string[]): boolean {
  const ranks = (list: string[]) => list.filter((w) => RANK_WORDS.has(w) || MANAGING.has(w));
  const field = (list: string[]) => list.filter((w) => !RANK_WORDS.has(w) && !MANAGING.has(w) && w !== "of" && w !== "the");
  const wanted = field(core);
  const own = ranks(words);
  const asked = ranks(core);
  return wanted.length > 0 && asked.length > 0 && asked.every((w) => MANAGING.has(w) || OWNS_THE_WORK.has(w)) && own.length > 0 && own.every((w) => MANAGING.has(w)) && containsRun(field(words), wanted);
}

/** Ranks whose holder does the field's work on their own, as its lead does over others: not a helper or a trainee. */
const OWNS_THE_WORK = new Set(["specialist", "analyst", "coordinator", "administrator", "officer"]);

/** Whether a title runs the posting's own work at another rung (see sameWorkOtherRung). */
function runsTheWork(title: string, role: Requirement): boolean {
  const words = tokenize(title).map((t) => t.exact);
  return termValues(role, "title:").some((core) => sameWorkOtherRung(words, core.split(" ")));
}

function fitOfTitle(title: string, role: Requirement, occupation?: string): number {
  const words = tokenize(title).map((t) => t.exact);
  // A level inside the title says how senior, not what the job is: "Tax Senior Manager" is a tax manager.
  const unlevelled = withoutLevel(words);
  for (const core of termValues(role, "title:")) {
    const coreWords = core.split(" ").filter(Boolean);
    if (coreWords.length && (containsRun(words, coreWords) || containsRun(unlevelled, coreWords))) return 1;
  }
  let credit = 0;
  // "Payroll Supervisor" for a payroll manager: the same work, run at another rung of management.
  if (runsTheWork(title, role)) credit = SAME_LINE_OF_WORK;
  const code = termValues(role, "occ:")[0];
  // A family word in the title ("Computer Science Teacher") counts only if the title's own occupation agrees.
  const own = code ? (occupation ? occupationByCode(occupation) : resolveOccupation(title)) : null;
  const families = familiesOfTitle(title).filter((f) => !own || familyOccupations(f).some((c) => sameGroup(c, own.code)));
  const wanted = termValues(role, "family:");
  if (families.some((f) => wanted.includes(f))) credit = SAME_LINE_OF_WORK;
  else {
    const related = termValues(role, "related:");
    if (families.some((f) => related.includes(f) || wanted.some((w) => isRelated(w, f)))) credit = 0.45;
  }
  if (code && credit < OCCUPATION_CREDIT.same) credit = Math.max(credit, occupationFit(title, code, occupation));
  return credit;
}

/** A title close enough in meaning to the posting's to be called the same line of work (see sameRole). */
export const SAME_ROLE_SIMILARITY = 0.7;

/**
 * Whether a title is the role asked: it contains the posting's title, it resolves to the posting's O*NET
 * occupation, or it is in a closely related occupation and its meaning is close to the posting's title. A shared family alone
 * ("Automobile Transporter" for an auto body repairer) is the same field, not the same role.
 */
export function sameRole(title: string, role: Requirement, profile: JobProfile, occupation?: string): boolean {
  const fit = titleFit(title, role, occupation);
  if (fit >= 1 || runsTheWork(title, role)) return true;
  const code = termValues(role, "occ:")[0];
  const near = code ? occupationFit(title, code, occupation) : 0;
  if (near >= OCCUPATION_CREDIT.same) return true;
  if (near < OCCUPATION_CREDIT.tier1) return false;
  return similarity(postingMeaning(profile).title, embedTitle(title)) >= SAME_ROLE_SIMILARITY;
}

/** A job whose years count toward the experience asked: the role itself, or a closely related O*NET occupation (not a shared family alone). */
export function relevantJob(title: string, role: Requirement, profile: JobProfile, occupation?: string): boolean {
  if (sameRole(title, role, profile, occupation)) return true;
  const code = termValues(role, "occ:")[0];
  return Boolean(code) && occupationFit(title, code, occupation) >= OCCUPATION_CREDIT.tier1;
}

const occupationFits = new Map<string, number>();

export function occupationFit(title: string, code: string, occupation?: string): number {
  const key = `${code}\t${title}\t${occupation ?? ""}`;
  let fit = occupationFits.get(key);
  if (fit === undefined) {
    fit = Math.max(
      occupation ? Math.max(occupationFitOf(title, code), occupationFitOf(title, code, occupation)) : occupationFitOf(title, code),
      ...jointFields(title).map((t) => occupationFitOf(t, code)),
      ...postAfterItsUnit(title).map((t) => occupationFitOf(t, code)),
      // "Project Engineer & Project Manager" holds both posts: the one nearer the posting's counts.
      ...titlesHeldTogether(title).map((t) => occupationFitOf(t, code)),
    );
    if (occupationFits.size > 20_000) occupationFits.clear();
    occupationFits.set(key, fit);
  }
  return fit;
}

function occupationFitOf(title: string, code: string, occupation?: string): number {
  const job = occupationByCode(code);
  // A title O*NET lists under several occupations is read as the posting's, where it is one of them.
  const theirs = !job ? null : occupation ? occupationByCode(occupation) : resolveOccupation(title, (listed) => (listed.includes(job.index) ? job.index : listed[0]));
  if (!job || !theirs) return 0;
  if (theirs.code === job.code) return OCCUPATION_CREDIT.same;
  const tier = relatedTier(job.index, theirs.index);
  if (tier === 1) return OCCUPATION_CREDIT.tier1;
  if (tier === 2) return OCCUPATION_CREDIT.tier2;
  if (tier !== null) return OCCUPATION_CREDIT.tier3;
  return sameGroup(job.code, theirs.code) ? OCCUPATION_CREDIT.group : 0;
}

function containsRun(words: string[], run: string[]): boolean {
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}

/** A headline of a credential's letters alone ("CPA", "RN, BSN"). */
/** With its registries in brackets too ("RT(R)(CT)"). */
const CREDENTIAL_LETTERS = /^[A-Z]{2,6}(?:\s*\([A-Z]{1,4}\))*(?:[\s,/-]+[A-Z]{2,6}(?:\s*\([A-Z]{1,4}\))*)*$/;


/** Tier B or A needs a title in the role's family (headline or current job). */
export const ROLE_FOR_B = 0.72;

const STATUS_MET = 0.99;
/** What a skill the resume only brushes past (one passing word, a course) is worth: part of the requirement. */
const BRUSHED_CREDIT = 0.6;
/** Covering this share of the posting's vocabulary weight earns the whole vocabulary requirement. */
const VOCABULARY_FULL_SHARE = 0.35;

const FREE_TEXT_STOP = new Set(["a", "an", "the", "of", "in", "on", "and", "or", "with", "to", "for", "valid", "current", "strong", "good", "excellent", "ability", "able", "experience", "knowledge"]);

/**
 * A requirement no lexicon knows ("Valid California driver's license"): most of its words on one resume line. A
 * choice is met by any of its sides ("CRCST or CIS certification"), and examples in brackets by any of them ("TMS
 * experience (McLeod or similar)").
 */
function freeTextCredit(phrase: string, lines: string[], credential = false, label = phrase): { credit: number; evidence: string | null } {
  let best = phraseCredit(phrase, lines, credential);
  for (const side of choicesOf(label)) {
    if (best.credit >= 1) break;
    const found = phraseCredit(side, lines, credential);
    if (found.credit > best.credit) best = found;
  }
  return best;
}

/** The sides of a choice and the examples in its brackets: "TMS (McLeod or similar)" → McLeod; "CRCST or CIS certification" → CRCST, CIS certification. */
function choicesOf(phrase: string): string[] {
  const choices: string[] = [];
  const examples = /\(\s*(?:e\.g\.,?|such as|like|ex\.?)?\s*([^()]*?)\s*\)/i.exec(phrase);
  if (examples) choices.push(...examples[1]!.replace(/,?\s*(?:or|and)\s+(?:similar|equivalent|other|comparable)\b.*$|,?\s*etc\.?$/i, "").split(/\s*,\s*|\s+or\s+|\s*\/\s*/));
  const outside = phrase.replace(/\([^()]*\)/g, " ").trim();
  if (/\s+or\s+/i.test(outside)) choices.push(...outside.split(/\s+or\s+|\s*,\s*/i));
  return choices.map((c) => c.trim()).filter((c) => /[A-Za-z]{2}/.test(c) && !/^(?:similar|equivalent|other|comparable)$/i.test(c));
}

function phraseCredit(phrase: string, lines: string[], credential: boolean): { credit: number; evidence: string | null } {
  // A credential's name is what shows it ("Notary Public" for "Notary Public commission"), not the word "license".
  const wanted = [...new Set(tokenize(phrase).filter((t) => !FREE_TEXT_STOP.has(t.exact) && !(credential && CREDENTIAL_WORDS.has(t.raw.toLowerCase()))).map((t) => t.stem))];
  if (wanted.length === 0) return { credit: 0, evidence: null };
  let best: { share: number; line: string; named?: number } = { share: 0, line: "" };
  for (const line of lines) {
    const tokens = tokenize(line);
    // A credential named in one word ("Paralegal certificate") is shown by a line that names a credential, not by
    // the job title "Litigation Paralegal".
    if (credential && wanted.length === 1 && !tokens.some((t) => CREDENTIAL_WORDS.has(t.raw.toLowerCase()))) continue;
    const stems = new Set(tokens.map((t) => t.stem));
    // "State school counselor certification": a state's own name on the line ("North Carolina … License") is one.
    if (credential && wanted.includes("state") && [...REGIONS].some((region) => region.length > 3 && line.includes(region))) stems.add("state");
    const share = wanted.filter((w) => stems.has(w)).length / wanted.length;
    // Of lines that name as much of it, a credential's own line ("… School Counselor License") before a job title.
    const named = credential && tokens.some((t) => CREDENTIAL_WORDS.has(t.raw.toLowerCase())) ? 0.001 : 0;
    if (share + named > best.share + (best.named ?? 0)) best = { share, line, named };
  }
  const credit = best.share >= 0.99 ? 1 : best.share >= 0.6 ? 0.5 : 0;
  return { credit, evidence: credit > 0 ? quote(best.line, undefined) : null };
}
function statusOf(credit: number): RequirementStatus {
  return credit >= STATUS_MET ? "met" : credit > 0 ? "partial" : "not_met";
}

/** A skill's name made of two ("Sales Targets and Forecasting", "Writing/Editing"). */
const JOINED_NAME = /\s(?:and|&)\s|\//i;

export function scoreFromFacts(profile: JobProfile, facts: CandidateFacts): ScoreResult {
  const have = new Map<string, string>();
  const weak = new Set<string>();
  // A skill's own line first; then what its name implies ("Django" implies Python); then the general skill a
  // specific one shows ("Java" shows programming). A job title line ("Software Engineer Feb. 2021 – …") is
  // evidence only where no line of work shows the skill. A claimed skill is taken before one only brushed past.
  for (const fromTitle of [false, true]) {
    for (const brushed of [false, true]) {
      const skills = facts.skills.filter((skill) => Boolean(skill.fromTitle) === fromTitle && Boolean(skill.weak) === brushed);
      const add = (name: string, evidence: string) => {
        if (have.has(name)) return;
        have.set(name, evidence);
        if (brushed) weak.add(name);
      };
      for (const skill of skills) add(skill.name, skill.evidence);
      // A name that joins two skills ("Sales Targets and Forecasting") implies neither: what showed it
      // ("surpassing sales goals") may show only one of them.
      for (const skill of skills) if (!JOINED_NAME.test(skill.name)) for (const name of canonicalSkills(skill.name)) add(name, skill.evidence);
      for (const [name, evidence] of [...have]) for (const general of broaderSkills(name)) if (!have.has(general)) {
        have.set(general, evidence);
        if (weak.has(name)) weak.add(general);
      }
    }
  }
  // Years of work that used a skill count for what it implies and the general skill it shows, like `have`.
  let used: Map<string, number> | null = null;
  if (facts.yearsUsed) {
    used = new Map();
    for (const [name, years] of facts.yearsUsed) {
      for (const n of [name, ...(JOINED_NAME.test(name) ? [] : canonicalSkills(name))]) for (const m of [n, ...broaderSkills(n)]) used.set(m, Math.max(used.get(m) ?? 0, years));
    }
  }
  const role = profile.requirements.find((r) => r.kind === "role");

  let bestTitle: ScoreResult["bestTitle"] = null;
  let relevantYears: number | null = null;
  let relatedYears = 0;
  /** Years in roles of the same line of work (the role's family), for experience asked as "Experience in sales roles". */
  let lineYears = 0;
  if (role) {
    // A headline that names a role is how the candidate presents themselves:
    // it counts fully and other jobs only 0.6×. Without one, the current job
    // stands in for it.
    // A credential's letters left from the name's line ("CPA", "RN") say what the candidate holds, not how they present
    // themselves: the current job still counts in full.
    const presented = facts.headline !== null && !CREDENTIAL_LETTERS.test(facts.headline.title.trim()) && (familiesOfTitle(facts.headline.title).length > 0 || titleFit(facts.headline.title, role) > 0);
    // The current job is the latest one with a title (a dated project line has none).
    const current = facts.jobs.findIndex((job) => job.title.trim() !== "");
    // Letters alone are the thinner quote: a job naming the same role is shown before them.
    const lettersAlone = facts.headline !== null && CREDENTIAL_LETTERS.test(facts.headline.title.trim());
    const headline: Array<{ title: string; evidence: string; factor: number; occupation?: string }> = facts.headline ? [{ ...facts.headline, factor: 1 }] : [];
    const candidates: Array<{ title: string; evidence: string; factor: number; occupation?: string }> = [
      ...(lettersAlone ? [] : headline),
      ...facts.jobs.map((job, i) => ({ title: job.title, occupation: job.occupation, evidence: job.evidence, factor: i === current && !presented ? 1 : 0.6 })),
      ...(lettersAlone ? headline : []),
    ];
    for (const c of candidates) {
      const occupation = c.occupation;
      const fit = titleFit(c.title, role, occupation);
      const credit = fit * c.factor;
      const earlier = c.factor < 1 && fit >= SAME_LINE_OF_WORK;
      if (credit > (bestTitle?.credit ?? 0)) bestTitle = { title: c.title, credit, evidence: c.evidence, ...(occupation ? { occupation } : {}), ...(earlier ? { earlier } : {}) };
    }
    // Years in the same line of work count; years in a related one only toward "partly".
    let years = 0;
    let near = 0;
    let line = 0;
    let dated = false;
    for (const job of facts.jobs) {
      if (job.years === null) continue;
      dated = true;
      if (relevantJob(job.title, role, profile, job.occupation)) years += job.years;
      else if (titleFit(job.title, role, job.occupation) > 0) near += job.years;
      if (titleFit(job.title, role, job.occupation) >= SAME_LINE_OF_WORK || relevantJob(job.title, role, profile, job.occupation)) line += job.years;
    }
    if (!dated && facts.headline && relevantJob(facts.headline.title, role, profile)) years = facts.yearsOfExperience ?? 0;
    const total = facts.yearsOfExperience ?? years + near;
    relevantYears = Math.round(Math.min(years, total) * 10) / 10;
    relatedYears = Math.round(Math.min(near, Math.max(0, total - relevantYears)) * 10) / 10;
    lineYears = Math.round(Math.min(Math.max(line, years), total) * 10) / 10;
  }

  const requirements: ScoredRequirement[] = profile.requirements.map((req) => {
    let credit = 0;
    let evidence: string | null = null;
    switch (req.kind) {
      case "role": {
        credit = bestTitle?.credit ?? 0;
        evidence = credit > 0 && bestTitle ? bestTitle.evidence : null;
        break;
      }
      case "skill":
      case "domain": {
        // Free text is a requirement no lexicon knows; a skill it knows ("Driving", whose own name is also a
        // verb) is met only by what shows it, never by its word on any line ("driving maintenance programs").
        const known = Boolean(SKILLS[req.terms[0]]) || ONET_SKILLS.has(req.terms[0]);
        if (req.terms.length === 1 && !known && !canonicalSkills(req.terms[0]).length && !have.has(req.terms[0]) && facts.lines) {
          ({ credit, evidence } = freeTextCredit(req.terms[0], facts.lines, false, req.label));
          break;
        }
        const found = req.terms.filter((t) => have.has(t));
        const needed = req.terms.length > 1 ? (req.minMatches ?? req.terms.length) : 1;
        const parts = found.slice(0, 4).map((t) => `${t}: “${have.get(t)}”`);
        // A skill the resume only brushes past counts in part.
        let got = found.reduce((sum, t) => sum + (weak.has(t) ? BRUSHED_CREDIT : 1), 0);
        // A tool of the same kind earns half: PyTorch where TensorFlow is asked.
        if (got < needed) {
          for (const t of req.terms.filter((x) => !have.has(x))) {
            const alike = [...have.keys()].find((h) => !req.terms.includes(h) && sharedClass(h, t));
            if (!alike) continue;
            got += 0.5;
            parts.push(`${alike} for ${t} (same kind of tool: ${sharedClass(alike, t)?.toLowerCase()}): “${have.get(alike)}”`);
            if (got >= needed) break;
          }
        }
        credit = Math.min(1, got / needed);
        evidence = parts.length ? (req.terms.length === 1 && found.length ? (have.get(found[0]) ?? null) : parts.slice(0, 4).join(" · ")) : null;
        break;
      }
      case "vocabulary": {
        const { share, shared } = vocabularyMatch(req.vocabulary ?? [], facts.terms ?? new Map());
        credit = Math.min(1, share / VOCABULARY_FULL_SHARE);
        evidence = shared.length ? `shares the posting's terms: ${shared.slice(0, 8).map((t) => t.word).join(", ")}${shared.length > 8 ? ", …" : ""}` : null;
        break;
      }
      case "experience": {
        // Met by years in the same line of work; years in related work, or in any work, are partly.
        const min = req.minYears ?? 0;
        // "Experience in sales roles" (no years stated) is met by years in any sales role, a "Sales Associate" too.
        const total = facts.yearsOfExperience ?? 0;
        // Years in the work the posting names ("1+ year of customer service experience"): the jobs that did it count.
        const named = Math.min(total, Math.max(0, ...termValues(req, "years-in:").map((skill) => used?.get(skill) ?? 0)));
        const relevant = Math.max(req.yearsStated === false ? Math.max(relevantYears ?? 0, lineYears) : (relevantYears ?? 0), named);
        if (min <= 0 || relevant >= min) credit = relevant > 0 || min <= 0 ? 1 : 0;
        else if (relevant + relatedYears > 0) credit = Math.min(0.9, 0.25 + 0.65 * ((relevant + relatedYears / 2) / min));
        else if (total >= min) credit = 0.25;
        const best = facts.jobs.find((j) => role && relevantJob(j.title, role, profile, j.occupation)) ?? facts.jobs.find((j) => role && titleFit(j.title, role, j.occupation) > 0) ?? facts.jobs[0];
        evidence = credit > 0 && best ? best.evidence : null;
        break;
      }
      case "education": {
        const level = degreeRank(termValues(req, "level:")[0] ?? "bachelor");
        const fields = termValues(req, "field:");
        for (const degree of facts.education) {
          const rank = degreeRank(degree.level);
          const degreeFields = new Set(fieldsOfStudy(degree.field).map((m) => m.value));
          const inField = fields.length === 0 || fields.some((f) => degreeFields.has(f));
          const c = rank >= level ? (inField ? 1 : 0.6) : rank === level - 1 && inField && fields.length > 0 ? 0.5 : 0.2;
          if (c > credit) {
            credit = c;
            evidence = degree.evidence;
          }
        }
        break;
      }
      case "certification": {
        // A higher credential shows the one asked for (ACLS shows CPR, a registered nurse's license a CNA's).
        // One no lexicon knows ("Series 7 and 63 licenses"): the words of its name on one line of the resume.
        if (!CERTIFICATIONS.has(req.terms[0])) {
          ({ credit, evidence } = facts.lines ? freeTextCredit(req.terms[0], facts.lines, true, req.label) : { credit: 0, evidence: null });
          break;
        }
        // A choice of certificates ("CySA+ or GCIH") is met by any of them.
        const shows = (name: string, term: string) => name === term || canonicalSkills(name).includes(term) || broaderSkills(name).includes(term);
        const held = facts.certifications.find((c) => req.terms.some((term) => shows(c.name, term)));
        // Work that needs a licence to practise shows it in part: a staff nurse is a nurse, but the licence is not
        // written (so it is no gap that holds the tier, and the recruiter asks about it).
        const practised = held ? undefined : titlesOf(facts).find((t) => req.terms.some((term) => licenceToPractise(term, t.occupation ?? resolveOccupation(t.title)?.code)));
        credit = held ? 1 : practised ? 0.5 : 0;
        evidence = held?.evidence ?? practised?.evidence ?? null;
        break;
      }
    }
    const points = Math.round(req.weight * credit * 100) / 100;
    return {
      requirementId: req.id,
      label: req.label,
      kind: req.kind,
      key: req.key,
      // The role is met by the candidate's own current title (or headline) being that role (sameRole).
      status: req.kind === "role" ? (credit >= SAME_LINE_OF_WORK && bestTitle && sameRole(bestTitle.title, req, profile, bestTitle.occupation) ? "met" : statusOf(Math.min(credit, 0.9))) : statusOf(credit),
      evidence,
      points,
      maxPoints: req.weight,
      credit: Math.round(credit * 1000) / 1000,
    };
  });

  const features = matchFeatures({
    profile,
    headline: facts.headline?.title ?? null,
    jobTitles: facts.jobs.map((job) => job.title).filter((title) => title.trim() !== ""),
    text: (facts.lines ?? []).join("\n"),
    requirements: requirements.map((r, i) => {
      const req = profile.requirements[i];
      const yearsUsed = used && req.inTitle ? Math.max(0, ...req.terms.map((t) => used.get(t) ?? 0)) : undefined;
      return { id: r.requirementId, kind: r.kind, key: r.key, credit: r.credit, weight: r.maxPoints, inTitle: req.inTitle, yearsUsed };
    }),
  });
  const fitted = fittedScore(features);
  // A must-have licence to practise the posting's own work, not held, keeps the candidate out of A and B.
  const unlicensed = profile.requirements.find((req, i) => req.kind === "certification" && req.key && requirements[i].credit === 0 && req.terms.some((term) => licenceToPractise(term, profile.occupation?.code)));
  const score = unlicensed ? withoutLicence(fitted.score) : fitted.score;
  const tier = unlicensed ? tierForScore(Math.floor(score)) : fitted.tier;
  return {
    score,
    tier,
    raw: fitted.raw,
    requirements: withPoints(requirements, fitted.parts, profile.requirements),
    relevantYears,
    bestTitle,
    features,
    parts: fitted.parts,
    ...(unlicensed ? { missingLicence: unlicensed.label } : {}),
    // Named where the rule took the candidate out of A or B: the summary says why.
    ...(unlicensed && tier !== fitted.tier ? { unlicensed: unlicensed.label } : {}),
  };
}

/** Scores from 60 up, pressed into 60-69.49 in the same order: C at most, a stronger C still above a weaker one. */
export function withoutLicence(score: number): number {
  return score <= 60 ? score : 60 + ((score - 60) * 9.49) / 40;
}

/** The candidate's headline and job titles, with the evidence line of each. */
function titlesOf(facts: CandidateFacts): Array<Evidenced & { title: string; occupation?: string }> {
  return [...(facts.headline ? [facts.headline] : []), ...facts.jobs];
}

/** The requirements each feature reads, so that its points are shared among them. */
type Read = Pick<ScoredRequirement, "requirementId" | "kind" | "key"> & Pick<Requirement, "inTitle">;
const FEATURE_REQUIREMENTS: Partial<Record<FeatureName, (r: Read) => boolean>> = {
  titleHeadline: (r) => r.kind === "role",
  titleCurrent: (r) => r.kind === "role",
  titleBest: (r) => r.kind === "role",
  role: (r) => r.kind === "role",
  coreSkills: (r) => r.requirementId === "core-skills",
  mustSkills: (r) => (r.kind === "skill" || r.kind === "domain") && r.key && r.requirementId !== "core-skills",
  niceSkills: (r) => (r.kind === "skill" || r.kind === "domain") && !r.key,
  titleSkills: (r) => (r.kind === "skill" || r.kind === "domain") && r.inTitle === true,
  titleSkillYears: (r) => (r.kind === "skill" || r.kind === "domain") && r.inTitle === true,
  vocabulary: (r) => r.kind === "vocabulary",
  experience: (r) => r.kind === "experience",
  education: (r) => r.kind === "education",
  certification: (r) => r.kind === "certification",
};

/**
 * What each requirement can move in the fitted score, 0-100: the model's weight of each feature that reads it,
 * shared among the requirements that feature reads by their weight in the posting, as `withPoints` shares
 * a candidate's points. A requirement no weighted feature reads (the fit gave it none) gets 0.
 */
export function modelShares(requirements: Requirement[]): Map<string, number> {
  const shares = new Map(requirements.map((r) => [r.id, 0]));
  const asScored = requirements.map((r) => ({ r, scored: { requirementId: r.id, kind: r.kind, key: r.key, inTitle: r.inTitle } }));
  const total = Object.values(SCORE_MODEL.weights).reduce((a, b) => a + Math.max(0, b), 0);
  for (const [feature, reads] of Object.entries(FEATURE_REQUIREMENTS) as Array<[FeatureName, (r: Read) => boolean]>) {
    const w = SCORE_MODEL.weights[feature] ?? 0;
    if (w <= 0 || total <= 0) continue;
    const chosen = asScored.filter((x) => reads(x.scored));
    const weight = chosen.reduce((sum, x) => sum + x.r.weight, 0);
    for (const x of chosen) shares.set(x.r.id, shares.get(x.r.id)! + (100 * w * (weight > 0 ? x.r.weight / weight : 1 / chosen.length)) / total);
  }
  return shares;
}

/**
 * Each requirement's points: its share of the score parts of the features that read it, by its weight in the
 * posting and its credit. What the posting's words and the resume's work share as a whole (titleText,
 * textText) belongs to no one requirement, so the requirements' points add up to a little less than the score.
 */
function withPoints(requirements: ScoredRequirement[], parts: ScorePart[], asked: Requirement[]): ScoredRequirement[] {
  const named = new Set(asked.filter((r) => r.inTitle).map((r) => r.id));
  const points = new Map<string, { points: number; maxPoints: number }>(requirements.map((r) => [r.requirementId, { points: 0, maxPoints: 0 }]));
  for (const part of parts) {
    const reads = FEATURE_REQUIREMENTS[part.feature];
    if (!reads) continue;
    const chosen = requirements.filter((r) => reads({ ...r, inTitle: named.has(r.requirementId) }));
    const weight = chosen.reduce((sum, r) => sum + r.maxPoints, 0);
    const earned = chosen.reduce((sum, r) => sum + r.maxPoints * r.credit, 0);
    for (const r of chosen) {
      const entry = points.get(r.requirementId)!;
      entry.points += earned > 0 ? (part.points * r.maxPoints * r.credit) / earned : 0;
      entry.maxPoints += weight > 0 ? (part.maxPoints * r.maxPoints) / weight : 0;
    }
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  // The parts are rounded to tenths for the page; a requirement never shows more points than it can give.
  return requirements.map((r) => {
    const { points: got, maxPoints: max } = points.get(r.requirementId)!;
    return { ...r, points: Math.min(round(got), round(max)), maxPoints: round(max) };
  });
}

/**
 * Where the resume text shows a skill (a lexicon name or free text): a quote of
 * the line, or null. The LLM path checks every skill it claims with this.
 */
export function verifySkillInText(skill: string, text: string): string | null {
  const names = canonicalSkills(skill);
  const wanted = tokenize(skill);
  for (const line of text.split("\n")) {
    const tokens = tokenize(line);
    if (names.length && findSkills(tokens).some((m) => names.includes(m.value))) return quote(line, skill);
    if (wanted.length && containsStems(tokens, wanted)) return quote(line, skill);
  }
  return null;
}

function containsStems(tokens: Token[], wanted: Token[]): boolean {
  outer: for (let i = 0; i + wanted.length <= tokens.length; i++) {
    for (let j = 0; j < wanted.length; j++) if (tokens[i + j].stem !== wanted[j].stem) continue outer;
    return true;
  }
  return false;
}
