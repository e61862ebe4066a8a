import type { TaskList } from "graphile-worker";
import { cleanUp } from "./tasks/clean-up";
import { processResumeTask } from "./tasks/process-resume";
import { sendEmail } from "./tasks/send-email";
import { setupAccount } from "./tasks/setup-account";

export const taskList: TaskList = {
  "send-email": sendEmail,
  "setup-account": setupAccount,
  "clean-up": cleanUp,
  "process-resume": processResumeTask,
};

export const crontab = ["0 * * * * clean-up ?jobKey=clean-up"].join("\n");
