import type { ExtractionError } from "~/analysis/types";
import { decodeText, detectTextEncoding, textProblem } from "./sniff";

export function readTxt(bytes: Uint8Array): { text: string } | ExtractionError {
  const detected = detectTextEncoding(bytes);
  if ("rejected" in detected) return detected.rejected;
  const text = decodeText(bytes, detected.encoding, detected.offset);
  const problem = textProblem(text, detected.encoding);
  return problem ?? { text };
}
