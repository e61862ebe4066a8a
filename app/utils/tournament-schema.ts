import { z } from "zod";
import { jobText, jobTitle, keySkills } from "~/utils/job-fields";

// A name is required; the job fields have the limits every path shares (app/utils/job-fields.ts):
// the Create Tournament form and POST /api/tournaments validate with this one schema.
export const TournamentSchema = z.object({
  name: jobTitle("Tournament name", "Tournament name is required"),
  jobDescription: jobText("Job description"),
  keyRequirements: jobText("Key requirements"),
  optionalRequirements: jobText("Optional/Nice to have"),
});

/** The JSON API also takes the key skills; the form leaves them to the analyzer. */
export const TournamentApiSchema = TournamentSchema.extend({ keySkills: keySkills() });

export type TournamentApiInput = z.infer<typeof TournamentApiSchema>;
