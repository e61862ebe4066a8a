// The demo's limits (five resumes, the recruiter's job-field limits) and its messages. No zod here: the landing page's
// browser bundle imports this and is kept small.
import { JOB_TEXT_MAX, JOB_TITLE_MAX, tooLongMessage } from "~/utils/job-field-limits";
import { ACCEPT_ATTRIBUTE, uploadMessages } from "~/utils/upload-messages";

export const DEMO_MAX_FILES = 5;
export const DEMO_MAX_FILE_MB = 10;
export const DEMO_ACCEPT = ACCEPT_ATTRIBUTE;

export const DEMO_MESSAGES = {
  nameRequired: "Job title is required",
  noFiles: "Please select at least one resume file.",
  tooManyTitle: "Too many files",
  tooMany: "Demo is limited to 5 resumes.",
  failed: "Failed to create demo",
  rateLimited: "You have started too many demos from this network. Please try again in an hour, or sign up for free.",
  notAccepted: uploadMessages.notAccepted,
  tooLarge: (file: string) => uploadMessages.tooLarge(file, DEMO_MAX_FILE_MB * 1024 * 1024),
};

export type DemoFormErrors = Record<string, string[] | null | undefined>;

/**
 * The browser's early check. A file's type is decided by its content, by the
 * rule every upload applies (file-check.ts): `refused` names the chosen files
 * that rule turned away. The server repeats every check.
 */
export function validateDemoForm(form: FormData, refused: ReadonlySet<string> = new Set()): DemoFormErrors {
  const errors: DemoFormErrors = {};
  const name = String(form.get("name") ?? "");
  if (!name.trim()) errors.name = [DEMO_MESSAGES.nameRequired];
  else if (tooLongMessage("Job title", name, JOB_TITLE_MAX)) errors.name = [tooLongMessage("Job title", name, JOB_TITLE_MAX)!];
  // The same limits and words as the server's (app/utils/job-fields.ts).
  for (const [field, label] of [["jobDescription", "Job description"], ["keyRequirements", "Key requirements"], ["optionalRequirements", "Optional requirements"]] as const) {
    const problem = tooLongMessage(label, String(form.get(field) ?? ""), JOB_TEXT_MAX);
    if (problem) errors[field] = [problem];
  }
  // An empty file input still submits one nameless, empty file.
  const files = form.getAll("files").filter((f): f is File => typeof f !== "string" && (f.name !== "" || f.size > 0));
  if (files.length === 0) errors.files = [DEMO_MESSAGES.noFiles];
  else if (files.length > DEMO_MAX_FILES) errors.files = [DEMO_MESSAGES.tooMany];
  else {
    const problems = files.flatMap((f) =>
      f.size > DEMO_MAX_FILE_MB * 1024 * 1024 ? [DEMO_MESSAGES.tooLarge(f.name)] : refused.has(f.name) ? [DEMO_MESSAGES.notAccepted(f.name)] : [],
    );
    if (problems.length) errors.files = problems;
  }
  return errors;
}
