// The requirements the screen will use, as the recruiter reviews them: read from
// the posting, then edited, removed, added, reordered and switched between
// must-have and nice-to-have. `reviewList` shows a profile in plain words;
// `applyReview` turns the reviewed list back into the profile the analysis uses.
// Pure: no I/O. The only seams into the rest of the analyzer are
// `buildJobProfile` (a new or re-worded item is read the way a typed Key
// Requirements line is) and `skillAsksOfLine` (where a skill came from).
import { buildJobProfile } from "./job-profile";
import { modelShares } from "../match/scoring";
import { skillAsksOfLine } from "./posting-skills";
import type { JobInput, JobProfile, Requirement, RequirementKind } from "../types";
import { timeAsked } from "../text";

/** One requirement as the recruiter saved it: what the analysis uses, in this order. */
export interface SavedRequirement {
  /** The derived requirement's id, or `added:…` for one the recruiter wrote. */
  id: string;
  label: string;
  /** Must-have (true) or nice-to-have (false). */
  key: boolean;
  /** Written by the recruiter, not read from the posting. */
  added?: boolean;
  /** Read from the posting, then re-worded by the recruiter. */
  edited?: boolean;
}

/** The reviewed list, kept on the tournament. `removed` are derived ids the recruiter took out, so a later posting edit does not bring them back. */
export interface SavedReview {
  /** Fingerprint of the posting the list was reviewed against. */
  basis: string;
  items: SavedRequirement[];
  removed: string[];
}

export type ItemKind = RequirementKind | "condition";

/** Where an item came from, for the words shown beside it. */
export type ItemOrigin = "title" | "posting" | "key-requirements" | "nice-to-have" | "whole-posting" | "role" | "recruiter";

export interface ReviewItem extends SavedRequirement {
  kind: ItemKind;
  /** The posting's (or the recruiter's) words it came from, or null when it is read from the whole posting or the role. */
  source: string | null;
  origin: ItemOrigin;
  /** Its weight in plain words (WEIGHT_WORDS), or that it is asked rather than scored. */
  weight: string;
  /** What a resume must show, in plain words, when that says more than the label. */
  looksFor: string | null;
  /** Whether the wording can be changed: the role, the role's core skills and the posting's terms are read, not typed. */
  editable: boolean;
}

/**
 * Plain words for a weight, by its share of the heaviest requirement's weight.
 * Kept here so the mapping can change when the score's weights are fitted.
 */
export const WEIGHT_WORDS: Array<[minShare: number, words: string]> = [
  [0.75, "counts most"],
  [0.35, "counts a lot"],
  [0.12, "counts some"],
  [0, "counts a little"],
];
export const CONDITION_WEIGHT = "asked, not scored";
/** A requirement the fitted score gives no weight (its verdict is still shown on each candidate). */
export const NOT_SCORED = "checked, not scored";

export function weightWords(weight: number, heaviest: number): string {
  if (weight <= 0) return NOT_SCORED;
  const share = heaviest > 0 ? weight / heaviest : 0;
  return WEIGHT_WORDS.find(([min]) => share >= min)![1];
}

/** A requirement label without the analyzer's internal wording: "(O*NET: Software Developers)" → "(like Software Developers)". */
export function plainLabel(label: string): string {
  return label
    .replace(/\s*\(O\*NET:\s*([^)]*)\)/g, (_, title: string) => ` (like ${title.trim()})`)
    .replace(/\s*\(O\*NET\)/g, "")
    .replace(/\bO\*NET\b:?\s*/g, "")
    .trim();
}

/** Kinds whose wording is read from the title or the whole posting, so the recruiter keeps, removes or re-weights them but does not re-word them. */
const READ_NOT_TYPED = new Set(["role", "core-skills", "vocabulary"]);
const isRead = (id: string) => READ_NOT_TYPED.has(id);

export const MAX_ITEMS = 40;
export const MAX_LABEL = 200;

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]+/g, " ").trim();
const slug = (s: string) => normal(s).replace(/ /g, "-").slice(0, 60) || "item";
export const conditionId = (text: string) => `condition:${slug(text)}`;

/** The skills each line asks for, read once per list. */
type LineSkills = (line: string) => Set<string>;
function lineSkills(): LineSkills {
  const seen = new Map<string, Set<string>>();
  return (line) => {
    let terms = seen.get(line);
    if (!terms) seen.set(line, (terms = new Set(skillAsksOfLine(line).flatMap((ask) => ask.terms))));
    return terms;
  };
}

/** Where a derived requirement came from: the line of the posting (or typed list) that asks it. */
function sourceOf(req: Requirement, job: JobInput | undefined, skillsOf: LineSkills): { source: string | null; origin: ItemOrigin } {
  if (req.id === "role") return { source: job?.name?.trim() || null, origin: "title" };
  if (req.id === "core-skills") return { source: null, origin: "role" };
  if (req.kind === "vocabulary") return { source: null, origin: "whole-posting" };
  if (!job) return { source: null, origin: "posting" };
  const lines: Array<[string, ItemOrigin]> = [
    ...linesOf(job.keyRequirements).map((l): [string, ItemOrigin] => [l, "key-requirements"]),
    ...linesOf(job.optionalRequirements).map((l): [string, ItemOrigin] => [l, "nice-to-have"]),
    ...linesOf(job.description).map((l): [string, ItemOrigin] => [l, "posting"]),
  ];
  const found = lines.find(([line]) => asks(req, line, skillsOf));
  return found ? { source: cut(found[0], req.label), origin: found[1] } : { source: null, origin: "posting" };
}

function linesOf(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .flatMap((line) => (line.length > 240 ? line.split(/(?<=[.;!?])\s+/) : [line]))
    .map((line) => line.trim())
    .filter((line) => line.length > 1);
}

const YEARS_WORD = /\b(?:years?|yrs?)\b/i;
const DEGREE_WORD = /\b(?:bachelor|master|degree|diploma|doctorate|ph\.?\s?d|associate'?s|high school|ged|b\.?s\.?c?|m\.?s\.?c?|b\.?a|m\.?b\.?a|graduate)\b/i;

function asks(req: Requirement, line: string, skillsOf: LineSkills): boolean {
  if (req.kind === "experience") return req.minYears !== undefined && new RegExp(`\\b${req.minYears}\\b`).test(line) && YEARS_WORD.test(line);
  if (req.kind === "education") return DEGREE_WORD.test(line);
  if (req.kind === "role" || req.kind === "vocabulary") return false;
  if (normal(line).includes(normal(req.label))) return true;
  const asked = skillsOf(line);
  return req.terms.some((t) => asked.has(t));
}

/** The line, or about 200 characters of it around the label. */
function cut(line: string, label: string): string {
  if (line.length <= 200) return line;
  const at = Math.max(0, line.toLowerCase().indexOf(label.toLowerCase()));
  const start = Math.max(0, Math.min(at - 60, line.length - 200));
  return `${start > 0 ? "…" : ""}${line.slice(start, start + 200).trim()}${start + 200 < line.length ? "…" : ""}`;
}

const list = (terms: string[], n = 6) => `${terms.slice(0, n).join(", ")}${terms.length > n ? ", …" : ""}`;

function looksForOf(req: Requirement): string | null {
  if (req.kind === "vocabulary") return req.vocabulary?.length ? `Words like ${list(req.vocabulary.map((v) => v.word), 8)}` : null;
  if (req.kind === "experience") return req.minYears ? `${timeAsked(req.minYears)} in related work` : null;
  if (req.kind !== "skill" && req.kind !== "certification") return null;
  const terms = req.terms.filter((t) => !t.includes(":"));
  if (terms.length > 1) {
    const need = req.minMatches ?? terms.length;
    return need <= 1 ? `Any of: ${list(terms)}` : need < terms.length ? `At least ${need} of: ${list(terms, 8)}` : `All of: ${list(terms)}`;
  }
  return terms.length === 1 && normal(terms[0]) !== normal(req.label) ? `Looks for: ${terms[0]}` : null;
}

/**
 * The profile's requirements (and its conditions, which are asked rather than
 * scored) as the recruiter sees them. `job` lets each one name the posting's
 * words it came from; `saved` marks the items the recruiter added or re-worded.
 */
export function reviewList(profile: JobProfile, job?: JobInput, saved?: SavedRequirement[]): ReviewItem[] {
  // In words, what each one can move in the fitted score (not the posting's own weights, which the fit re-weighs).
  const shares = modelShares(profile.requirements);
  const heaviest = Math.max(0, ...shares.values());
  const mine = new Map((saved ?? []).map((s) => [s.id, s]));
  const skillsOf = lineSkills();
  const items: ReviewItem[] = profile.requirements.map((req) => {
    const own = mine.get(req.id);
    const derived = own?.added || own?.edited ? { source: null, origin: "recruiter" as const } : sourceOf(req, job, skillsOf);
    return {
      id: req.id,
      label: plainLabel(req.label),
      key: req.key,
      ...(own?.added ? { added: true } : {}),
      ...(own?.edited ? { edited: true } : {}),
      kind: req.kind,
      ...derived,
      weight: weightWords(shares.get(req.id) ?? 0, heaviest),
      looksFor: looksForOf(req),
      editable: !isRead(req.id),
    };
  });
  const conditions = (profile.conditions ?? []).map(
    (text): ReviewItem => {
      const own = mine.get(conditionId(text)) ?? saved?.find((s) => normal(s.label) === normal(text));
      return {
        id: own?.id ?? conditionId(text),
        label: text,
        key: own?.key ?? true,
        ...(own?.added ? { added: true } : {}),
        kind: "condition",
        source: own?.added ? null : (job && [...linesOf(job.keyRequirements), ...linesOf(job.optionalRequirements), ...linesOf(job.description)].find((l) => normal(l).includes(normal(text)))) || null,
        origin: own?.added ? "recruiter" : "key-requirements",
        weight: CONDITION_WEIGHT,
        looksFor: null,
        editable: true,
      };
    },
  );
  if (!saved) return [...items, ...conditions];
  // In the saved order; conditions sit where the recruiter put them.
  const all = new Map([...items, ...conditions].map((i) => [i.id, i]));
  const ordered = saved.map((s) => all.get(s.id)).filter((i): i is ReviewItem => Boolean(i));
  return [...ordered, ...[...all.values()].filter((i) => !ordered.includes(i))];
}

/** The list to review: what the posting asks, in the posting's order. */
export function savedFrom(items: ReviewItem[]): SavedRequirement[] {
  return items.map(({ id, label, key, added, edited }) => ({ id, label, key, ...(added ? { added } : {}), ...(edited ? { edited } : {}) }));
}

/** Weight of a new requirement of this kind, before normalisation, when the profile has none like it to compare with. */
const NEW_WEIGHT: Partial<Record<RequirementKind, number>> = { skill: 5, certification: 4, experience: 10, education: 7, domain: 5 };

const baseCache = new Map<string, JobProfile>();
function titleOnly(title: string, asOf: string | undefined): JobProfile {
  const key = `${title}\n${asOf ?? ""}`;
  let base = baseCache.get(key);
  if (!base) {
    base = buildJobProfile({ name: title }, { asOf });
    if (baseCache.size > 200) baseCache.clear();
    baseCache.set(key, base);
  }
  return base;
}

type Parsed = { requirement: Requirement } | { condition: string };

/**
 * A new or re-worded item, read the way a typed Key Requirements (or nice-to-have) line is: the
 * requirement it adds to a profile of the title alone. A line no lexicon knows is checked as free text;
 * a condition of the job ("weekend availability") is asked, not scored.
 */
function parseItem(title: string, item: SavedRequirement, asOf: string | undefined): Parsed {
  const alone = titleOnly(title, asOf);
  const sub = buildJobProfile({ name: title, ...(item.key ? { keyRequirements: item.label } : { optionalRequirements: item.label }) }, { asOf });
  const before = new Map(alone.requirements.map((r) => [r.id, r]));
  const added = sub.requirements.filter((r) => {
    if (isRead(r.id)) return false;
    const was = before.get(r.id);
    return !was || was.label !== r.label || was.key !== r.key || was.minYears !== r.minYears;
  });
  const pick = added.find((r) => r.kind === "skill" || r.kind === "certification") ?? added.find((r) => r.kind === "education") ?? added.find((r) => r.kind === "experience");
  if (pick) return { requirement: { ...pick } };
  const conditions = sub.conditions ?? [];
  if (conditions.length > (alone.conditions ?? []).length) return { condition: item.label };
  return { requirement: { id: item.id, kind: "skill", label: item.label, key: item.key, weight: 0, terms: [item.label] } };
}

/**
 * The profile the analysis uses, from the reviewed list: the items in their
 * order, each must-have or nice-to-have as set. A derived requirement whose
 * words are unchanged keeps what it matches; a re-worded or added one is read
 * like a typed requirement. Switching to nice-to-have halves a weight, to
 * must-have doubles it; weights then add up to 100 again.
 */
export function applyReview(profile: JobProfile, items: SavedRequirement[]): JobProfile {
  const derived = new Map(profile.requirements.map((r) => [r.id, r]));
  const derivedConditions = new Map((profile.conditions ?? []).map((c) => [conditionId(c), c]));
  const reference = (kind: RequirementKind, key: boolean) => {
    const alike = profile.requirements.filter((r) => r.kind === kind && !isRead(r.id));
    const same = alike.filter((r) => r.key === key);
    const pool = same.length ? same : alike.map((r) => ({ ...r, weight: r.key === key ? r.weight : key ? r.weight * 2 : r.weight / 2 }));
    if (pool.length) return pool.reduce((sum, r) => sum + r.weight, 0) / pool.length;
    return (NEW_WEIGHT[kind] ?? 5) * (key ? 1 : 0.5);
  };
  const requirements: Requirement[] = [];
  const conditions: string[] = [];
  const ids = new Set<string>();
  const unique = (id: string) => {
    let out = id;
    for (let n = 2; ids.has(out); n++) out = `${id}~${n}`;
    ids.add(out);
    return out;
  };
  for (const item of items.slice(0, MAX_ITEMS)) {
    const condition = derivedConditions.get(item.id);
    if (condition !== undefined && normal(condition) === normal(item.label)) {
      conditions.push(condition);
      continue;
    }
    const was = item.added ? undefined : derived.get(item.id);
    if (was && (isRead(was.id) || normal(plainLabel(was.label)) === normal(item.label))) {
      const switched = was.key !== item.key;
      requirements.push({ ...was, id: unique(was.id), label: plainLabel(was.label), key: item.key, weight: switched ? was.weight * (item.key ? 2 : 0.5) : was.weight });
      continue;
    }
    const parsed = parseItem(profile.title, item, profile.asOf);
    if ("condition" in parsed) {
      conditions.push(item.label);
      continue;
    }
    const r = parsed.requirement;
    const weight = was ? (was.key === item.key ? was.weight : was.weight * (item.key ? 2 : 0.5)) : reference(r.kind, item.key);
    requirements.push({ ...r, id: unique(item.id), label: item.label, key: item.key, weight });
  }
  const total = requirements.reduce((sum, r) => sum + r.weight, 0);
  for (const r of requirements) r.weight = total > 0 ? Math.round((r.weight * 10000) / total) / 100 : 0;
  const core = requirements.find((r) => r.id === "core-skills");
  const keySkills = [
    ...new Set([
      ...requirements.filter((r) => r.key && (r.kind === "skill" || r.kind === "certification") && r.id !== "core-skills").map((r) => r.label),
      ...(core ? core.terms : []),
    ]),
  ].slice(0, 8);
  const { conditions: _drop, ...rest } = profile;
  return { ...rest, requirements, keySkills, ...(conditions.length ? { conditions: conditions.slice(0, 12) } : {}) };
}

/**
 * The saved list carried over to a new version of the posting: the
 * recruiter's items stay in their order (with their words and must/nice) as
 * long as the posting still asks them, or when the recruiter wrote or
 * re-worded them; what the new posting asks that is neither listed nor
 * removed is added in the posting's order.
 */
export function rebaseReview(saved: Pick<SavedReview, "items" | "removed">, derived: ReviewItem[]): SavedRequirement[] {
  const now = new Map(derived.map((d) => [d.id, d]));
  // What the posting no longer asks goes, unless the recruiter wrote or re-worded it: then it is theirs.
  const kept = saved.items
    .filter((item) => item.added || item.edited || now.has(item.id))
    .map((item) => (now.has(item.id) || item.added ? item : { id: item.id, label: item.label, key: item.key, added: true }));
  const listed = new Set(kept.map((i) => i.id));
  const removed = new Set(saved.removed);
  const fresh = derived.filter((d) => !listed.has(d.id) && !removed.has(d.id));
  return [...kept, ...savedFrom(fresh)];
}
