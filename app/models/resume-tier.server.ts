import { and, eq } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTier } from "~/analysis/tiers";
import { decide } from "./candidate-decisions.server";

const { resumes, tournaments } = schema;

/**
 * The recruiter's tier for one resume (PUT /api/resumes/{id}): the same
 * decision as the tournament page's, so it joins the candidate's trail (who,
 * when, from, to) and can be undone there. Returns null when the resume does
 * not exist or is not the user's.
 */
export async function changeResumeTier({ resumeId, userId, tier, reason }: { resumeId: string; userId: string; tier: Tier; reason?: string | null }) {
  const [row] = await db
    .select({ id: resumes.id, tournamentId: resumes.tournamentId, tier: resumes.tier, tierOverride: resumes.tierOverride })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(eq(resumes.id, resumeId), eq(tournaments.userId, userId)));
  if (!row) return null;
  const decided = await decide({ userId, tournamentId: row.tournamentId, resumeIds: [row.id], decision: { kind: "tier", to: tier, reason } });
  if (!decided) return null;
  return { id: row.id, tournamentId: row.tournamentId, from: effectiveTier(row), to: tier, aiTier: row.tier };
}
