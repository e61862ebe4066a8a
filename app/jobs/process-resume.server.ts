import { z } from "zod";
import { defineJob } from "./queue.server";

/** Reads one resume (extraction) and analyzes it against its tournament's job. */
export const processResumeJob = defineJob({
  name: "process-resume",
  payload: z.object({ resumeId: z.string().uuid() }),
  maxAttempts: 3,
});
