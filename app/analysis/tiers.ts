import { sql, type AnyColumn } from "drizzle-orm";

// Tiers in one place: the four of them, the score bands that decide the AI's
// tier, how a tier is read from a URL or a body, and the tier a candidate is in
// (the recruiter's when they changed it, else the AI's) in TypeScript and SQL.
// Every screen, count, filter, sort and export reads them from here.

export const TIERS = ["A", "B", "C", "D"] as const;
export type Tier = (typeof TIERS)[number];

/** A 90-100, B 70-89, C 50-69, D under 50. */
export function tierForScore(score: number): Tier {
  if (score >= 90) return "A";
  if (score >= 70) return "B";
  if (score >= 50) return "C";
  return "D";
}

/** "a", "B", " c " → the tier; anything else → null. */
export function parseTier(value: unknown): Tier | null {
  if (typeof value !== "string") return null;
  const upper = value.trim().toUpperCase();
  return TIERS.find((t) => t === upper) ?? null;
}

/** In TypeScript, for a row that carries both tiers. */
export function effectiveTier<T extends string>(row: { tier: T | null; tierOverride: T | null }): T | null {
  return row.tierOverride ?? row.tier;
}

/** In SQL, for a resumes table or an alias of it: `coalesce(tier_override, tier)`. */
export function effectiveTierSql(r: { tier: AnyColumn; tierOverride: AnyColumn }) {
  return sql<Tier | null>`coalesce(${r.tierOverride}, ${r.tier})`;
}
