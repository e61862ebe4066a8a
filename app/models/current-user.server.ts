import { eq } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import type { SessionUser } from "~/utils/session.server";
import { getCredits } from "./credits.server";

/**
 * The current user with the fields the client reads (stripePlanId, hasUnlimitedAccess,
 * additionalTournamentCredits, email), with the credit balance every screen shows.
 */
export async function currentUserJson(user: SessionUser) {
  const credits = await getCredits(user.id);
  const [plan] = await db.select({ stripePriceId: schema.plans.stripePriceId }).from(schema.plans).where(eq(schema.plans.id, credits.plan.id));
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    stripePlanId: plan?.stripePriceId ?? null,
    planId: credits.plan.id,
    planName: credits.plan.name,
    hasUnlimitedAccess: credits.unlimited,
    additionalTournamentCredits: credits.extra,
    credits: { total: credits.total, used: credits.used, available: credits.available, limitReached: credits.limitReached },
    resumesPerTournament: credits.resumeCap,
    zipExport: credits.zipExport,
    createdAt: user.createdAt,
  };
}
