import { z } from "zod";
import { jobText, jobTitle } from "~/utils/job-fields";
import { DEMO_MESSAGES } from "./demo-messages";

/** A demo tournament (a job and up to five resumes, no account), from the landing form or the JSON endpoint; the job fields have the recruiter's limits. */
export const DemoSchema = z.object({
  name: jobTitle("Job title", DEMO_MESSAGES.nameRequired),
  jobDescription: jobText("Job description"),
  keyRequirements: jobText("Key requirements"),
  optionalRequirements: jobText("Optional requirements"),
  keySkills: z
    .array(z.string({ error: "Each key skill must be text." }).trim().min(1, "A key skill cannot be empty.").max(100, "A key skill can be at most 100 characters."), {
      error: "keySkills must be a list of skills.",
    })
    .max(50, "At most 50 key skills.")
    .default([]),
});

export type DemoInput = z.infer<typeof DemoSchema>;
