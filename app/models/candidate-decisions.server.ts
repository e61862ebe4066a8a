import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { plural } from "~/utils/format";
import { FIRST_STAGE, stagesOf, stageIn, type Stage } from "~/utils/stages";
import { effectiveTier } from "~/analysis/tiers";
import { truncateVisible, visibleLength } from "~/utils/text-length";

const { resumes, tournaments, candidateEvents, candidateNotes, auditLog, users } = schema;

export type Decision = { kind: "stage"; to: string } | { kind: "tier"; to: Tier; reason?: string | null };
export const MAX_NOTE = 5000;
export const MAX_REASON = 500;

async function ownsTournament(tx: Pick<typeof db, "select">, { tournamentId, userId }: { tournamentId: string; userId: string }) {
  const [t] = await tx.select({ id: tournaments.id }).from(tournaments).where(and(eq(tournaments.id, tournamentId), eq(tournaments.userId, userId)));
  return Boolean(t);
}

/** The owner's tournament's stages, or null when it is not theirs. */
async function ownedStages(tx: Pick<typeof db, "select">, { tournamentId, userId }: { tournamentId: string; userId: string }): Promise<Stage[] | null> {
  const [t] = await tx.select({ stages: tournaments.stages }).from(tournaments).where(and(eq(tournaments.id, tournamentId), eq(tournaments.userId, userId)));
  return t ? stagesOf(t.stages) : null;
}

/**
 * Moves candidates of one tournament to a stage or a tier, as one batch of the
 * trail (who, when, from, to, why). Returns null when the tournament is not the
 * user's; candidates that are not in it are skipped. A stage must be one of the
 * tournament's (`unknownStage` otherwise); `stages` names them for the reply.
 */
export async function decide({ userId, tournamentId, resumeIds, decision }: { userId: string; tournamentId: string; resumeIds: string[]; decision: Decision }) {
  return db.transaction(async (tx) => {
    const stages = await ownedStages(tx, { tournamentId, userId });
    if (!stages) return null;
    if (decision.kind === "stage" && !stageIn(stages, decision.to)) return { batchId: null, changed: 0, found: 0, stages, unknownStage: true };
    if (!resumeIds.length) return { batchId: null, changed: 0, found: 0, stages };
    const rows = await tx
      .select({ id: resumes.id, stage: resumes.stage, tier: resumes.tier, tierOverride: resumes.tierOverride })
      .from(resumes)
      .where(and(eq(resumes.tournamentId, tournamentId), inArray(resumes.id, resumeIds)))
      .for("update");
    const batchId = randomUUID();
    const changed = rows.filter((r) => (decision.kind === "stage" ? r.stage !== decision.to : effectiveTier(r) !== decision.to || r.tierOverride !== decision.to));
    if (!changed.length) return { batchId: null, changed: 0, found: rows.length, stages };
    const ids = changed.map((r) => r.id);
    if (decision.kind === "stage") await tx.update(resumes).set({ stage: decision.to }).where(inArray(resumes.id, ids));
    else await tx.update(resumes).set({ tierOverride: decision.to, tierOverriddenAt: new Date() }).where(inArray(resumes.id, ids));
    const reason = decision.kind === "tier" ? truncateVisible(decision.reason?.trim() ?? "", MAX_REASON) || null : null;
    await tx.insert(candidateEvents).values(
      changed.map((r) => ({
        tournamentId,
        resumeId: r.id,
        actorUserId: userId,
        kind: decision.kind,
        fromValue: decision.kind === "stage" ? r.stage : r.tierOverride,
        toValue: decision.to,
        reason,
        batchId,
      })),
    );
    if (decision.kind === "tier") {
      await tx.insert(auditLog).values(
        changed.map((r) => ({
          actorUserId: userId,
          action: "resume.tier_changed",
          subjectType: "resume",
          subjectId: r.id,
          data: { from: effectiveTier(r), to: decision.to, aiTier: r.tier, tournamentId, reason },
        })),
      );
    }
    return { batchId, changed: changed.length, found: rows.length, stages };
  });
}

/**
 * Undoes one batch: each candidate goes back to where it was, unless a later
 * change has moved it since (that change wins). Returns null when not the user's.
 */
export async function undoBatch({ userId, tournamentId, batchId }: { userId: string; tournamentId: string; batchId: string }) {
  return db.transaction(async (tx) => {
    const stages = await ownedStages(tx, { tournamentId, userId });
    if (!stages) return null;
    const events = await tx
      .select()
      .from(candidateEvents)
      .where(and(eq(candidateEvents.batchId, batchId), eq(candidateEvents.tournamentId, tournamentId), isNull(candidateEvents.undoneAt)))
      .for("update");
    let restored = 0;
    for (const e of events) {
      const [now] = await tx.select({ stage: resumes.stage, tierOverride: resumes.tierOverride }).from(resumes).where(eq(resumes.id, e.resumeId)).for("update");
      if (!now) continue;
      if (e.kind === "note") {
        const back = await tx.update(candidateNotes).set({ deletedAt: null }).where(and(eq(candidateNotes.id, e.fromValue!), isNotNull(candidateNotes.deletedAt))).returning({ id: candidateNotes.id });
        restored += back.length;
      } else if (e.kind === "stage" && now.stage === e.toValue) {
        // A stage removed since goes back to the first one.
        await tx.update(resumes).set({ stage: stageIn(stages, e.fromValue) ?? FIRST_STAGE }).where(eq(resumes.id, e.resumeId));
        restored++;
      } else if (e.kind === "tier" && now.tierOverride === e.toValue) {
        const back = (e.fromValue as Tier | null) ?? null;
        await tx.update(resumes).set({ tierOverride: back, tierOverriddenAt: back ? new Date() : null }).where(eq(resumes.id, e.resumeId));
        restored++;
      }
    }
    if (events.length) await tx.update(candidateEvents).set({ undoneAt: new Date() }).where(inArray(candidateEvents.id, events.map((e) => e.id)));
    await tx.insert(auditLog).values({ actorUserId: userId, action: "candidates.undo", subjectType: "tournament", subjectId: tournamentId, data: { batchId, restored } });
    return { restored, kind: events[0]?.kind ?? null };
  });
}

/** What an undo brought back, for its message. */
export const undoneText = (undone: { restored: number; kind: string | null }) => (undone.kind === "note" ? (undone.restored ? "The note is back." : "The note was already back.") : `${plural(undone.restored, "candidate")} restored.`);

export async function addNote({ userId, tournamentId, resumeId, body }: { userId: string; tournamentId: string; resumeId: string; body: string }) {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(eq(resumes.id, resumeId), eq(resumes.tournamentId, tournamentId), eq(tournaments.userId, userId)));
  if (!row) return null;
  const [note] = await db.insert(candidateNotes).values({ tournamentId, resumeId, authorUserId: userId, body: truncateVisible(body.trim(), MAX_NOTE) }).returning({ id: candidateNotes.id });
  return note!;
}

/** How much of a deleted note its history entry quotes. */
const NOTE_EXCERPT = 120;

/**
 * Deletes a note as a change of the trail: the note is hidden, and the event (who, when, its opening
 * words) can be undone like a stage or tier change. Returns false when the note is not there.
 */
export async function deleteNote({ userId, tournamentId, noteId }: { userId: string; tournamentId: string; noteId: string }) {
  return db.transaction(async (tx) => {
    if (!(await ownsTournament(tx, { tournamentId, userId }))) return false;
    const [note] = await tx
      .update(candidateNotes)
      .set({ deletedAt: new Date() })
      .where(and(eq(candidateNotes.id, noteId), eq(candidateNotes.tournamentId, tournamentId), isNull(candidateNotes.deletedAt)))
      .returning({ resumeId: candidateNotes.resumeId, body: candidateNotes.body });
    if (!note) return false;
    const excerpt = visibleLength(note.body) > NOTE_EXCERPT ? `${truncateVisible(note.body, NOTE_EXCERPT - 1).trimEnd()}…` : note.body;
    await tx.insert(candidateEvents).values({ tournamentId, resumeId: note.resumeId, actorUserId: userId, kind: "note", fromValue: noteId, toValue: null, reason: excerpt, batchId: randomUUID() });
    return true;
  });
}

/** A candidate's notes and decisions, newest first, with who made them. The caller has checked ownership. */
export async function candidateTrail({ resumeId }: { resumeId: string }) {
  const [notes, events] = await Promise.all([
    db
      .select({ id: candidateNotes.id, body: candidateNotes.body, createdAt: candidateNotes.createdAt, author: users.email })
      .from(candidateNotes)
      .leftJoin(users, eq(users.id, candidateNotes.authorUserId))
      .where(and(eq(candidateNotes.resumeId, resumeId), isNull(candidateNotes.deletedAt)))
      .orderBy(desc(candidateNotes.createdAt)),
    db
      .select({
        id: candidateEvents.id,
        kind: candidateEvents.kind,
        fromValue: candidateEvents.fromValue,
        toValue: candidateEvents.toValue,
        reason: candidateEvents.reason,
        batchId: candidateEvents.batchId,
        undoneAt: candidateEvents.undoneAt,
        createdAt: candidateEvents.createdAt,
        actor: users.email,
      })
      .from(candidateEvents)
      .leftJoin(users, eq(users.id, candidateEvents.actorUserId))
      .where(eq(candidateEvents.resumeId, resumeId))
      .orderBy(desc(candidateEvents.createdAt))
      .limit(50),
  ]);
  return { notes, events };
}
