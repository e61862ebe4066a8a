import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { PROMO_CODE_MIN_LENGTH, PROMO_MESSAGES, PromoCodeFormSchema } from "~/utils/promo-schemas";
import { hitRateLimit, type RateLimitRule } from "~/utils/rate-limit.server";
import { grantCredits } from "./credits.server";
import { atLeast, atMost } from "~/utils/text-length";

const { promoCodes, promoRedemptions, users, auditLog } = schema;

export type RedeemResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Admin create form (code, description, maxUses, isActive, grant, credits); shared with the browser. */
export const promoCodeFormSchema = PromoCodeFormSchema;

/** Redemption attempts per user: enough for typos, too few to guess codes. */
const PROMO_REDEEM_RATE_LIMIT = { name: "promo-redeem", limit: 10, windowSeconds: 900 } satisfies RateLimitRule;

const sameCode = (code: string) => sql`upper(${promoCodes.code}) = upper(${code})`;

/** What a redemption gave, in words: "Promo code applied: 3 tournament credits added." */
function describeGrant(promo: { grantsUnlimited: boolean; grantsCredits: number }) {
  const parts: string[] = [];
  if (promo.grantsUnlimited) parts.push("unlimited tournaments, unlimited resumes per tournament and zip downloads of tiers");
  if (promo.grantsCredits > 0) parts.push(`${promo.grantsCredits} tournament credit${promo.grantsCredits === 1 ? "" : "s"} added`);
  return parts.length ? `Promo code applied: ${parts.join("; ")}.` : "Promo code applied.";
}

class AlreadyRedeemed extends Error {}

/**
 * Redeems a code for a user in one transaction: a use is claimed with a
 * conditional UPDATE (so concurrent redemptions never exceed maxUses), the
 * (code, user) pair is unique (a second redemption rolls the claim back), then
 * the grant and an audit row are written.
 */
export async function redeemPromoCode(input: { userId: string; code: string }): Promise<RedeemResult> {
  const code = input.code.trim();
  if (!code) return { ok: false, status: 400, message: PROMO_MESSAGES.required };
  if (!atLeast(PROMO_CODE_MIN_LENGTH)(code)) return { ok: false, status: 400, message: PROMO_MESSAGES.tooShort };

  const limit = await hitRateLimit(PROMO_REDEEM_RATE_LIMIT, `user:${input.userId}`);
  if (!limit.allowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return { ok: false, status: 429, message: `Too many promo code attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.` };
  }
  if (!atMost(100)(code)) return { ok: false, status: 404, message: PROMO_MESSAGES.invalid };

  const [promo] = await db.select({ id: promoCodes.id }).from(promoCodes).where(sameCode(code));
  if (!promo) return { ok: false, status: 404, message: PROMO_MESSAGES.invalid };
  const [before] = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, input.userId)));
  if (before) return { ok: false, status: 409, message: PROMO_MESSAGES.alreadyRedeemed };

  try {
    return await db.transaction(async (tx): Promise<RedeemResult> => {
      const [claimed] = await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
        .where(and(eq(promoCodes.id, promo.id), eq(promoCodes.isActive, true), or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses))))
        .returning();
      if (!claimed) return { ok: false, status: 410, message: PROMO_MESSAGES.invalid };

      const [redemption] = await tx
        .insert(promoRedemptions)
        .values({ promoCodeId: claimed.id, userId: input.userId })
        .onConflictDoNothing()
        .returning({ id: promoRedemptions.id });
      // A concurrent redemption by the same user won: undo the claimed use.
      if (!redemption) throw new AlreadyRedeemed();

      if (claimed.grantsUnlimited) await tx.update(users).set({ hasUnlimitedAccess: true }).where(eq(users.id, input.userId));
      if (claimed.grantsCredits > 0) {
        await grantCredits(tx, input.userId, { reason: "promo", promoCodeId: claimed.id, code: claimed.code, credits: claimed.grantsCredits });
      }
      await tx.insert(auditLog).values({
        actorUserId: input.userId,
        action: "promo_code.redeemed",
        subjectType: "promo_code",
        subjectId: claimed.id,
        data: { code: claimed.code, grantsUnlimited: claimed.grantsUnlimited, grantsCredits: claimed.grantsCredits, usedCount: claimed.usedCount },
      });
      return { ok: true, message: describeGrant(claimed) };
    });
  } catch (error) {
    if (error instanceof AlreadyRedeemed || isUniqueViolation(error)) return { ok: false, status: 409, message: PROMO_MESSAGES.alreadyRedeemed };
    throw error;
  }
}

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return String(e?.cause?.code ?? e?.code) === "23505";
}

/** Stores a new code (upper-cased; unique whatever its case) and audits it. */
export async function createPromoCode(input: {
  actorId: string;
  code: string;
  description?: string | null;
  maxUses: number | null;
  isActive: boolean;
  grantsUnlimited: boolean;
  grantsCredits: number;
}): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const code = input.code.trim().toUpperCase();
  if (!atLeast(PROMO_CODE_MIN_LENGTH)(code)) return { ok: false, message: "Promo code must be at least 3 characters long" };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({
          code,
          description: input.description?.trim() || null,
          maxUses: input.maxUses,
          isActive: input.isActive,
          grantsUnlimited: input.grantsUnlimited,
          grantsCredits: Math.max(0, input.grantsCredits),
        })
        .returning();
      await tx.insert(auditLog).values({
        actorUserId: input.actorId,
        action: "promo_code.created",
        subjectType: "promo_code",
        subjectId: row!.id,
        data: { code, maxUses: input.maxUses, isActive: input.isActive, grantsUnlimited: input.grantsUnlimited, grantsCredits: row!.grantsCredits },
      });
      return { ok: true as const, id: row!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, message: PROMO_MESSAGES.duplicate };
    throw error;
  }
}

export type PromoCodeRow = {
  id: string;
  code: string;
  description: string | null;
  maxUses: number | null;
  usedCount: number;
  isActive: boolean;
  grantsUnlimited: boolean;
  grantsCredits: number;
  createdAt: Date;
};

/** Every code, newest first (admin only). */
export async function listPromoCodes(): Promise<PromoCodeRow[]> {
  return db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      description: promoCodes.description,
      maxUses: promoCodes.maxUses,
      usedCount: promoCodes.usedCount,
      isActive: promoCodes.isActive,
      grantsUnlimited: promoCodes.grantsUnlimited,
      grantsCredits: promoCodes.grantsCredits,
      createdAt: promoCodes.createdAt,
    })
    .from(promoCodes)
    .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
}
