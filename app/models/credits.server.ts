import { eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/utils/db.server";
import { UNLIMITED_GRANTS } from "~/utils/plan-access";

const { users, plans, creditLedger } = schema;

export { UNLIMITED_GRANTS };

export interface PlanRow {
  id: string;
  name: string;
  maxResumesPerTournament: number;
  zipExport: boolean;
}

/** What a plan and unlimited access allow, decided in one place for every screen and every check. */
export function accessOf({ plan, unlimited }: { plan: Pick<PlanRow, "maxResumesPerTournament" | "zipExport">; unlimited: boolean }) {
  return {
    /** Resumes per tournament; null when unlimited. */
    resumeCap: unlimited ? null : plan.maxResumesPerTournament,
    zipExport: unlimited || plan.zipExport,
  };
}

export interface CreditSummary {
  plan: PlanRow;
  unlimited: boolean;
  /** Credits granted: sign-up, packs, promo codes. */
  total: number;
  /** Credits spent on tournaments, less those given back by deleting unused ones. */
  used: number;
  /** Credits from extra tournament packs (part of total). */
  extra: number;
  available: number;
  resumeCap: number | null;
  zipExport: boolean;
  /** No tournament can be created until credits are bought or redeemed. */
  limitReached: boolean;
}

const FREE_FALLBACK: PlanRow = { id: "free", name: "FREE", maxResumesPerTournament: 10, zipExport: false };

/**
 * The one source for a user's plan, credit balance and caps (architecture §10):
 * total = grants, used = debits − refunds, available = total − used (the
 * ledger's sum); the plan is the highest bought, FREE by default. Pass a
 * transaction to read it under that transaction's locks.
 */
export async function getCredits(userId: string, tx: Tx | typeof db = db): Promise<CreditSummary> {
  const [row] = await tx
    .select({
      unlimited: users.hasUnlimitedAccess,
      planId: plans.id,
      planName: plans.name,
      cap: plans.maxResumesPerTournament,
      zipExport: plans.zipExport,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, sql`coalesce(${users.planId}, 'free')`))
    .where(eq(users.id, userId));
  const [totals] = await tx
    .select({
      total: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0 and ${creditLedger.reason} <> 'refund'), 0)::int`,
      balance: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`,
      extra: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0 and ${creditLedger.planId} = 'extra'), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const plan: PlanRow = row?.planId
    ? { id: row.planId, name: row.planName!, maxResumesPerTournament: row.cap!, zipExport: row.zipExport! }
    : FREE_FALLBACK;
  const unlimited = Boolean(row?.unlimited);
  const total = totals?.total ?? 0;
  const available = Math.max(0, totals?.balance ?? 0);
  return {
    plan,
    unlimited,
    total,
    used: Math.max(0, total - (totals?.balance ?? 0)),
    extra: totals?.extra ?? 0,
    available,
    ...accessOf({ plan, unlimited }),
    limitReached: !unlimited && available <= 0,
  };
}

/** The credits card's lines, the same words on the dashboard and the Credits page. */
export function describeCredits(c: Pick<CreditSummary, "unlimited" | "available" | "total" | "resumeCap" | "zipExport">) {
  if (c.unlimited) return [...UNLIMITED_GRANTS];
  return [
    `${c.available} of ${c.total} tournament credit${c.total === 1 ? "" : "s"} left`,
    `Up to ${c.resumeCap!.toLocaleString("en-US")} resumes per tournament`,
    c.zipExport ? "Download tiers in a single zip" : "No zip download of tiers (PRO and ENTERPRISE)",
  ];
}

export async function hasCredit(userId: string) {
  const credits = await getCredits(userId);
  return credits.unlimited || credits.available > 0;
}
