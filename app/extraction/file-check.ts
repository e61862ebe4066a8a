// What counts as a resume file: one rule for the upload form in the browser,
// every upload the server receives (recruiters, demo, partner API, JSON API)
// and the worker that reads the file, so that a file accepted in one place is
// accepted everywhere. The file is read in pieces, as the server streams it.
// Pure and browser-safe.
import type { ExtractionError, FileKind } from "~/analysis/types";
import { failures } from "./failures";
import { SNIFF_BYTES } from "./limits";
import { concatBytes, indexOf, inspectHead } from "./sniff";
import { TextFileScan, type TextEncodingName } from "./text-file";

export type FileVerdict = { kind: FileKind; encoding?: TextEncodingName } | { rejected: ExtractionError };

/** A stream name as a Compound File's directory spells it (UTF-16LE). */
const streamName = (name: string) => Uint8Array.from([...name].flatMap((c) => [c.charCodeAt(0), 0]));
/** The main stream of a Word 97-2003 file. */
const WORD_STREAM = streamName("WordDocument");
/** The main streams of the other programs that use the same container. */
const OTHER_PROGRAMS: Array<[Uint8Array, string]> = [
  [streamName("Workbook"), "an Excel workbook"],
  [streamName("PowerPoint Document"), "a PowerPoint presentation"],
  [streamName("__substg1.0_"), "an Outlook message"],
  [streamName("VisioDocument"), "a Visio drawing"],
];
const LONGEST_NAME = Math.max(WORD_STREAM.length, ...OTHER_PROGRAMS.map(([name]) => name.length));

/**
 * PDF, DOCX, ODT and RTF by their signatures; a Compound File if its directory
 * names a Word document, or if the file ends before its directory (a .doc cut
 * short, which its reader then calls damaged), never another program's
 * (a workbook, a slide deck, a message); anything else only as text
 * (text-file.ts): UTF-8, UTF-16 or Windows-1252 that reads as prose.
 */
export class ResumeFileCheck {
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private verdict: FileVerdict | null = null;
  private text: TextFileScan | null = null;
  /** For a Compound File: the last bytes seen, so that a name split between two pieces is still found. */
  private tail: Uint8Array | null = null;
  private wordFound = false;
  private otherProgram: string | null = null;
  /** Where a Compound File's directory starts, from its header; bytes read so far. */
  private directoryAt = 0;
  private bytesRead = 0;
  private headKind: FileKind | null = null;

  /** What the first bytes say the file is, once they are read (a text or .doc still to be confirmed). */
  get kind(): FileKind | null {
    return this.headKind;
  }

  /** True once nothing later in the file can change the verdict: no need to read on. */
  get decided(): boolean {
    return this.verdict !== null || (this.text?.refusal ?? null) !== null || this.wordFound;
  }

  /** The reason, as soon as the file is known not to be a resume. */
  get refusal(): ExtractionError | null {
    if (this.verdict && "rejected" in this.verdict) return this.verdict.rejected;
    return this.text?.refusal ?? null;
  }

  push(chunk: Uint8Array): void {
    if (this.decided || chunk.length === 0) return;
    if (this.headBytes < SNIFF_BYTES && !this.text && !this.tail) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES) this.start();
      return;
    }
    this.read(chunk);
  }

  /** The verdict on the file read so far, taken as the whole file. */
  finish(): FileVerdict {
    if (!this.verdict && !this.text && !this.tail) this.start();
    if (this.verdict) return this.verdict;
    if (this.text) {
      const text = this.text.finish();
      this.verdict = "rejected" in text ? text : { kind: "txt", encoding: text.encoding };
    } else {
      const cutShort = this.bytesRead < this.directoryAt + 128;
      this.verdict = this.wordFound || (cutShort && !this.otherProgram) ? { kind: "doc" } : { rejected: failures.unsupported(`${this.otherProgram ?? "an Office file"}, not a Word document`) };
    }
    return this.verdict;
  }

  private start(): void {
    const bytes = concatBytes(this.head);
    this.head = [];
    if (bytes.length === 0) {
      this.verdict = { rejected: failures.empty() };
      return;
    }
    const head = inspectHead(bytes.subarray(0, SNIFF_BYTES));
    if ("kind" in head) this.headKind = head.kind;
    if ("rejected" in head) this.verdict = head;
    else if (head.kind === "txt") this.text = new TextFileScan();
    else if (head.kind === "doc") {
      this.tail = new Uint8Array();
      this.directoryAt = directoryOffset(bytes);
    }
    else this.verdict = { kind: head.kind };
    if (!this.verdict) this.read(bytes);
  }

  private read(chunk: Uint8Array): void {
    if (this.text) {
      this.text.push(chunk);
      return;
    }
    this.bytesRead += chunk.length;
    const window = concatBytes([this.tail!, chunk]);
    if (indexOf(window, WORD_STREAM) >= 0) this.wordFound = true;
    this.otherProgram ??= OTHER_PROGRAMS.find(([name]) => indexOf(window, name) >= 0)?.[1] ?? null;
    this.tail = window.slice(Math.max(0, window.length - LONGEST_NAME + 1));
  }
}

/** Where a Compound File's first directory sector starts (its header says which sector, and how large sectors are). */
function directoryOffset(head: Uint8Array): number {
  if (head.length < 52) return Infinity;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const shift = view.getUint16(30, true);
  // Version 3 files have 512-byte sectors, version 4 files 4096-byte ones; anything else is damaged.
  if (shift !== 9 && shift !== 12) return Infinity;
  return (view.getUint32(48, true) + 1) * (1 << shift);
}

export function checkResumeFile(bytes: Uint8Array): FileVerdict {
  const check = new ResumeFileCheck();
  check.push(bytes);
  return check.finish();
}

/** The kind of resume a whole file is, or null when it is not one. */
export function resumeKindOf(bytes: Uint8Array): FileKind | null {
  const verdict = checkResumeFile(bytes);
  return "kind" in verdict ? verdict.kind : null;
}

/** How much of a chosen file the browser reads at a time. */
const BLOB_PIECE = 1024 * 1024;

/** The browser's reading of a chosen file: in pieces, stopping as soon as the verdict is known. */
export async function checkResumeBlob(blob: Blob): Promise<FileVerdict> {
  const check = new ResumeFileCheck();
  for (let at = 0; at < blob.size && !check.decided; at += BLOB_PIECE) {
    check.push(new Uint8Array(await blob.slice(at, at + BLOB_PIECE).arrayBuffer()));
  }
  return check.finish();
}
