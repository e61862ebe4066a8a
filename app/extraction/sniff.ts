import { PROSE_SAMPLE_CHARS, proseProblem } from "./prose";
import type { ExtractionError, FileKind } from "~/analysis/types";
import { failures } from "./failures";

// Pure and browser-safe: decides from the first few KB, never from the file name.

export type HeadVerdict = { kind: FileKind } | { rejected: ExtractionError };

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

function indexOf(bytes: Uint8Array, needle: Uint8Array, limit = bytes.length): number {
  const end = Math.min(limit, bytes.length) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const PDF = ascii("%PDF-");
const ZIP = ascii("PK\x03\x04");
const ZIP_EMPTY = ascii("PK\x05\x06");
const CONTENT_TYPES = ascii("[Content_Types].xml");
const WORD_PART = ascii("word/");
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Binary formats people upload by mistake, named in the rejection message. */
const KNOWN_BINARIES: Array<[number[], string]> = [
  [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "an old Word 97-2003 (.doc) or Office file — save it as .docx or PDF"],
  [[0x89, 0x50, 0x4e, 0x47], "a PNG image"],
  [[0xff, 0xd8, 0xff], "a JPEG image"],
  [[0x47, 0x49, 0x46, 0x38], "a GIF image"],
  [[0x49, 0x49, 0x2a, 0x00], "a TIFF image"],
  [[0x4d, 0x4d, 0x00, 0x2a], "a TIFF image"],
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], "an RTF document — save it as .docx or PDF"],
  [[0x1f, 0x8b], "a compressed archive"],
  [[0x52, 0x61, 0x72, 0x21], "a RAR archive"],
  [[0x37, 0x7a, 0xbc, 0xaf], "a 7-Zip archive"],
  [[0x7f, 0x45, 0x4c, 0x46], "a program"],
  [[0x4d, 0x5a], "a program"],
];

export function inspectHead(head: Uint8Array): HeadVerdict {
  if (head.length === 0) return { rejected: failures.empty() };

  const pdfAt = indexOf(head, PDF, 1024);
  // Some writers put junk before the header; markup before it is a web page, not a PDF.
  if (pdfAt === 0 || (pdfAt > 0 && !head.subarray(0, pdfAt).includes(0x3c))) return { kind: "pdf" };

  if (startsWith(head, ZIP) || startsWith(head, ZIP_EMPTY)) {
    if (indexOf(head, CONTENT_TYPES) >= 0 || indexOf(head, WORD_PART) >= 0) return { kind: "docx" };
    return { rejected: failures.unsupported("a ZIP archive that is not a Word document") };
  }
  for (const [magic, what] of KNOWN_BINARIES) {
    if (startsWith(head, Uint8Array.from(magic))) return { rejected: failures.unsupported(what) };
  }
  return inspectText(head);
}

export function sniffFileKind(head: Uint8Array): FileKind | null {
  const verdict = inspectHead(head);
  return "kind" in verdict ? verdict.kind : null;
}

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** Which encoding a text file is in, or why it is not plain text. */
export function detectTextEncoding(bytes: Uint8Array): { encoding: TextEncodingName; offset: number } | { rejected: ExtractionError } {
  if (startsWith(bytes, Uint8Array.from([0xff, 0xfe, 0x00, 0x00])) || startsWith(bytes, Uint8Array.from([0x00, 0x00, 0xfe, 0xff]))) {
    return { rejected: failures.encoding("it is in UTF-32") };
  }
  if (startsWith(bytes, Uint8Array.from(UTF8_BOM))) return { encoding: "utf-8", offset: 3 };
  if (startsWith(bytes, Uint8Array.from([0xff, 0xfe]))) return { encoding: "utf-16le", offset: 2 };
  if (startsWith(bytes, Uint8Array.from([0xfe, 0xff]))) return { encoding: "utf-16be", offset: 2 };
  if (bytes.includes(0)) {
    return { rejected: failures.encoding("it contains binary data or uses an encoding without a byte-order mark (such as UTF-16 or UTF-32)") };
  }
  return { encoding: isUtf8(bytes) ? "utf-8" : "windows-1252", offset: 0 };
}

function inspectText(head: Uint8Array): HeadVerdict {
  const detected = detectTextEncoding(head);
  if ("rejected" in detected) return detected;
  const text = decodeText(head, detected.encoding, detected.offset);
  const problem = textProblem(text, detected.encoding);
  return problem ? { rejected: problem } : { kind: "txt" };
}

export function decodeText(bytes: Uint8Array, encoding: TextEncodingName, offset: number): string {
  return new TextDecoder(encoding).decode(bytes.subarray(offset));
}

const NOT_PROSE: Record<string, string> = {
  markup: "a web page, SVG or XML file",
  json: "a JSON data file",
  code: "source code or a configuration file",
  symbols: "it does not read as text",
};

/**
 * A decoded text is a resume only if it reads as prose, not markup, data, code or
 * control codes: the same rule as the upload check (prose.ts), on the same head, so
 * a resume that mentions `<script>` is read and a web page is not.
 */
export function textProblem(text: string, encoding: TextEncodingName): ExtractionError | null {
  const shape = proseProblem(text.slice(0, PROSE_SAMPLE_CHARS));
  if (shape && NOT_PROSE[shape]) return failures.unsupported(NOT_PROSE[shape]);
  let control = 0;
  let replaced = 0;
  let plainAscii = 0;
  let counted = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    counted++;
    if (c === 0xfffd) replaced++;
    else if ((c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) || c === 0x7f || (c >= 0x80 && c < 0xa0)) control++;
    if (c < 0x80) plainAscii++;
  }
  if (counted === 0) return null;
  if (control + replaced > Math.max(2, counted * 0.005)) {
    return failures.encoding("it contains binary data or characters in an unknown encoding");
  }
  // A Windows-1252 guess is only believable when most of the text is plain letters.
  if (encoding === "windows-1252" && plainAscii / counted < 0.75) {
    return failures.encoding("its character encoding could not be recognised");
  }
  return null;
}

/** Valid UTF-8, allowing a sequence cut off at the end (the head of a stream). */
function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) need = 2;
    else if (b >= 0xf0 && b <= 0xf4) need = 3;
    else return false;
    for (let k = 1; k <= need; k++) {
      if (i + k >= n) return true;
      if ((bytes[i + k] & 0xc0) !== 0x80) return false;
    }
    i += need + 1;
  }
  return true;
}
