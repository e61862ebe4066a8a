// What counts as a resume file, decided from its first bytes. One rule for the
// upload form in the browser and for every upload the server receives
// (recruiters, demo, partner API): PDF, DOCX, or text that reads as prose.
// Pure and browser-safe.
import { decodeText, detectTextEncoding, inspectHead } from "~/extraction/sniff";
import { proseProblem } from "~/extraction/prose";
import type { FileKind } from "~/analysis/types";

export { proseProblem, readsAsProse, type ProseProblem } from "~/extraction/prose";


/**
 * The kind of resume a file is, from its first bytes (up to SNIFF_BYTES), or
 * null when it is not one: PDF and DOCX by their signatures, anything else
 * only as text that reads as prose.
 */
export function resumeKindOf(head: Uint8Array): FileKind | null {
  if (head.length === 0) return null;
  const verdict = inspectHead(head);
  if ("kind" in verdict && verdict.kind !== "txt") return verdict.kind;
  // Plain text, or text the byte sniffer refused for a single tag it found: the prose rule decides both.
  if ("rejected" in verdict && verdict.rejected.code !== "unsupported") return null;
  const detected = detectTextEncoding(head);
  if ("rejected" in detected) return null;
  return proseProblem(decodeText(head, detected.encoding, detected.offset), { encoding: detected.encoding }) ? null : "txt";
}
