// An occupation found by meaning, where no listed title matches: the O*NET occupation
// whose title and work are closest (knowledge/embeddings.ts) to a job title or to a
// posting's duties. A title that resolves nowhere takes its occupation from the
// posting's body, never from nothing.
import { embed, normalise, similarity, type Vector } from "./embeddings";
import { onetData } from "./onet/data.server";
import { occupationAt, resolveOccupation, type ResolvedTitle } from "./occupations";
import { RANK_WORDS } from "./occupation-title";

let vectors: { title: Vector[]; work: Vector[] } | null = null;

function occupationVectors() {
  if (vectors) return vectors;
  const { occupations, text } = onetData();
  vectors = {
    title: occupations.map(([, title]) => embed(title)),
    // The work: the title twice over the description and tasks, so the field leads.
    work: occupations.map(([, title], i) => {
      const t = embed(title);
      const w = embed(text[i] ?? "");
      return normalise(Float32Array.from(t, (x, d) => 2 * x + w[d]));
    }),
  };
  return vectors;
}

/**
 * Builds, once per process, what a resume's rank-only job titles are read with (about 0.3 s): called where a
 * posting is read, so that no one resume's analysis pays for it.
 */
export function readyOccupationMeaning(): void {
  occupationVectors();
  occupationsListing("manager");
}

/** Below these, nothing is close enough to name. */
export const TITLE_MEANING_MIN = 0.75;
export const WORK_MEANING_MIN = 0.55;

function nearest(query: Vector, candidates: Vector[], min: number, what: string): ResolvedTitle | null {
  let best = -1;
  let score = min;
  candidates.forEach((v, i) => {
    const s = similarity(query, v);
    if (s > score) {
      score = s;
      best = i;
    }
  });
  return best < 0 ? null : { ...occupationAt(best), score: Math.round(score * 100) / 100, matched: what };
}

/** The occupation whose title means what this title means ("Correctional Nurse" → registered nurses), or null. */
export function occupationOfTitleMeaning(title: string): ResolvedTitle | null {
  return nearest(embed(title), occupationVectors().title, TITLE_MEANING_MIN, "title meaning");
}

/** The occupation whose work is closest to a posting's duties and requirements, or null. */
export function occupationOfWork(text: string): ResolvedTitle | null {
  return nearest(embed(text), occupationVectors().work, WORK_MEANING_MIN, "posting meaning");
}

/**
 * How much closer another occupation listing the same title must be to the posting than the most usual one
 * to be preferred: a title's noise ("Nights", "Sunrise Meadows Rehab") or the words it shares with one
 * occupation's own title ("Biomedical Equipment Technician", bioengineers) moves the meaning a little; what
 * the work is moves it more.
 */
export const PREFER_MARGIN = 0.05;

/**
 * Prefers, among occupations listing the same title (most usual first; the first `equallyUsual` alike), the one
 * whose work is closest to `context` among the equally usual, and a less usual one only where it is clearly closer.
 */
export function preferByMeaning(context: Vector): (occupationIndexes: number[], equallyUsual?: number) => number {
  return (indexes, equallyUsual = 1) => {
    const { work } = occupationVectors();
    const closer = (best: number, i: number) => (similarity(context, work[i]) > similarity(context, work[best]) ? i : best);
    const usual = indexes.slice(0, Math.max(1, equallyUsual)).reduce(closer, indexes[0]);
    const other = indexes.slice(equallyUsual).reduce(closer, usual);
    return similarity(context, work[other]) > similarity(context, work[usual]) + PREFER_MARGIN ? other : usual;
  };
}

/** Words of a title that say only a rank or a kind of post ("Staff Engineer", "Shift Lead", "Manager"), not a line of work. */
// "Team Member", "Crew Member", "Independent Contractor": a place on a team or a way of being paid, not a line of work.
const GENERIC_WORDS = new Set([...RANK_WORDS, "senior", "sr", "junior", "jr", "lead", "principal", "staff", "entry", "level", "mid", "i", "ii", "iii", "iv", "shift", "team", "leader", "member", "crew", "independent", "contractor", "freelancer"]);
/** The words listed titles use for a rank that no listed title key keeps ("lead" is a level word in keys). */
const HEAD_AS = new Map<string, string[]>([["lead", ["supervisor", "leader"]], ["shift", ["supervisor", "leader"]], ["head", ["director", "manager", "head"]], ["member", []], ["contractor", []], ["freelancer", []]]);

/** "Shift Lead, Receiving", "Manager - Stores (2019)": the title before what qualifies it (the job's lines carry that). */
const mainPart = (title: string) => title.split(/,|\s[-–—|]\s|\(/)[0] ?? "";

/** Words that say only a place on a team or a way of being paid ("Crew Member", "Independent Contractor"). */
const TEAM_PLACE = new Set(["member", "crew", "team", "independent", "contractor", "freelancer"]);

/** Rank words that say how senior, not what kind of post ("Staff Engineer", "Lead Technician", "Manager Trainee"). */
const SENIORITY = new Set(["senior", "sr", "junior", "jr", "lead", "principal", "staff", "head", "entry", "level", "mid", "i", "ii", "iii", "iv", "shift", "team", "intern", "internship", "trainee", "apprentice"]);

/**
 * A title made only of rank words, one kind of post and its seniority ("Manager", "Staff Engineer", "Shift Lead"),
 * or several that O*NET lists nowhere ("Assistant Manager"): what the job was is in its lines, not its name.
 * Two kinds of post that O*NET lists ("Executive Assistant", "Executive Director") are a job of their own.
 */
export function isGenericTitle(title: string): boolean {
  const main = mainPart(title);
  const words = main.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.length === 0 || words.length > 4 || !words.every((w) => GENERIC_WORDS.has(w))) return false;
  // "Director, Business Development": the field after the comma makes a title O*NET lists.
  const qualifier = /^[^,]+,\s*([^,]+)$/.exec(title.trim())?.[1];
  if (qualifier && (resolveOccupation(`${qualifier} ${main}`)?.score ?? 0) >= 0.8) return false;
  return words.filter((w) => !SENIORITY.has(w) && !TEAM_PLACE.has(w)).length <= 1 || resolveOccupation(main) === null;
}

let occupationsOfWord: Map<string, Set<number>> | null = null;
function occupationsListing(word: string): Set<number> | null {
  if (!occupationsOfWord) {
    occupationsOfWord = new Map();
    for (const [key, occ] of onetData().titles) for (const stem of key.split(" ")) {
      if (!occupationsOfWord.has(stem)) occupationsOfWord.set(stem, new Set());
      occupationsOfWord.get(stem)!.add(occ);
    }
  }
  const found = occupationsOfWord.get(word);
  return found && found.size > 0 ? found : null;
}

/** How close an occupation's work is to a text (a posting's duties), for weighing one occupation against another. */
export function workSimilarity(index: number, text: string): number {
  return similarity(embed(text), occupationVectors().work[index]!);
}

/** Below this, the job's lines of work (past its title, employer and dates) say too little of it to name it. */
const WORK_WORDS_MIN = 10;
/** Below this, no occupation with the rank's word is close enough to the job's lines (fewer occupations compete than for a posting's work). */
const GENERIC_WORK_MIN = 0.45;

/**
 * The occupation of a job whose title is only a rank ("Staff Engineer", "Shift Lead", "Manager"), read from
 * the job's own lines (`work`, past its `heading` of title, employer and dates, which are read with them): of the
 * occupations that list a title with that rank word, the one whose work is closest.
 */
export function occupationOfGenericJob(title: string, work: string, heading = ""): ResolvedTitle | null {
  if (!isGenericTitle(title) || (work.match(/[A-Za-z]{3,}/g) ?? []).length < WORK_WORDS_MIN) return null;
  const words = mainPart(title).toLowerCase().match(/[a-z]+/g) ?? [];
  // The kind of post ("Manager" in "Manager Trainee"), else the rank ("Shift Lead").
  const head = [...words].reverse().find((w) => !SENIORITY.has(w)) ?? words[words.length - 1] ?? "";
  const allowed = new Set<number>();
  for (const w of HEAD_AS.get(head) ?? [head]) for (const o of occupationsListing(w) ?? []) allowed.add(o);
  const { work: vectors } = occupationVectors();
  const candidates = allowed.size ? [...allowed] : vectors.map((_, i) => i);
  const query = embed(heading ? `${heading}\n${work}` : work);
  let best = -1;
  let score = GENERIC_WORK_MIN;
  for (const i of candidates) {
    const s = similarity(query, vectors[i]);
    if (s > score) [best, score] = [i, s];
  }
  return best < 0 ? null : { ...occupationAt(best), score: Math.round(score * 100) / 100, matched: "job's work" };
}
