// What counts as a resume file. One rule (app/extraction/file-check.ts) for the
// upload form in the browser, every upload the server receives (recruiters,
// demo, partner API, JSON API) and the worker: PDF, Word (.docx, .doc), RTF,
// OpenDocument text, or text that reads as prose. Pure and browser-safe.
export { proseProblem, readsAsProse, type ProseProblem } from "~/extraction/prose";
export { checkResumeBlob, resumeKindOf, ResumeFileCheck } from "~/extraction/file-check";
