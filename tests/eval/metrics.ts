// Ranking, tier and correlation metrics against graded relevance.
//
// Relevance scales. qrels may grade on 0/1/2 (0 unrelated, 1 related, 2 same
// role) or with fractions between 0 and 1. A qrels table is on the 0-1 scale
// when any of its values is fractional and none exceeds 1 (`relevanceScale`);
// whole numbers alone are read as 0/1/2, so a 0/1 table means "unrelated /
// related" with no "same role" rows.
//   - nDCG gain is 2^rel − 1 on the raw value on either scale (0-1 gives gains
//     0..1, 0/1/2 gives 0, 1, 3); nDCG divides by the ideal ordering's DCG, so the
//     scale cancels out.
//   - Tier metrics use `grade`: 2 ("expect A/B") for relevance ≥ 2 on 0/1/2 or
//     ≥ 0.67 on 0-1; 1 ("expect C") for ≥ 1, or ≥ 0.33 on 0-1; 0 ("expect D") below.
import type { Tier } from "../../app/analysis/types";

export interface Judged {
  id: string;
  relevance: number;
  score: number;
  tier?: Tier;
  /** Expected-tier grade 0/1/2; derived from `relevance` on the 0/1/2 scale when absent. */
  grade?: Grade;
}

export type Grade = 0 | 1 | 2;
export type RelevanceScale = "0-2" | "0-1";

export function relevanceScale(values: number[]): RelevanceScale {
  return values.some((v) => !Number.isInteger(v)) && values.every((v) => v <= 1) ? "0-1" : "0-2";
}

export function grade(relevance: number, scale: RelevanceScale): Grade {
  const [high, mid] = scale === "0-1" ? [0.67, 0.33] : [2, 1];
  return relevance >= high ? 2 : relevance >= mid ? 1 : 0;
}

const gradeOf = (item: Judged): Grade => item.grade ?? grade(item.relevance, "0-2");

/** Ranks by score, ties by id so the order is reproducible. */
export function rank<T extends Judged>(items: T[]): T[] {
  return [...items].sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function ndcg(items: Judged[], k: number): number {
  const gain = (rel: number) => 2 ** rel - 1;
  const dcg = (list: Judged[]) => list.slice(0, k).reduce((sum, item, i) => sum + gain(item.relevance) / Math.log2(i + 2), 0);
  const ideal = dcg([...items].sort((a, b) => b.relevance - a.relevance));
  return ideal === 0 ? 0 : dcg(rank(items)) / ideal;
}

export interface TierMetrics {
  precisionAB: number | null;
  recall2AB: number | null;
  recallRelABC: number | null;
  rel0InD: number | null;
  countAB: number;
}

const ratio = (num: number, den: number) => (den === 0 ? null : num / den);

/** "2" below means grade 2 (expect A/B), "rel" grade ≥ 1, "rel0" grade 0. */
export function tierMetrics(items: Judged[]): TierMetrics {
  const ab = items.filter((i) => i.tier === "A" || i.tier === "B");
  const abc = items.filter((i) => i.tier !== "D");
  const rel2 = items.filter((i) => gradeOf(i) === 2);
  const rel1plus = items.filter((i) => gradeOf(i) >= 1);
  const rel0 = items.filter((i) => gradeOf(i) === 0);
  return {
    precisionAB: ratio(ab.filter((i) => gradeOf(i) === 2).length, ab.length),
    recall2AB: ratio(ab.filter((i) => gradeOf(i) === 2).length, rel2.length),
    recallRelABC: ratio(abc.filter((i) => gradeOf(i) >= 1).length, rel1plus.length),
    rel0InD: ratio(rel0.filter((i) => i.tier === "D").length, rel0.length),
    countAB: ab.length,
  };
}

export type ExpectedTier = "A/B" | "C" | "D";
export function expectedTier(g: Grade): ExpectedTier {
  return g === 2 ? "A/B" : g === 1 ? "C" : "D";
}

/**
 * ROC AUC of scores against binary labels: the chance that a random positive
 * scores above a random negative, ties counting one half (Mann-Whitney U).
 */
export function rocAuc(items: Array<{ score: number; positive: boolean }>): number | null {
  const positives = items.filter((i) => i.positive).length;
  const negatives = items.length - positives;
  if (!positives || !negatives) return null;
  const ranks = averageRanks(items.map((i) => i.score));
  const rankSum = items.reduce((sum, item, i) => sum + (item.positive ? ranks[i] : 0), 0);
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Spearman's rank correlation: Pearson's r of the average ranks (ties share their mean rank). */
export function spearman(x: number[], y: number[]): number | null {
  if (x.length !== y.length || x.length < 2) return null;
  return pearson(averageRanks(x), averageRanks(y));
}

function pearson(x: number[], y: number[]): number | null {
  const mx = x.reduce((a, b) => a + b, 0) / x.length;
  const my = y.reduce((a, b) => a + b, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** 1-based ranks, ascending; tied values get the mean of the ranks they span. */
export function averageRanks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1][0] === order[start][0]) end++;
    for (let k = start; k <= end; k++) ranks[order[k][1]] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return ranks;
}

export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function mean(values: Array<number | null>): number | null {
  const present = values.filter((v): v is number => v !== null && !Number.isNaN(v));
  return present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
}
