import { z } from "zod";
import { defineJob } from "./queue.server";

export const sendEmailJob = defineJob({
  name: "send-email",
  payload: z.object({ outboxId: z.string().uuid() }),
  maxAttempts: 8,
});
