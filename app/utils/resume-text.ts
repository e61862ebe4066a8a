// What counts as a resume file. One rule (app/extraction/file-check.ts) for the
// upload form in the browser, every upload the server receives (recruiters,
// demo, partner API, JSON API) and the worker: PDF, Word (.docx, .doc), RTF,
// OpenDocument text, or text that reads as prose. Pure and browser-safe.
import { checkResumeFile } from "~/extraction/file-check";
import type { FileKind } from "~/analysis/types";

export { proseProblem, readsAsProse, type ProseProblem } from "~/extraction/prose";
export { checkResumeBlob, ResumeFileCheck } from "~/extraction/file-check";

/** The kind of resume a whole file is, or null when it is not one. */
export function resumeKindOf(bytes: Uint8Array): FileKind | null {
  const verdict = checkResumeFile(bytes);
  return "kind" in verdict ? verdict.kind : null;
}
