import { and, eq, inArray } from "drizzle-orm";
import type { RequirementResult } from "~/analysis/types";
import { plainLabel } from "~/analysis/posting/requirement-review";
import { db, schema } from "~/utils/db.server";
import { stagesOf } from "~/utils/stages";

const { resumes, tournaments } = schema;
export const COMPARE_MAX = 3;

/** Two or three of a tournament's candidates with their requirement results, in the order asked. Null when the tournament is not the user's. */
export async function getComparison({ tournamentId, userId, ids }: { tournamentId: string; userId: string; ids: string[] }) {
  const [t] = await db
    .select({ id: tournaments.id, name: tournaments.name, blindView: tournaments.blindView, stages: tournaments.stages })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.userId, userId)));
  if (!t) return null;
  const rows = ids.length
    ? await db
        .select({
          id: resumes.id,
          fileName: resumes.fileName,
          position: resumes.position,
          candidateName: resumes.candidateName,
          currentTitle: resumes.currentTitle,
          location: resumes.location,
          yearsExperience: resumes.yearsExperience,
          score: resumes.score,
          tier: resumes.tier,
          tierOverride: resumes.tierOverride,
          stage: resumes.stage,
          requirements: schema.resumes.analysis,
        })
        .from(resumes)
        .where(and(eq(resumes.tournamentId, tournamentId), inArray(resumes.id, ids)))
    : [];
  const order = new Map(ids.map((id, i) => [id, i]));
  const candidates = rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map(({ requirements: analysis, ...c }) => ({ ...c, results: (analysis?.requirements ?? []) as RequirementResult[] }));
  // Every candidate of a tournament is scored against the same requirements; list each once, key ones first.
  const seen = new Map<string, { id: string; label: string; key: boolean }>();
  for (const c of candidates) for (const r of c.results) if (!seen.has(r.requirementId)) seen.set(r.requirementId, { id: r.requirementId, label: plainLabel(r.label), key: r.key });
  const requirements = [...seen.values()].sort((a, b) => Number(b.key) - Number(a.key));
  return { tournament: { ...t, stages: stagesOf(t.stages) }, candidates, requirements };
}
