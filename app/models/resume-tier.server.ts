import { and, eq } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTier } from "~/analysis/tiers";

const { resumes, tournaments, auditLog } = schema;

/**
 * Stores the recruiter's tier beside the AI's and audits the change. Returns
 * null when the resume does not exist or is not the user's.
 */
export async function changeResumeTier({ resumeId, userId, tier }: { resumeId: string; userId: string; tier: Tier }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: resumes.id, tournamentId: resumes.tournamentId, tier: resumes.tier, tierOverride: resumes.tierOverride })
      .from(resumes)
      .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
      .where(and(eq(resumes.id, resumeId), eq(tournaments.userId, userId)))
      .for("update", { of: resumes });
    if (!row) return null;
    const from = effectiveTier(row);
    await tx.update(resumes).set({ tierOverride: tier, tierOverriddenAt: new Date() }).where(eq(resumes.id, resumeId));
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: "resume.tier_changed",
      subjectType: "resume",
      subjectId: resumeId,
      data: { from, to: tier, aiTier: row.tier, tournamentId: row.tournamentId },
    });
    return { id: row.id, tournamentId: row.tournamentId, from, to: tier, aiTier: row.tier };
  });
}
