// Is a file text, and in which encoding? Judged over the whole file, read in
// pieces (the server streams uploads) or at once. Pure and browser-safe.
import type { ExtractionError } from "~/analysis/types";
import { failures } from "./failures";
import { SNIFF_BYTES } from "./limits";
import { decodeWindows1252, repairMojibake } from "~/analysis/mojibake";
import { PROSE_SAMPLE_CHARS, proseProblem } from "./prose";
import { concatBytes } from "./sniff";

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export type TextVerdict = { encoding: TextEncodingName } | { rejected: ExtractionError };

const NOT_PROSE: Record<string, string> = {
  markup: "a web page, SVG or XML file",
  json: "a JSON data file",
  code: "source code or a configuration file",
  symbols: "it does not read as text",
};

/** C0 controls a text file has no use for (tab, line feed, form feed and carriage return are fine). */
const isStrayControl = (c: number) => (c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 0x7f;
/** A few stray control characters are tolerated (an old editor's end-of-file mark, a form feed), not more. */
const tooManyControls = (controls: number, chars: number) => controls > Math.max(2, chars * 0.005);
/** A Windows-1252 guess is only believable when most of the text is plain letters. */
const MIN_ASCII_SHARE_1252 = 0.75;

const binary = () => failures.encoding("it contains binary data or characters in an unknown encoding");

/**
 * Text means: UTF-8 (valid over the whole file), UTF-16 with or without a
 * byte-order mark, or else Windows-1252 / Latin-1; no NUL bytes, no invalid
 * sequences, few control characters. C1 controls alone never make a file
 * binary: they are what double-encoded UTF-8 is made of, and are repaired.
 * The first SNIFF_BYTES must also read as prose (prose.ts).
 */
export class TextFileScan {
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private family: "8bit" | "utf-16le" | "utf-16be" | null = null;
  private rejected: ExtractionError | null = null;
  private strict: TextDecoder | null = null;
  private utf8Valid = true;
  private controls = 0;
  private chars = 0;
  private ascii = 0;
  private bytes = 0;

  /** Set as soon as the file is known not to be text: no need to read the rest. */
  get refusal(): ExtractionError | null {
    return this.rejected;
  }

  push(chunk: Uint8Array): void {
    if (this.rejected || chunk.length === 0) return;
    if (this.family === null) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES) this.start();
      return;
    }
    this.scan(chunk);
  }

  finish(): TextVerdict {
    if (this.family === null) this.start();
    if (this.rejected) return { rejected: this.rejected };
    try {
      this.strict?.decode();
    } catch {
      // A sequence cut off at the end of the file.
      if (this.family === "8bit") this.utf8Valid = false;
      else return { rejected: binary() };
    }
    const encoding: TextEncodingName = this.family === "8bit" ? (this.utf8Valid ? "utf-8" : "windows-1252") : this.family!;
    if (this.chars === 0) return { rejected: failures.noText() };
    if (tooManyControls(this.controls, this.chars)) return { rejected: binary() };
    if (encoding === "windows-1252" && this.ascii / this.bytes < MIN_ASCII_SHARE_1252) {
      return { rejected: failures.encoding("its character encoding could not be recognised") };
    }
    const shape = proseProblem(headText(concatBytes(this.head).subarray(0, SNIFF_BYTES), encoding));
    if (shape === "empty") return { rejected: failures.noText() };
    if (shape) return { rejected: failures.unsupported(NOT_PROSE[shape]) };
    return { encoding };
  }

  /** Decides the encoding family from the first bytes, then scans them. */
  private start(): void {
    const head = concatBytes(this.head);
    this.head = [head];
    const family = familyOf(head);
    if ("rejected" in family) {
      this.rejected = family.rejected;
      return;
    }
    this.family = family.family;
    this.strict = new TextDecoder(this.family === "8bit" ? "utf-8" : this.family, { fatal: true });
    this.scan(head);
  }

  private scan(chunk: Uint8Array): void {
    this.bytes += chunk.length;
    if (this.family === "8bit") {
      for (const b of chunk) {
        if (b === 0) {
          this.rejected = binary();
          return;
        }
        if (b < 0x80) this.ascii++;
        if (isStrayControl(b)) this.controls++;
        // Continuation bytes of UTF-8 are not characters of their own (as Windows-1252 they are, but that ratio only decides between the two).
        if (b < 0x80 || b >= 0xc0) this.chars++;
      }
      if (this.utf8Valid) {
        try {
          this.strict!.decode(chunk, { stream: true });
        } catch {
          this.utf8Valid = false;
        }
      }
      return;
    }
    let text: string;
    try {
      text = this.strict!.decode(chunk, { stream: true });
    } catch {
      this.rejected = binary();
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0) {
        this.rejected = binary();
        return;
      }
      if (isStrayControl(c)) this.controls++;
      if (c < 0xdc00 || c > 0xdfff) this.chars++;
    }
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** UTF-16 by its byte-order mark, or by the zero bytes every other byte of mostly-Latin UTF-16 has. */
function familyOf(head: Uint8Array): { family: "8bit" | "utf-16le" | "utf-16be" } | { rejected: ExtractionError } {
  if (startsWith(head, [0xff, 0xfe, 0, 0]) || startsWith(head, [0, 0, 0xfe, 0xff])) {
    return { rejected: failures.encoding("it is in UTF-32") };
  }
  if (startsWith(head, [0xef, 0xbb, 0xbf])) return { family: "8bit" };
  if (startsWith(head, [0xff, 0xfe])) return { family: "utf-16le" };
  if (startsWith(head, [0xfe, 0xff])) return { family: "utf-16be" };
  const pairs = Math.floor(head.length / 2);
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i + 1 < head.length; i += 2) {
    if (head[i] === 0) zeroEven++;
    if (head[i + 1] === 0) zeroOdd++;
  }
  if (pairs >= 2) {
    if (zeroOdd >= pairs * 0.3 && zeroEven <= pairs * 0.02) return { family: "utf-16le" };
    if (zeroEven >= pairs * 0.3 && zeroOdd <= pairs * 0.02) return { family: "utf-16be" };
  }
  return { family: "8bit" };
}

/** The head as the prose rule reads it: decoded, a character cut off at its end dropped, double encoding repaired. */
function headText(head: Uint8Array, encoding: TextEncodingName): string {
  const text = encoding === "windows-1252" ? decodeWindows1252(head) : new TextDecoder(encoding).decode(head, { stream: true });
  return repairMojibake(text).slice(0, PROSE_SAMPLE_CHARS);
}

/** The whole text of a file the scan accepted. */
export function decodeText(bytes: Uint8Array, encoding: TextEncodingName): string {
  return encoding === "windows-1252" ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes);
}

export function scanText(bytes: Uint8Array): TextVerdict {
  const scan = new TextFileScan();
  scan.push(bytes);
  return scan.finish();
}
