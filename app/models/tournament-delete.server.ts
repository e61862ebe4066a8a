import { and, eq, isNull, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";
import { refundCredit, spentOn } from "./credits.server";

const { tournaments, resumes, auditLog } = schema;

/**
 * A tournament gives its credit back when it is deleted unused: no analysis of
 * any of its resumes was ever saved (an empty Draft, files still queued, or
 * every file unreadable), and it did cost a credit (the sample did not).
 * "Ever" is `first_analysed_at`, set with the first analysis and never cleared:
 * a re-rank puts every resume back in the queue, and must not make a used
 * tournament look unused.
 */
export function refundsCredit(t: { firstAnalysedAt: Date | null; debited: boolean }) {
  return t.debited && t.firstAnalysedAt === null;
}

/** What a delete removes, and whether the credit comes back (the page reads the same from its counts). */
async function getDeletePreview({ id, userId }: { id: string; userId: string }, tx: Tx | typeof db = db) {
  const [t] = await tx.select({ name: tournaments.name, status: tournaments.status, firstAnalysedAt: tournaments.firstAnalysedAt }).from(tournaments).where(ownedBy(id, userId));
  if (!t) return null;
  const [[usage], debited] = await Promise.all([
    tx.select({ resumes: sql<number>`count(*)::int` }).from(resumes).where(eq(resumes.tournamentId, id)),
    spentOn(tx, userId, id),
  ]);
  return { name: t.name, status: t.status, resumes: usage?.resumes ?? 0, debited, refund: refundsCredit({ firstAnalysedAt: t.firstAnalysedAt, debited }) };
}

const ownedBy = (id: string, userId: string) =>
  and(eq(tournaments.id, id), eq(tournaments.userId, userId), eq(tournaments.isDemo, false), isNull(tournaments.partnerId));

/**
 * Deletes the owner's tournament with its resumes (cascade) and, when it was
 * never used, writes the credit back as a new ledger row (the ledger's unique
 * (tournament, reason) key makes a replayed delete count once). The stored
 * files go after the commit. Null when the tournament is missing or not yours.
 */
export async function deleteTournament({ id, userId }: { id: string; userId: string }) {
  const deleted = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: tournaments.id }).from(tournaments).where(ownedBy(id, userId)).for("update");
    if (!locked) return null;
    const t = (await getDeletePreview({ id, userId }, tx))!;
    const refund = t.refund;
    await tx.delete(tournaments).where(eq(tournaments.id, id));
    const refunded = refund ? await refundCredit(tx, { userId, tournamentId: id, note: `Deleted unused tournament "${t.name}"` }) : false;
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: "tournament.deleted",
      subjectType: "tournament",
      subjectId: id,
      data: { name: t.name, status: t.status, resumes: t.resumes, refunded },
    });
    return { id, name: t.name, resumes: t.resumes, refunded };
  });
  // After the commit: a failed file delete never brings the rows back, and the worker skips resumes that are gone.
  if (deleted) await getStorage().deletePrefix(`tournaments/${id}`);
  return deleted;
}
