import { and, eq, sql } from "drizzle-orm";
import { MAX_FILES } from "~/extraction/limits";
import { billingEnabled } from "~/utils/billing.server";
import { db, schema, type Tx } from "~/utils/db.server";
import { UNLIMITED_GRANTS } from "~/utils/plan-access";

// Credits and plans, in one place. A user's plan is the highest one bought
// (FREE until then); unlimited access comes from a promo code. Credits live in
// an append-only ledger: grants are positive rows, a tournament spends one, a
// deleted unused tournament gives it back. No other module writes the ledger,
// reads a user's plan or decides a cap. With billing off (BILLING=off) there
// are no credits: every account creates tournaments of up to 1,000 resumes
// (MAX_FILES) and downloads the tier zip, and nothing is written to the ledger.

const { users, plans, creditLedger } = schema;
type Db = Tx | typeof db;

export { UNLIMITED_GRANTS };

export interface PlanRow {
  id: string;
  name: string;
  maxResumesPerTournament: number;
  zipExport: boolean;
}

export interface UserPlan {
  plan: PlanRow;
  unlimited: boolean;
}

/** Resumes one tournament may hold: the plan's cap, or null when unlimited; with billing off, the most one upload takes. */
export function resumeCap({ plan, unlimited }: UserPlan): number | null {
  if (!billingEnabled()) return MAX_FILES;
  return unlimited ? null : plan.maxResumesPerTournament;
}

/** Whether the tiers can be downloaded as one zip. */
export function canZipExport({ plan, unlimited }: UserPlan): boolean {
  return !billingEnabled() || unlimited || plan.zipExport;
}

/** The user's plan and whether they have unlimited access. */
export async function userPlan(userId: string, tx: Db = db): Promise<UserPlan> {
  const [row] = await tx
    .select({ unlimited: users.hasUnlimitedAccess, id: plans.id, name: plans.name, cap: plans.maxResumesPerTournament, zipExport: plans.zipExport })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!row) throw new Error(`No user ${userId}.`);
  return { plan: { id: row.id, name: row.name, maxResumesPerTournament: row.cap, zipExport: row.zipExport }, unlimited: row.unlimited };
}

export interface Balance {
  /** Credits granted: sign-up, packs, promo codes. */
  total: number;
  /** Credits spent on tournaments, less those given back by deleting unused ones. */
  used: number;
  /** Credits from extra tournament packs (part of total). */
  extra: number;
  available: number;
}

/** total = grants, used = debits − refunds, available = the ledger's sum. */
export async function balance(userId: string, tx: Db = db): Promise<Balance> {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0 and ${creditLedger.reason} <> 'refund'), 0)::int`,
      sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int`,
      extra: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0 and ${creditLedger.planId} = 'extra'), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const total = row?.total ?? 0;
  const sum = row?.sum ?? 0;
  return { total, used: Math.max(0, total - sum), extra: row?.extra ?? 0, available: Math.max(0, sum) };
}

export interface CreditSummary extends UserPlan, Balance {
  /** False when the server runs without billing: no credits to show or spend. */
  billing: boolean;
  resumeCap: number | null;
  zipExport: boolean;
  /** No tournament can be created until credits are bought or redeemed. */
  limitReached: boolean;
}

/** Everything the cards and checks need. Pass a transaction to read it under that transaction's locks. */
export async function getCredits(userId: string, tx: Db = db): Promise<CreditSummary> {
  const [access, credits] = await Promise.all([userPlan(userId, tx), balance(userId, tx)]);
  const billing = billingEnabled();
  return {
    ...access,
    ...credits,
    billing,
    resumeCap: resumeCap(access),
    zipExport: canZipExport(access),
    limitReached: billing && !access.unlimited && credits.available <= 0,
  };
}

/** The credits card's lines, the same words on the dashboard and the Credits page. */
export function describeCredits(c: Pick<CreditSummary, "billing" | "unlimited" | "available" | "total" | "resumeCap" | "zipExport">) {
  if (!c.billing) return ["Tournaments without credits", `Up to ${c.resumeCap!.toLocaleString("en-US")} resumes per tournament`, "Download tiers in a single zip"];
  if (c.unlimited) return [...UNLIMITED_GRANTS];
  return [
    `${c.available} of ${c.total} tournament credit${c.total === 1 ? "" : "s"} left`,
    `Up to ${c.resumeCap!.toLocaleString("en-US")} resumes per tournament`,
    c.zipExport ? "Download tiers in a single zip" : "No zip download of tiers (PRO and ENTERPRISE)",
  ];
}

/** The resume counts the public copy quotes, read from the plans table (never typed into the copy). */
export interface PlanCaps {
  /** The FREE plan's tournaments and resumes per tournament. */
  free: { tournaments: number; resumes: number };
  /** The largest resumes-per-tournament cap any plan has. */
  largest: number;
  /** Files one upload can carry. */
  perUpload: number;
}

export function publicPlanCaps(rows: Array<{ id: string; maxResumesPerTournament: number; maxTournaments: number }>): PlanCaps {
  // Without billing there are no plans: every tournament takes as many resumes as one upload.
  if (!billingEnabled()) return { free: { tournaments: 0, resumes: MAX_FILES }, largest: MAX_FILES, perUpload: MAX_FILES };
  const free = rows.find((p) => p.id === "free");
  return {
    free: free ? { tournaments: free.maxTournaments, resumes: free.maxResumesPerTournament } : { tournaments: 0, resumes: 0 },
    largest: Math.max(0, ...rows.map((p) => p.maxResumesPerTournament)),
    perUpload: MAX_FILES,
  };
}

export class LimitReachedError extends Error {
  constructor() {
    super("limitReached");
    this.name = "LimitReachedError";
  }
}

/**
 * Spends one credit on a new tournament, inside the caller's transaction.
 * The user's row is locked first, so two requests cannot spend one credit.
 * Throws LimitReachedError when none is left; unlimited access spends nothing.
 */
export async function spendCredit(tx: Tx, userId: string, tournamentId: string): Promise<CreditSummary> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const credits = await getCredits(userId, tx);
  if (!credits.billing) return credits;
  if (credits.limitReached) throw new LimitReachedError();
  await tx.insert(creditLedger).values({ userId, delta: -1, reason: "tournament", tournamentId });
  return credits;
}

/** Whether the tournament's creation spent a credit (an unlimited user's did not). */
export async function spentOn(tx: Db, userId: string, tournamentId: string): Promise<boolean> {
  const [debit] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.tournamentId, tournamentId), eq(creditLedger.reason, "tournament"), eq(creditLedger.userId, userId)));
  return Boolean(debit);
}

/** Gives a tournament's credit back. Counts once: the ledger is unique on (tournament, reason). */
export async function refundCredit(tx: Tx, input: { userId: string; tournamentId: string; note: string }): Promise<boolean> {
  const rows = await tx
    .insert(creditLedger)
    .values({ userId: input.userId, delta: 1, reason: "refund", tournamentId: input.tournamentId, note: input.note })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return rows.length > 0;
}

export type Grant =
  | { reason: "signup" }
  | { reason: "purchase"; planId: string; paymentId: string; credits: number }
  | { reason: "promo"; promoCodeId: string; code: string; credits: number }
  | { reason: "admin"; planId: string; credits: number; note: string };

/**
 * Adds credits to the ledger. A sign-up grants the FREE plan's tournaments; a
 * purchase counts once per payment (the ledger is unique on paymentId).
 * Returns whether a row was written.
 */
export async function grantCredits(tx: Tx, userId: string, grant: Grant): Promise<boolean> {
  const row = await ledgerRow(tx, userId, grant);
  if (row.delta <= 0) return false;
  const written = await tx.insert(creditLedger).values(row).onConflictDoNothing().returning({ id: creditLedger.id });
  return written.length > 0;
}

async function ledgerRow(tx: Tx, userId: string, grant: Grant): Promise<typeof creditLedger.$inferInsert> {
  switch (grant.reason) {
    case "signup": {
      const [free] = await tx.select({ credits: plans.maxTournaments }).from(plans).where(eq(plans.id, "free"));
      if (!free) throw new Error("The FREE plan is missing: run the seed.");
      return { userId, delta: free.credits, reason: "signup", planId: "free" };
    }
    case "purchase":
      return { userId, delta: grant.credits, reason: "purchase", planId: grant.planId, paymentId: grant.paymentId };
    case "promo":
      return { userId, delta: grant.credits, reason: "promo", promoCodeId: grant.promoCodeId, note: grant.code };
    case "admin":
      return { userId, delta: grant.credits, reason: "admin", planId: grant.planId, note: grant.note };
  }
}

/** Raises the user's plan to `plan` when it ranks above the current one; extra packs never change it. */
export async function raisePlan(tx: Tx, userId: string, plan: { id: string; sortOrder: number; isExtraPack: boolean }) {
  if (plan.isExtraPack) return;
  // One statement, so two purchases finishing together can't lower each other's result.
  await tx
    .update(users)
    .set({ planId: plan.id })
    .where(and(eq(users.id, userId), sql`(select ${plans.sortOrder} from ${plans} where ${plans.id} = ${users.planId}) < ${plan.sortOrder}`));
}
