import type { ExtractionError, SuspiciousFlag } from "../types";
import { failures } from "./failures";

export async function readDocx(bytes: Uint8Array): Promise<{ text: string; pages: number; ocrPages: number; flags: SuspiciousFlag[] } | ExtractionError> {
  void bytes;
  return failures.unsupported("Word documents (not yet)");
}
