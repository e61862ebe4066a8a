import type { ExtractionError, FileKind } from "~/analysis/types";
import { failures } from "./failures";

// Pure and browser-safe: what a file may be, from its first few KB, never from
// its name. "doc" and "txt" are only candidates here: file-check.ts confirms
// them over the whole file.

export type HeadVerdict = { kind: FileKind } | { rejected: ExtractionError };

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

export function startsWith(bytes: Uint8Array, prefix: Uint8Array, at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

export function indexOf(bytes: Uint8Array, needle: Uint8Array, limit = bytes.length, from = 0): number {
  const end = Math.min(limit, bytes.length) - needle.length;
  outer: for (let i = from; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export function concatBytes(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const PDF = ascii("%PDF-");
const ZIP = ascii("PK\x03\x04");
const ZIP_EMPTY = ascii("PK\x05\x06");
const CONTENT_TYPES = ascii("[Content_Types].xml");
const WORD_PART = ascii("word/");
/** ODF's first entry, stored uncompressed: "mimetype" holding the document's type. */
const ODF_MIMETYPE = ascii("mimetype");
const ODT_TYPE = ascii("application/vnd.oasis.opendocument.text");
const ODF_TYPE = ascii("application/vnd.oasis.opendocument.");
/** The Compound File container of Word 97-2003, and of Excel, PowerPoint and Outlook files alike. */
export const OLE_CONTAINER = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const RTF = ascii("{\\rtf");

/** Binary formats people upload by mistake, named in the rejection message. */
const KNOWN_BINARIES: Array<[number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], "a PNG image"],
  [[0xff, 0xd8, 0xff], "a JPEG image"],
  [[0x47, 0x49, 0x46, 0x38], "a GIF image"],
  [[0x49, 0x49, 0x2a, 0x00], "a TIFF image"],
  [[0x4d, 0x4d, 0x00, 0x2a], "a TIFF image"],
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
    if (startsWith(head, ODF_MIMETYPE, 30)) {
      // After the local header (30 bytes), the name and the extra field.
      const data = 30 + (head[26] | (head[27] << 8)) + (head[28] | (head[29] << 8));
      if (startsWith(head, ODT_TYPE, data)) return { kind: "odt" };
      if (startsWith(head, ODF_TYPE, data)) return { rejected: failures.unsupported("an OpenDocument spreadsheet, presentation or drawing, not a text document") };
    }
    if (indexOf(head, CONTENT_TYPES) >= 0 || indexOf(head, WORD_PART) >= 0) return { kind: "docx" };
    return { rejected: failures.unsupported("a ZIP archive that is not a Word or OpenDocument text document") };
  }
  if (startsWith(head, OLE_CONTAINER)) return { kind: "doc" };
  if (startsWith(head, RTF)) return { kind: "rtf" };
  for (const [magic, what] of KNOWN_BINARIES) {
    if (startsWith(head, Uint8Array.from(magic))) return { rejected: failures.unsupported(what) };
  }
  return { kind: "txt" };
}
