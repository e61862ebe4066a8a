import { and, eq, isNull, sql } from "drizzle-orm";
import { db, schema, type Tx } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";
import { refundCredit, spentOn } from "./credits.server";

const { tournaments, resumes, auditLog } = schema;

/**
 * A tournament gives its credit back when it is deleted unused: no resume in
 * it was analysed (an empty Draft, files still queued, or every file
 * unreadable), and it did cost a credit (the sample did not).
 */
export function refundsCredit(t: { status: string; analysed: number; debited: boolean }) {
  return t.debited && t.analysed === 0;
}

/** What a delete removes, and whether the credit comes back (the page reads the same from its counts). */
async function getDeletePreview({ id, userId }: { id: string; userId: string }, tx: Tx | typeof db = db) {
  const [t] = await tx.select({ name: tournaments.name, status: tournaments.status }).from(tournaments).where(ownedBy(id, userId));
  if (!t) return null;
  const [[usage], debit] = await Promise.all([
    tx
      .select({ resumes: sql<number>`count(*)::int`, analysed: sql<number>`(count(*) filter (where ${resumes.status} = 'done'))::int` })
      .from(resumes)
      .where(eq(resumes.tournamentId, id)),
    spentOn(tx, userId, id),
  ]);
  const resumeCount = usage?.resumes ?? 0;
  const debited = debit;
  return { name: t.name, status: t.status, resumes: resumeCount, debited, refund: refundsCredit({ status: t.status, analysed: usage?.analysed ?? 0, debited }) };
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
