import { z } from "zod";
import { DEMO_MESSAGES } from "./demo-messages";

// Browsers send a textarea's line breaks as CRLF.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => s.replace(/\r\n?/g, "\n"))
    .optional();

/** A demo tournament (spec section 3), from the landing form or the JSON endpoint. */
export const DemoSchema = z.object({
  name: z.string({ error: DEMO_MESSAGES.nameRequired }).trim().min(1, DEMO_MESSAGES.nameRequired).max(200),
  jobDescription: optionalText(10_000),
  keyRequirements: optionalText(5_000),
  optionalRequirements: optionalText(5_000),
  keySkills: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
});

export type DemoInput = z.infer<typeof DemoSchema>;
