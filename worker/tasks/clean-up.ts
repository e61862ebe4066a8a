import type { Task } from "graphile-worker";
import { deleteExpiredRateLimits, deleteStaleLoginAttempts } from "~/utils/rate-limit.server";
import { deleteExpiredSessions } from "~/utils/session.server";

/** Hourly: expired rate-limit windows, sign-in delays and sessions. */
export const cleanUp: Task = async () => {
  await deleteExpiredRateLimits();
  await deleteExpiredSessions();
  await deleteStaleLoginAttempts();
};
