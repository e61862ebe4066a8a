import type { TaskList } from "graphile-worker";
import { cleanUp } from "./tasks/clean-up";
import { deleteExpiredDemosTask } from "./tasks/delete-expired-demos";
import { processResumeTask } from "./tasks/process-resume";
import { sendEmail } from "./tasks/send-email";
import { setupAccount } from "./tasks/setup-account";

export const taskList: TaskList = {
  "send-email": sendEmail,
  "setup-account": setupAccount,
  "clean-up": cleanUp,
  "process-resume": processResumeTask,
  "delete-expired-demos": deleteExpiredDemosTask,
};

export const crontab = [
  "0 * * * * clean-up ?jobKey=clean-up",
  "30 * * * * delete-expired-demos ?jobKey=delete-expired-demos",
].join("\n");
