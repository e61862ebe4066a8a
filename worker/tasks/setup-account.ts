import { eq } from "drizzle-orm";
import type { Task } from "graphile-worker";
import { setupAccountJob } from "~/jobs/setup-account.server";
import { createSampleTournament } from "~/models/sample-tournament.server";
import { db, schema } from "~/utils/db.server";

export const setupAccount: Task = async (payload, helpers) => {
  const { userId } = setupAccountJob.payload.parse(payload);
  const [user] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId));
  if (!user) {
    helpers.logger.info(`setup-account: user ${userId} is gone`);
    return;
  }
  await createSampleTournament(userId);
  await db.update(schema.users).set({ setupCompletedAt: new Date() }).where(eq(schema.users.id, userId));
};
