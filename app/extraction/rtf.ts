import { decodeWindows1252 } from "~/analysis/mojibake";
import type { ExtractionError } from "~/analysis/types";
import { failures } from "./failures";
import { hiddenFlags, MIN_READABLE_PT, sizeDetail, type HiddenRun } from "./hidden-text";
import type { ReadText } from "./reader";

// A bounded reader of the text of an RTF file: one pass over the bytes, never
// more groups open than MAX_DEPTH, pictures, embedded objects and binary runs
// stepped over without being decoded. See docs/decisions/0142-doc-rtf-odt-readers.md.

const MAX_DEPTH = 256;
const MAX_WORD = 32;

/** Groups whose content is not text of the page: tables of fonts and colours, pictures, objects, headers, notes. */
const SKIPPED = new Set([
  "fonttbl", "colortbl", "stylesheet", "listtable", "listoverridetable", "revtbl", "rsidtbl", "info", "pict", "object", "objdata",
  "objclass", "objname", "shp", "shpinst", "shppict", "nonshppict", "fldinst", "datastore", "themedata", "colorschememapping",
  "latentstyles", "xmlnstbl", "filetbl", "generator", "pgdsctbl", "header", "headerl", "headerr", "headerf", "footer", "footerl",
  "footerr", "footerf", "footnote", "annotation", "atnid", "atnauthor", "listtext", "pntext", "pntxta", "pntxtb", "template",
  "userprops", "docvar", "bkmkstart", "bkmkend", "xe", "tc", "mmathPr", "wgrffmtfilter", "fchars", "lchars", "panose", "falt",
]);

const SYMBOLS: Record<string, string> = {
  par: "\n", line: "\n", row: "\n", page: "\n", sect: "\n", tab: "\t", cell: "\t",
  emdash: "\u2014", endash: "\u2013", bullet: "\u2022", lquote: "\u2018", rquote: "\u2019", ldblquote: "\u201C", rdblquote: "\u201D",
  emspace: " ", enspace: " ", qmspace: " ",
};

type Decoder = (bytes: Uint8Array) => string;
const WINDOWS_1252: Decoder = decodeWindows1252;

/** Windows code pages RTF names with \ansicpgN, decoded by TextDecoder (whose "windows-1252" is Latin-1 in Node: not used). */
function decoderFor(codePage: number): Decoder {
  const label = codePage === 932 ? "shift_jis" : codePage === 936 ? "gbk" : codePage === 949 ? "euc-kr" : codePage === 950 ? "big5" : codePage === 10000 ? "macintosh" : `windows-${codePage}`;
  if (codePage === 1252 || codePage === 28591) return WINDOWS_1252;
  try {
    const decoder = new TextDecoder(label);
    return (bytes) => decoder.decode(bytes);
  } catch {
    return WINDOWS_1252;
  }
}

interface GroupState {
  skip: boolean;
  hidden: boolean;
  /** Font size in half-points (\fsN); 24 (12 pt) by default. */
  halfPoints: number;
  /** Characters standing in for each \uN, skipped after it (\ucN). */
  uc: number;
}

const isLetter = (b: number) => (b >= 0x61 && b <= 0x7a) || (b >= 0x41 && b <= 0x5a);
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;
const hexValue = (b: number) => (isDigit(b) ? b - 0x30 : b >= 0x61 && b <= 0x66 ? b - 0x57 : b >= 0x41 && b <= 0x46 ? b - 0x37 : -1);

export function readRtf(bytes: Uint8Array): ReadText | ExtractionError {
  let decoder = decoderFor(1252);
  const out: string[] = [];
  const hidden: Array<HiddenRun | null> = [];
  /** Bytes of \'hh escapes and 8-bit characters, decoded together (code pages of two bytes a character). */
  let pending: number[] = [];
  let state: GroupState = { skip: false, hidden: false, halfPoints: 24, uc: 1 };
  const stack: GroupState[] = [];
  /** Characters still to drop after a \uN. */
  let toSkip = 0;
  /** The next control word opens a destination (it follows "{" or "{\*"). */
  let groupStart = false;

  const reason = () => (state.hidden ? "hidden text" : state.halfPoints / 2 < MIN_READABLE_PT ? sizeDetail(state.halfPoints / 2) : null);
  const emit = (text: string) => {
    if (state.skip || text === "") return;
    const why = reason();
    if (why === null) {
      out.push(text);
      if (text.trim()) hidden.push(null);
    } else if (text.trim()) hidden.push({ text, detail: why });
  };
  const flush = () => {
    if (pending.length === 0) return;
    const run = Uint8Array.from(pending);
    pending = [];
    emit(decoder(run));
  };
  /** A character of the text: dropped while a \uN's stand-ins are being skipped. */
  const byteOfText = (b: number) => {
    if (toSkip > 0) {
      toSkip--;
      return;
    }
    if (!state.skip) pending.push(b);
  };

  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    if (b === 0x7b /* { */) {
      flush();
      if (stack.length >= MAX_DEPTH) return failures.damaged("RTF document");
      stack.push(state);
      state = { ...state };
      toSkip = 0;
      groupStart = true;
      i++;
      continue;
    }
    if (b === 0x7d /* } */) {
      flush();
      state = stack.pop() ?? state;
      toSkip = 0;
      groupStart = false;
      i++;
      continue;
    }
    if (b === 0x0d || b === 0x0a) {
      i++;
      continue;
    }
    if (b !== 0x5c /* \ */) {
      byteOfText(b);
      groupStart = false;
      i++;
      continue;
    }
    // A control symbol or a control word.
    const next = bytes[i + 1];
    if (next === undefined) break;
    if (!isLetter(next)) {
      i += 2;
      if (next === 0x27 /* ' */) {
        const hi = hexValue(bytes[i] ?? 0);
        const lo = hexValue(bytes[i + 1] ?? 0);
        if (hi >= 0 && lo >= 0) {
          byteOfText(hi * 16 + lo);
          i += 2;
        }
      } else if (next === 0x2a /* * */) {
        // An optional destination: none of them is text of the page.
        if (groupStart) state.skip = true;
      } else if (next === 0x5c || next === 0x7b || next === 0x7d) byteOfText(next);
      else if (next === 0x7e /* ~ */) {
        flush();
        emit("\u00A0");
      } else if (next === 0x5f /* _ */) {
        flush();
        emit("-");
      } else if (next === 0x0d || next === 0x0a) {
        flush();
        emit("\n");
      }
      groupStart = groupStart && next === 0x2a;
      continue;
    }
    let end = i + 1;
    while (end < n && end - i - 1 < MAX_WORD && isLetter(bytes[end])) end++;
    const word = String.fromCharCode(...bytes.subarray(i + 1, end));
    let param: number | null = null;
    let at = end;
    const negative = bytes[at] === 0x2d;
    if (negative) at++;
    const digitsFrom = at;
    while (at < n && at - digitsFrom < 10 && isDigit(bytes[at])) at++;
    if (at > digitsFrom) param = (negative ? -1 : 1) * Number(String.fromCharCode(...bytes.subarray(digitsFrom, at)));
    else at = end;
    // One space ends a control word and belongs to it.
    if (bytes[at] === 0x20) at++;
    i = at;
    const opensGroup = groupStart;
    groupStart = false;

    if (word === "bin") {
      // Raw binary data (a picture, an object) follows: stepped over, never read as text.
      i += Math.max(0, param ?? 0);
      continue;
    }
    if (opensGroup && SKIPPED.has(word)) {
      flush();
      state.skip = true;
      continue;
    }
    if (word === "u" && param !== null) {
      flush();
      emit(String.fromCharCode(param < 0 ? param + 65536 : param));
      toSkip = state.uc;
      continue;
    }
    // Any other control word ends the stand-ins of a \uN.
    toSkip = 0;
    if (word === "uc" && param !== null) state.uc = Math.max(0, Math.min(param, 8));
    else if (word === "ansicpg" && param !== null) {
      flush();
      decoder = decoderFor(param);
    } else if (word === "v") {
      flush();
      state.hidden = param !== 0;
    } else if (word === "fs" && param !== null) {
      flush();
      state.halfPoints = param;
    } else if (word === "plain") {
      flush();
      state.hidden = false;
      state.halfPoints = 24;
    } else if (SYMBOLS[word] !== undefined) {
      flush();
      emit(SYMBOLS[word]);
    }
  }
  flush();
  return { text: out.join(""), pages: 1, ocrPages: 0, flags: hiddenFlags(hidden) };
}
