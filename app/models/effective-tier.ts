import { sql, type AnyColumn } from "drizzle-orm";
import type { Tier } from "~/analysis/types";

// The tier a candidate is in: the recruiter's when they changed it, else the AI's.
// Every screen, count, filter, sort and export reads it from here, in SQL or in TS.

/** In TypeScript, for a row that carries both tiers. */
export function effectiveTier<T extends string>(row: { tier: T | null; tierOverride: T | null }): T | null {
  return row.tierOverride ?? row.tier;
}

/** In SQL, for a resumes table or an alias of it: `coalesce(tier_override, tier)`. */
export function effectiveTierSql(r: { tier: AnyColumn; tierOverride: AnyColumn }) {
  return sql<Tier | null>`coalesce(${r.tierOverride}, ${r.tier})`;
}
