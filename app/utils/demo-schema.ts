import { z } from "zod";
import { jobText, jobTitle, keySkills } from "~/utils/job-fields";
import { DEMO_MESSAGES } from "./demo-messages";

/** A demo tournament (a job and up to five resumes, no account), from the landing form or the JSON endpoint; the job fields have the recruiter's limits. */
export const DemoSchema = z.object({
  name: jobTitle("Job title", DEMO_MESSAGES.nameRequired),
  jobDescription: jobText("Job description"),
  keyRequirements: jobText("Key requirements"),
  optionalRequirements: jobText("Optional requirements"),
  keySkills: keySkills(),
});

export type DemoInput = z.infer<typeof DemoSchema>;
