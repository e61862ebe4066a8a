import { and, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";

const { resumes, tournaments } = schema;

export const RESUMES_PAGE_SIZE = 50;
export type ResumeSearchBy = "name" | "skills";

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
}: {
  userId: string;
  q?: string;
  by?: ResumeSearchBy;
  page?: number;
  pageSize?: number;
}) {
  const owned = and(eq(tournaments.userId, userId), eq(tournaments.isDemo, false));
  const needle = q.trim();
  let match: SQL | undefined;
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    match =
      by === "skills"
        ? sql`exists (select 1 from jsonb_array_elements_text(${resumes.skills}) as s(skill) where s.skill ilike ${pattern})`
        : ilike(resumes.fileName, pattern);
  }
  const where = and(owned, match);

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
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
    })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(where)
    .orderBy(desc(resumes.createdAt), resumes.position, resumes.id)
    .limit(pageSize)
    .offset((current - 1) * pageSize);

  // Tells "no match" from "no resumes at all" only when it matters.
  let hasAny = total > 0;
  if (!hasAny && needle) {
    const [any] = await db.select({ id: resumes.id }).from(resumes).innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId)).where(owned).limit(1);
    hasAny = Boolean(any);
  }
  return { rows, total, page: current, pageCount, pageSize, hasAny };
}

export type ResumeListItem = Awaited<ReturnType<typeof listUserResumes>>["rows"][number];
