import type { ExtractionError, ExtractionErrorCode } from "~/analysis/types";

// The wording is shown to recruiters as is: say what happened and what to do.

function failure(code: ExtractionErrorCode, reason: string): ExtractionError {
  return { ok: false, code, reason };
}

export const failures = {
  empty: () => failure("empty", "The file is empty."),
  tooLarge: (bytes: number) =>
    failure("too_large", `The file is larger than 10 MB (${(bytes / 1024 / 1024).toFixed(1)} MB).`),
  unsupported: (what: string) =>
    failure("unsupported", `This file type is not accepted: ${what}. Upload a PDF, Word (.docx or .doc), RTF, OpenDocument (.odt) or plain-text file.`),
  encrypted: () =>
    failure("encrypted", "This PDF is password-protected. Ask the candidate for a copy without a password."),
  damaged: (kind: string) => failure("damaged", `The file is damaged and cannot be opened as a${/^(?:[aeiou]|RTF\b)/i.test(kind) ? "n" : ""} ${kind}.`),
  notWhatNamed: (fileName: string, kind: string) =>
    failure("damaged", `The file is damaged: "${fileName}" does not contain a readable ${kind}.`),
  tooManyPages: (pages: number, max: number) =>
    failure("too_many_pages", `This PDF has ${pages} pages; resumes longer than ${max} pages are not accepted.`),
  bomb: (kind: string) =>
    failure("bomb", `The ${kind} unpacks to far more data than a resume holds, so it was not opened.`),
  encoding: (detail: string) =>
    failure("encoding", `The text file could not be read: ${detail}. Save it as UTF-8 and upload it again.`),
  noText: () =>
    failure("no_text", "No readable text was found in the file. If it is a scan, upload a clearer copy or a text PDF."),
  timeout: (seconds: number) =>
    failure("timeout", `Reading the file took longer than ${seconds} second${seconds === 1 ? "" : "s"}, so it was stopped.`),
  crashed: () =>
    failure("damaged", "The file could not be read: the reader stopped on it, which usually means the file is damaged."),
  outOfMemory: () => failure("out_of_memory", "Reading the file needed too much memory, so it was stopped."),
};
