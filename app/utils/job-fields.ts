import { z } from "zod";
import { JOB_TEXT_MAX, JOB_TITLE_MAX, normalizeLineBreaks, tooLongMessage } from "./job-field-limits";
import { atMost } from "./text-length";

export { JOB_TEXT_MAX, JOB_TITLE_MAX };

// The zod fragments every job form and API shares (see job-field-limits.ts):
// the same limits, and messages a person can read, never a validator's.

const withinLimit = (label: string, max: number) => (value: string, ctx: z.RefinementCtx) => {
  const message = tooLongMessage(label, value, max);
  if (message) ctx.addIssue({ code: "custom", message });
};

/** A required title (tournament name, job title, listing title, company). */
export const jobTitle = (label: string, requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).superRefine(withinLimit(label, JOB_TITLE_MAX));

/** Required long text (a partner listing's description). */
export const requiredJobText = (label: string, requiredMessage: string) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).superRefine(withinLimit(label, JOB_TEXT_MAX)).transform(normalizeLineBreaks);

/** Optional long text: a job description or a list of requirements. */
export const jobText = (label: string) =>
  z.string({ error: `${label} must be text.` }).trim().superRefine(withinLimit(label, JOB_TEXT_MAX)).transform(normalizeLineBreaks).optional();

/** Key skills a recruiter or a script names for a job (a list of text, empty by default). */
export const keySkills = () =>
  z
    .array(z.string({ error: "Each key skill must be text." }).trim().min(1, "A key skill cannot be empty.").refine(atMost(100), "A key skill can be at most 100 characters."), {
      error: "keySkills must be a list of skills.",
    })
    .max(50, "At most 50 key skills.")
    .default([]);
