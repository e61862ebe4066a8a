export { extractResumeInProcess, type ExtractInput, type ExtractOptions } from "./extract.server";
export { MAX_FILE_BYTES, MAX_FILES } from "./limits";
export { sniffFileKind } from "./sniff";
import type { ExtractionOutcome } from "../types";
import { extractResumeInProcess, type ExtractInput, type ExtractOptions } from "./extract.server";

export async function extractResume(input: ExtractInput, options?: ExtractOptions): Promise<ExtractionOutcome> {
  return extractResumeInProcess(input, options);
}

export async function shutdownExtraction(): Promise<void> {}
