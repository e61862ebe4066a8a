import { eq, sql } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";

/** Architecture §10: total = grants, used = debits, available = total − used; plan = highest bought. */
export async function getCredits(userId: string) {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  const [totals] = await db
    .select({
      total: sql<number>`coalesce(sum(${schema.creditLedger.delta}) filter (where ${schema.creditLedger.delta} > 0), 0)::int`,
      used: sql<number>`coalesce(-sum(${schema.creditLedger.delta}) filter (where ${schema.creditLedger.delta} < 0), 0)::int`,
      extra: sql<number>`coalesce(sum(${schema.creditLedger.delta}) filter (where ${schema.creditLedger.delta} > 0 and ${schema.creditLedger.planId} = 'extra'), 0)::int`,
    })
    .from(schema.creditLedger)
    .where(eq(schema.creditLedger.userId, userId));
  const [plan] = await db.select().from(schema.plans).where(eq(schema.plans.id, user?.planId ?? "free"));
  const total = totals?.total ?? 0;
  const used = totals?.used ?? 0;
  return {
    plan: plan!,
    unlimited: Boolean(user?.hasUnlimitedAccess),
    total,
    used,
    extra: totals?.extra ?? 0,
    available: Math.max(0, total - used),
  };
}

export async function hasCredit(userId: string) {
  const credits = await getCredits(userId);
  return credits.unlimited || credits.available > 0;
}

