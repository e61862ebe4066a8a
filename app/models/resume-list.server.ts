import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTierSql } from "~/analysis/tiers";

const { resumes, tournaments } = schema;

export const RESUMES_PAGE_SIZE = 50;
export type ResumeSearchBy = "name" | "skills";
export const RESUME_SORTS = ["newest", "name", "score", "tier"] as const;
export type ResumeSort = (typeof RESUME_SORTS)[number];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of a user's candidates across their own tournaments (never demos),
 * newest first. Search is a case-insensitive "contains" on the file name or on
 * any extracted skill, done in SQL so it scales to thousands of resumes.
 */
export async function listUserResumes({
  userId,
  q = "",
  by = "name",
  page = 1,
  pageSize = RESUMES_PAGE_SIZE,
  tier = null,
  stage = null,
  tournamentId = null,
  sort = "newest",
  dir = "desc",
}: {
  userId: string;
  q?: string;
  by?: ResumeSearchBy;
  page?: number;
  pageSize?: number;
  tier?: Tier | null;
  stage?: string | null;
  tournamentId?: string | null;
  sort?: ResumeSort;
  dir?: "asc" | "desc";
}) {
  const owned = and(eq(tournaments.userId, userId), eq(tournaments.isDemo, false));
  const needle = q.trim();
  let match: SQL | undefined;
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    match =
      by === "skills"
        ? sql`exists (select 1 from jsonb_array_elements_text(${resumes.skills}) as s(skill) where s.skill ilike ${pattern})`
        : // A blind tournament's names are not searched.
          or(ilike(resumes.fileName, pattern), and(eq(tournaments.blindView, false), ilike(resumes.candidateName, pattern)));
  }
  const effectiveTier = effectiveTierSql(resumes);
  const where = and(
    owned,
    match,
    tier ? sql`${effectiveTier} = ${tier}` : undefined,
    stage ? eq(resumes.stage, stage) : undefined,
    tournamentId ? eq(tournaments.id, tournamentId) : undefined,
  );
  const direction = (e: SQL) => (dir === "asc" ? sql`${e} asc nulls last` : sql`${e} desc nulls last`);
  const order: SQL[] =
    sort === "name"
      ? [direction(sql`lower(case when ${tournaments.blindView} then null else coalesce(${resumes.candidateName}, ${resumes.fileName}) end)`)]
      : sort === "score"
        ? [direction(sql`${resumes.score}`)]
        : sort === "tier"
          ? [dir === "asc" ? sql`${effectiveTier} desc nulls first` : sql`${effectiveTier} asc nulls last`, desc(sql`coalesce(${resumes.score}, -1)`)]
          : [direction(sql`${resumes.createdAt}`), asc(resumes.position)];

  const [totals] = await db.select({ n: count() }).from(resumes).innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId)).where(where);
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);

  const rows = await db
    .select({
      id: resumes.id,
      fileName: resumes.fileName,
      status: resumes.status,
      skills: resumes.skills,
      tier: resumes.tier,
      tierOverride: resumes.tierOverride,
      score: resumes.score,
      stage: resumes.stage,
      position: resumes.position,
      candidateName: resumes.candidateName,
      currentTitle: resumes.currentTitle,
      location: resumes.location,
      yearsExperience: resumes.yearsExperience,
      blind: tournaments.blindView,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      stages: tournaments.stages,
    })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(where)
    .orderBy(...order, resumes.position, resumes.id)
    .limit(pageSize)
    .offset((current - 1) * pageSize);

  // Tells "no match" from "no resumes at all" only when it matters.
  let hasAny = total > 0;
  if (!hasAny && (needle || tier || stage || tournamentId)) {
    const [any] = await db.select({ id: resumes.id }).from(resumes).innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId)).where(owned).limit(1);
    hasAny = Boolean(any);
  }
  return { rows, total, page: current, pageCount, pageSize, hasAny };
}

/** The user's tournaments, for the tournament filter. */
export async function userTournamentNames(userId: string) {
  return db
    .select({ id: tournaments.id, name: tournaments.name, stages: tournaments.stages })
    .from(tournaments)
    .where(and(eq(tournaments.userId, userId), eq(tournaments.isDemo, false)))
    .orderBy(desc(tournaments.createdAt))
    .limit(200);
}

export type ResumeListItem = Awaited<ReturnType<typeof listUserResumes>>["rows"][number];
