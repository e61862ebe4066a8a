import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";

const { resumes, tournaments } = schema;
export const ACTIVITY_DAYS = 14;

/** How many of the user's resumes (sample and demos aside) finished analysis on each of the last days, oldest first (UTC days). */
export async function resumeActivity({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const rows = await db
    .select({ day: sql<string>`to_char(date_trunc('day', ${resumes.finishedAt} at time zone 'UTC'), 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(
      and(
        eq(tournaments.userId, userId),
        eq(tournaments.isDemo, false),
        eq(tournaments.isSample, false),
        sql`${resumes.finishedAt} >= ${new Date(now.getTime() - ACTIVITY_DAYS * 86_400_000).toISOString()}::timestamptz`,
      ),
    )
    .groupBy(sql`1`);
  const counts = new Map(rows.map((r) => [r.day, r.n]));
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const day = new Date(now.getTime() - (ACTIVITY_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day: day.slice(5), count: counts.get(day) ?? 0 };
  });
}
