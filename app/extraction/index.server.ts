// What the worker, the CLI and the evaluation harness call to read a resume file.
import type { ExtractionOutcome } from "~/analysis/types";
import type { ExtractInput, ExtractOptions } from "./extract.server";
import { MAX_FILE_BYTES } from "./limits";
import { failures } from "./failures";
import { extractInChild, stopChildren } from "./isolated.server";
import { shutdownOcr } from "./ocr.server";

export type { ExtractInput, ExtractOptions } from "./extract.server";

/**
 * The same reading without isolation (benchmarks, the evaluation harness, the
 * reader processes). Loaded on first use: the PDF libraries cost the worker's
 * main process over 400 MB, and it only hands files to the reader processes.
 */
export async function extractResumeInProcess(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractionOutcome> {
  const { extractResumeInProcess: read } = await import("./extract.server");
  return read(input, options);
}
export { MAX_FILE_BYTES, MAX_FILES } from "./limits";
export { resumeKindOf } from "./file-check";

/**
 * Reads a resume in a separate process bounded by `timeoutMs` and
 * `maxMemoryMb`; a file that overruns either ends as an ExtractionError and
 * the next file is read by a fresh process.
 */
export async function extractResume(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractionOutcome> {
  if (input.bytes.length === 0) return failures.empty();
  if (input.bytes.length > MAX_FILE_BYTES) return failures.tooLarge(input.bytes.length);
  return extractInChild(input, options);
}

/** Stops the reader processes and OCR workers so that the caller can exit. */
export async function shutdownExtraction(): Promise<void> {
  await Promise.all([stopChildren(), shutdownOcr()]);
}
