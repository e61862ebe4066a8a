import { decodeText, type TextEncodingName } from "./text-file";
import type { ReadText } from "./reader";

/** A text file the file check accepted, in the encoding it found. Double encoding is repaired with the rest of the clean-up (normalize.ts). */
export function readTxt(bytes: Uint8Array, encoding: TextEncodingName): ReadText {
  return { text: decodeText(bytes, encoding), pages: 1, ocrPages: 0, flags: [] };
}
