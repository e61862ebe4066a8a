import type { Task } from "graphile-worker";
import { deleteExpiredDemosJob } from "~/jobs/delete-expired-demos.server";
import { deleteExpiredDemos } from "~/models/demo.server";

export const deleteExpiredDemosTask: Task = async (payload, helpers) => {
  deleteExpiredDemosJob.payload.parse(payload ?? {});
  const deleted = await deleteExpiredDemos();
  if (deleted) helpers.logger.info(`delete-expired-demos: deleted ${deleted} demo tournament(s)`);
};
