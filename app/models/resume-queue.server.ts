import { eq, sql } from "drizzle-orm";
import { processResumeJob } from "~/jobs/process-resume.server";
import { schema, type Db, type Tx } from "~/utils/db.server";

export const BATCH_SIZE = 100;

export type NewResume = Omit<typeof schema.resumes.$inferInsert, "tournamentId" | "position" | "status">;

/**
 * Adds resumes to a tournament and queues their processing in the caller's
 * transaction: a resume row exists exactly when its job does. A completed
 * tournament reopens.
 */
export async function addResumes(tx: Tx | Db, tournamentId: string, resumes: NewResume[]) {
  if (resumes.length === 0) return [];
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${schema.resumes.position}) + 1, 0)::int` })
    .from(schema.resumes)
    .where(eq(schema.resumes.tournamentId, tournamentId));
  const rows = await tx
    .insert(schema.resumes)
    .values(resumes.map((r, i) => ({ ...r, tournamentId, position: next + i, status: "queued" as const })))
    .returning({ id: schema.resumes.id });
  for (const row of rows) await processResumeJob.enqueue(tx, { resumeId: row.id }, { jobKey: `resume:${row.id}` });
  await tx.update(schema.tournaments).set({ status: "processing", completedAt: null }).where(eq(schema.tournaments.id, tournamentId));
  return rows.map((r) => r.id);
}
