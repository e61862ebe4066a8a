import { and, eq } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { carryReview } from "./requirement-review.server";
import { createTournament, type TournamentInput } from "./tournament-create.server";
import { requeueAnalysed } from "./tournament-rerank.server";

const { tournaments, auditLog } = schema;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim() === (b ?? "").trim();

/**
 * Renames a tournament and edits its posting. When the description or the
 * requirements change, every analysed candidate is re-ranked from the text
 * already extracted (no new upload, no credit): the profile is rebuilt and the
 * resumes go back through the worker, so the page shows live progress.
 * A reviewed requirement list is carried over to the new posting (what the
 * recruiter added, re-worded or removed stays so). Recruiters' stages, notes
 * and tier overrides stay. Null when not the user's.
 */
export async function editTournament({ id, userId, input }: { id: string; userId: string; input: TournamentInput }) {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId)))
      .for("update");
    if (!t) return null;
    const rerank = !same(t.jobDescription, input.jobDescription) || !same(t.keyRequirements, input.keyRequirements) || !same(t.optionalRequirements, input.optionalRequirements);
    await tx
      .update(tournaments)
      .set({
        name: input.name,
        jobDescription: input.jobDescription || null,
        keyRequirements: input.keyRequirements || null,
        optionalRequirements: input.optionalRequirements || null,
        ...(rerank && t.requirementReview ? { requirementReview: carryReview(t.requirementReview, input) } : {}),
      })
      .where(eq(tournaments.id, id));
    const requeued = rerank ? await requeueAnalysed(tx, id) : 0;
    await tx.insert(auditLog).values({
      actorUserId: userId,
      action: rerank ? "tournament.reranked" : "tournament.edited",
      subjectType: "tournament",
      subjectId: id,
      data: { from: { name: t.name }, to: { name: input.name }, requeued },
    });
    return { rerank, requeued };
  });
}

export async function setArchived({ id, userId, archived }: { id: string; userId: string; archived: boolean }) {
  const rows = await db
    .update(tournaments)
    .set({ archivedAt: archived ? new Date() : null })
    .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId)))
    .returning({ id: tournaments.id });
  return rows.length > 0;
}

/** A new tournament with the same posting, requirement list and stages, and no candidates; it uses a credit like any new tournament. Null when not the user's. */
export async function duplicateTournament({ id, userId, newId }: { id: string; userId: string; newId: string }) {
  const [t] = await db
    .select({
      name: tournaments.name,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      optionalRequirements: tournaments.optionalRequirements,
      requirementReview: tournaments.requirementReview,
      stages: tournaments.stages,
    })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId)));
  if (!t) return null;
  const input: TournamentInput = {
    name: `${t.name} (copy)`.slice(0, 200),
    jobDescription: t.jobDescription ?? undefined,
    keyRequirements: t.keyRequirements ?? undefined,
    optionalRequirements: t.optionalRequirements ?? undefined,
  };
  return createTournament({ id: newId, userId, input, files: [], requirementReview: t.requirementReview, stages: t.stages });
}
