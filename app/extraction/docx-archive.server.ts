import { inflateRawSync } from "node:zlib";
import type { ExtractionError } from "~/analysis/types";
import { failures } from "./failures";
import { MAX_DOCX_ENTRIES, MAX_DOCX_RATIO, MAX_DOCX_UNPACKED_BYTES } from "./limits";

// Reads a .docx's or an .odt's zip directory and unpacks every entry under a
// hard cap before any library sees the file: the directory's sizes can lie, so
// the real output of each inflate is bounded too.

export interface DocxParts {
  /** Unpacked entries by name; only the XML parts the screening needs are kept. */
  parts: Map<string, string>;
}

interface ZipFormat {
  /** The entry without which the archive is not this format. */
  main: string;
  /** The XML parts the screening reads. */
  keep: (name: string) => boolean;
  /** "Word document", "OpenDocument text": for the reasons shown. */
  name: string;
}

const DOCX_PARTS = new Set(["word/document.xml", "word/styles.xml", "docProps/app.xml"]);
const ODT_PARTS = new Set(["content.xml", "styles.xml", "meta.xml"]);
// A Word resume often puts the name and contact details in the page header, which is a part of its own.
const DOCX: ZipFormat = { main: "word/document.xml", keep: (name) => DOCX_PARTS.has(name) || /^word\/(?:header|footer)\d+\.xml$/.test(name), name: "Word document" };
const ODT: ZipFormat = { main: "content.xml", keep: (name) => ODT_PARTS.has(name), name: "OpenDocument text" };
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Entries this size and up must compress like real documents do. */
const RATIO_CHECK_FROM = 1024 * 1024;

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressed: number;
  size: number;
  offset: number;
}

export const unpackDocx = (bytes: Uint8Array) => unpackZip(bytes, DOCX);
export const unpackOdt = (bytes: Uint8Array) => unpackZip(bytes, ODT);

function unpackZip(bytes: Uint8Array, format: ZipFormat): DocxParts | ExtractionError {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readDirectory(bytes, view, format.name);
  if ("ok" in entries) return entries;
  if (!entries.some((e) => e.name === format.main)) {
    return failures.unsupported(`a ZIP archive that is not a ${format.name}`);
  }
  const bomb = () => failures.bomb(format.name);
  if (entries.length > MAX_DOCX_ENTRIES) return bomb();
  let declared = 0;
  for (const entry of entries) {
    declared += entry.size;
    if (declared > MAX_DOCX_UNPACKED_BYTES) return bomb();
    if (entry.size >= RATIO_CHECK_FROM && entry.size > entry.compressed * MAX_DOCX_RATIO) return bomb();
  }
  const parts = new Map<string, string>();
  for (const entry of entries) {
    const data = entryData(bytes, view, entry);
    if (data === null) return failures.damaged(format.name);
    if (entry.flags & 1) return failures.damaged(format.name);
    let unpacked: Buffer;
    if (entry.method === 0) unpacked = Buffer.from(data);
    else if (entry.method === 8) {
      try {
        unpacked = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
      } catch (error) {
        // The entry inflates to more than its directory record admits.
        if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) return bomb();
        return failures.damaged(format.name);
      }
    } else return failures.damaged(format.name);
    if (unpacked.length !== entry.size) return failures.damaged(format.name);
    if (format.keep(entry.name)) parts.set(entry.name, unpacked.toString("utf8"));
  }
  return { parts };
}

function readDirectory(bytes: Uint8Array, view: DataView, name: string): Entry[] | ExtractionError {
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return failures.damaged(name);
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  // Zip64 markers: no resume needs a 4 GB archive.
  if (count === 0xffff || at === 0xffffffff) return failures.bomb(name);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) return failures.damaged(name);
    const nameLength = view.getUint16(at + 28, true);
    const entry: Entry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.size === 0xffffffff || entry.compressed === 0xffffffff) return failures.bomb(name);
    entries.push(entry);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (entries.length > MAX_DOCX_ENTRIES) return failures.bomb(name);
  }
  return entries;
}

function entryData(bytes: Uint8Array, view: DataView, entry: Entry): Uint8Array | null {
  const at = entry.offset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) return null;
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressed;
  if (end > bytes.length) return null;
  return bytes.subarray(start, end);
}
