import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { isDefaultStage, MAX_STAGE_LABEL, MAX_STAGES, newStageKey, REJECT_STAGE, stagesOf, type Stage } from "~/utils/stages";

export { USUAL_STAGES } from "~/utils/stages";

const { tournaments, resumes, auditLog } = schema;

/** The owner's tournament with its stages and how many candidates are in each, or null when it is not theirs. */
export async function getStages({ id, userId }: { id: string; userId: string }) {
  const [t] = await db
    .select({ id: tournaments.id, name: tournaments.name, stages: tournaments.stages })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId), eq(tournaments.isDemo, false)));
  if (!t) return null;
  const rows = await db
    .select({ stage: resumes.stage, n: sql<number>`count(*)::int` })
    .from(resumes)
    .where(eq(resumes.tournamentId, id))
    .groupBy(resumes.stage);
  return { id: t.id, name: t.name, stages: stagesOf(t.stages), counts: Object.fromEntries(rows.map((r) => [r.stage, r.n])) as Record<string, number> };
}

export type StageChange =
  | { kind: "rename"; labels: Record<string, string> }
  | { kind: "add"; labels: string[] }
  | { kind: "remove"; key: string }
  | { kind: "move"; key: string; by: -1 | 1 };

export class StageError extends Error {}

const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();

/**
 * Renames (every label sent), then adds, removes or moves one stage of the
 * owner's tournament. New stages go before Rejected. A default stage can be
 * renamed and moved but not removed; another only when no candidate is in it.
 * Throws StageError with a message for the recruiter; null when not theirs.
 */
export async function changeStages({ id, userId, labels, change }: { id: string; userId: string; labels: Record<string, string>; change: StageChange | null }) {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select({ stages: tournaments.stages })
      .from(tournaments)
      .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId), eq(tournaments.isDemo, false)))
      .for("update");
    if (!t) return null;
    const before = stagesOf(t.stages);
    let stages: Stage[] = before.map((s) => {
      const label = labels[s.key] === undefined ? s.label : clean(labels[s.key]!).slice(0, MAX_STAGE_LABEL);
      if (!label) throw new StageError(`The stage “${s.label}” needs a name.`);
      return { key: s.key, label };
    });
    if (change?.kind === "add") {
      const wanted = change.labels.map((l) => clean(l).slice(0, MAX_STAGE_LABEL)).filter(Boolean);
      if (!wanted.length) throw new StageError("Name the stage to add.");
      for (const label of wanted) {
        if (stages.some((s) => s.label.toLowerCase() === label.toLowerCase())) continue;
        if (stages.length >= MAX_STAGES) throw new StageError(`A tournament can have at most ${MAX_STAGES} stages.`);
        const at = stages.findIndex((s) => s.key === REJECT_STAGE);
        const stage = { key: newStageKey(stages, label), label };
        stages = at < 0 ? [...stages, stage] : [...stages.slice(0, at), stage, ...stages.slice(at)];
      }
    } else if (change?.kind === "remove") {
      const stage = stages.find((s) => s.key === change.key);
      if (!stage) throw new StageError("That stage no longer exists.");
      if (isDefaultStage(stage.key)) throw new StageError(`“${stage.label}” is one of the four stages every tournament keeps; rename it instead.`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(resumes)
        .where(and(eq(resumes.tournamentId, id), eq(resumes.stage, stage.key)));
      if (n > 0) throw new StageError(`Move the ${n === 1 ? "candidate" : `${n} candidates`} in “${stage.label}” to another stage first.`);
      stages = stages.filter((s) => s.key !== stage.key);
    } else if (change?.kind === "move") {
      const i = stages.findIndex((s) => s.key === change.key);
      const j = i + change.by;
      if (i >= 0 && j >= 0 && j < stages.length) [stages[i], stages[j]] = [stages[j]!, stages[i]!];
    }
    const names = new Set<string>();
    for (const s of stages) {
      if (names.has(s.label.toLowerCase())) throw new StageError(`Two stages are called “${s.label}”: give each its own name.`);
      names.add(s.label.toLowerCase());
    }
    if (JSON.stringify(stages) === JSON.stringify(before)) return { changed: false, stages };
    await tx.update(tournaments).set({ stages }).where(eq(tournaments.id, id));
    await tx.insert(auditLog).values({ actorUserId: userId, action: "tournament.stages_changed", subjectType: "tournament", subjectId: id, data: { from: before, to: stages } });
    return { changed: true, stages };
  });
}
