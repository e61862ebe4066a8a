import { z } from "zod";
import { defineJob } from "./queue.server";

export const setupAccountJob = defineJob({
  name: "setup-account",
  payload: z.object({ userId: z.string().uuid() }),
});
