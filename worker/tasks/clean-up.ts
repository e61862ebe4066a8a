import type { Task } from "graphile-worker";
import { deleteExpiredRateLimits } from "~/utils/rate-limit.server";
import { deleteExpiredSessions } from "~/utils/session.server";

/** Hourly: expired rate-limit windows and expired sessions. */
export const cleanUp: Task = async () => {
  await deleteExpiredRateLimits();
  await deleteExpiredSessions();
};
