// An occupation found by meaning, where no listed title matches: the O*NET occupation
// whose title and work are closest (knowledge/embeddings.ts) to a job title or to a
// posting's duties. A title that resolves nowhere takes its occupation from the
// posting's body, never from nothing.
import { embed, normalise, similarity, type Vector } from "./embeddings";
import { onetData } from "./onet/data.server";
import { occupationAt, type ResolvedTitle } from "./occupations";

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
