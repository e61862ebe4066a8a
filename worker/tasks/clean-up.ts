import type { Task } from "graphile-worker";
import { deleteExpiredRateLimits } from "~/utils/rate-limit.server";

/** Hourly: expired rate-limit windows. */
export const cleanUp: Task = async () => {
  await deleteExpiredRateLimits();
};
