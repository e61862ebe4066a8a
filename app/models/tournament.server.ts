import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db, schema } from "~/utils/db.server";
import { effectiveTierSql } from "~/analysis/tiers";

const { tournaments, resumes } = schema;
const top = alias(resumes, "top");

const resumeCounts = db
  .select({
    tournamentId: resumes.tournamentId,
    total: sql<number>`count(*)::int`.as("total"),
    processed: sql<number>`count(*) filter (where ${resumes.status} in ('done','error'))::int`.as("processed"),
    tierA: sql<number>`count(*) filter (where ${effectiveTierSql(resumes)} = 'A')::int`.as("tier_a"),
  })
  .from(resumes)
  .groupBy(resumes.tournamentId)
  .as("counts");

/** The owner's tournaments, newest first (archived ones last), with real resume counts. */
export async function listTournaments({ userId }: { userId: string }) {
  const rows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      keySkills: tournaments.keySkills,
      isSample: tournaments.isSample,
      createdAt: tournaments.createdAt,
      archivedAt: tournaments.archivedAt,
      resumeCount: sql<number>`coalesce(${resumeCounts.total}, 0)`,
      processedCount: sql<number>`coalesce(${resumeCounts.processed}, 0)`,
      tierACount: sql<number>`coalesce(${resumeCounts.tierA}, 0)`,
      blindView: tournaments.blindView,
      // The first of the ranked list: best tier (the recruiter's when they changed it), then score, then upload order.
      topCandidate: sql<{ candidateName: string | null; fileName: string; position: number } | null>`(select json_build_object('candidateName', ${top.candidateName}, 'fileName', ${top.fileName}, 'position', ${top.position}) from ${resumes} as ${top} where ${top.tournamentId} = ${tournaments.id} and ${top.status} = 'done' order by ${effectiveTierSql(top)} asc nulls last, ${top.score} desc nulls last, ${top.position} limit 1)`,
    })
    .from(tournaments)
    .leftJoin(resumeCounts, eq(resumeCounts.tournamentId, tournaments.id))
    .where(and(eq(tournaments.userId, userId), eq(tournaments.isDemo, false)))
    .orderBy(sql`${tournaments.archivedAt} is not null`, desc(tournaments.createdAt));
  return rows;
}

export type TournamentListItem = Awaited<ReturnType<typeof listTournaments>>[number];
