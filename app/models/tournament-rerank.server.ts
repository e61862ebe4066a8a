import { and, eq, isNotNull } from "drizzle-orm";
import { processResumeJob } from "~/jobs/process-resume.server";
import { db, schema, type Tx } from "~/utils/db.server";

const { tournaments, resumes } = schema;

/**
 * Sends every analysed candidate back through the worker, to be scored again
 * from the text already read (no upload, no credit), against a profile built
 * afresh: the tournament's kept profile is dropped. Stages, notes and the
 * recruiter's tiers stay. Returns how many candidates were queued.
 */
export async function requeueAnalysed(tx: Tx, id: string): Promise<number> {
  await tx.update(tournaments).set({ jobProfile: null, keySkills: [] }).where(eq(tournaments.id, id));
  const rows = await tx
    .update(resumes)
    .set({ status: "queued", startedAt: null, finishedAt: null })
    .where(and(eq(resumes.tournamentId, id), eq(resumes.status, "done"), isNotNull(resumes.text)))
    .returning({ id: resumes.id });
  for (const row of rows) await processResumeJob.enqueue(tx, { resumeId: row.id }, { jobKey: `resume:${row.id}` });
  if (rows.length) await tx.update(tournaments).set({ status: "processing", completedAt: null }).where(eq(tournaments.id, id));
  return rows.length;
}

/**
 * Changes what the owner's tournament screens for (`set`) and re-ranks it, in
 * one transaction with an audit row. Null when the tournament is not the user's.
 */
export async function rerankTournament({ id, userId, set, action }: { id: string; userId: string; set: Partial<typeof tournaments.$inferInsert>; action: string }) {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId)))
      .for("update");
    if (!t) return null;
    await tx.update(tournaments).set(set).where(eq(tournaments.id, id));
    const requeued = await requeueAnalysed(tx, id);
    await tx.insert(schema.auditLog).values({ actorUserId: userId, action, subjectType: "tournament", subjectId: id, data: { requeued } });
    return requeued;
  });
}
