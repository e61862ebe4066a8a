import { and, count, eq } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";

/** Which account-setup steps are really done, read from the database. */
export async function getAccountSetupState(userId: string) {
  const [user] = await db.select({ setupCompletedAt: schema.users.setupCompletedAt }).from(schema.users).where(eq(schema.users.id, userId));
  const [sample] = await db
    .select({ id: schema.tournaments.id })
    .from(schema.tournaments)
    .where(and(eq(schema.tournaments.userId, userId), eq(schema.tournaments.isSample, true)));
  let candidates = 0;
  if (sample) {
    const [row] = await db.select({ n: count() }).from(schema.resumes).where(eq(schema.resumes.tournamentId, sample.id));
    candidates = row?.n ?? 0;
  }
  const done = [Boolean(user), Boolean(sample), candidates > 0, Boolean(user?.setupCompletedAt)];
  return { done, complete: done.every(Boolean) };
}
