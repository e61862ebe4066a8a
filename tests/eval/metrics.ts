// Ranking and tier metrics against graded relevance (0 unrelated, 1 related, 2 same role).
import type { Tier } from "../../app/analysis/types";

export interface Judged {
  id: string;
  relevance: number;
  score: number;
  tier?: Tier;
}

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

export function tierMetrics(items: Judged[]): TierMetrics {
  const ab = items.filter((i) => i.tier === "A" || i.tier === "B");
  const abc = items.filter((i) => i.tier !== "D");
  const rel2 = items.filter((i) => i.relevance === 2);
  const rel1plus = items.filter((i) => i.relevance >= 1);
  const rel0 = items.filter((i) => i.relevance === 0);
  return {
    precisionAB: ratio(ab.filter((i) => i.relevance === 2).length, ab.length),
    recall2AB: ratio(ab.filter((i) => i.relevance === 2).length, rel2.length),
    recallRelABC: ratio(abc.filter((i) => i.relevance >= 1).length, rel1plus.length),
    rel0InD: ratio(rel0.filter((i) => i.tier === "D").length, rel0.length),
    countAB: ab.length,
  };
}

export type ExpectedTier = "A/B" | "C" | "D";
export function expectedTier(relevance: number): ExpectedTier {
  return relevance === 2 ? "A/B" : relevance === 1 ? "C" : "D";
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
