import { z } from "zod";
import { defineJob } from "./queue.server";

/** Hourly (worker crontab): public demos and their files are gone after 24 hours. */
export const deleteExpiredDemosJob = defineJob({
  name: "delete-expired-demos",
  // Cron runs add `_cron`, which is dropped here.
  payload: z.object({}),
  maxAttempts: 3,
});
