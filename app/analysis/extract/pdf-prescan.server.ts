import { inflateSync } from "node:zlib";

// Reading colours and render modes through pdfjs costs a second pass over every
// page. Most resumes never paint text in a way that could hide it, and that can
// be ruled out from the raw content streams for a fraction of the cost. This
// scan only answers "could anything be hidden by colour or render mode?";
// when it says yes (or cannot tell), the careful pass decides.

const MAX_INFLATED = 32 * 1024 * 1024;

const enum Ch {
  LF = 10,
  CR = 13,
  Space = 32,
  Percent = 37,
  LParen = 40,
  RParen = 41,
  Slash = 47,
  Less = 60,
  Greater = 62,
  LBracket = 91,
  Backslash = 92,
  RBracket = 93,
  LBrace = 123,
  RBrace = 125,
}

const DELIMITERS = new Set([Ch.LParen, Ch.RParen, Ch.Less, Ch.Greater, Ch.LBracket, Ch.RBracket, Ch.LBrace, Ch.RBrace, Ch.Slash, Ch.Percent]);
const isWhite = (c: number) => c === Ch.Space || c === Ch.LF || c === Ch.CR || c === 9 || c === 12 || c === 0;

const SKIPPED_STREAM = /\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\b|\/Type\s*\/(XRef|Metadata|EmbeddedFile|ObjStm)\b|\/N\s+[134]\b/;
const LOW_FILL_ALPHA = /\/ca\s+(0(\.0*\d?)?|\.0*\d?)(?![\d.])/;

export function mayHideTextByPaint(bytes: Uint8Array): boolean {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = raw.toString("latin1");
  if (LOW_FILL_ALPHA.test(text)) return true;
  const state: ScanState = { lightFillSeen: false, formInheritsText: false };
  let from = 0;
  for (;;) {
    const at = text.indexOf("stream", from);
    if (at < 0) break;
    from = at + 6;
    if (text.startsWith("endstream", at - 3)) continue;
    let start = at + 6;
    if (text.charCodeAt(start) === Ch.CR) start++;
    if (text.charCodeAt(start) === Ch.LF) start++;
    else if (text.charCodeAt(start - 1) !== Ch.CR) continue;
    const end = text.indexOf("endstream", start);
    if (end < 0) return true;
    from = end + 9;
    const dict = text.slice(Math.max(0, text.lastIndexOf(" obj", at)), at);
    if (dict.includes("/ObjStm")) {
      const inner = inflate(raw.subarray(start, end));
      if (inner === null || LOW_FILL_ALPHA.test(inner.toString("latin1"))) return true;
      continue;
    }
    if (SKIPPED_STREAM.test(dict)) continue;
    const content = decode(dict, raw.subarray(start, end));
    if (content === null) return true;
    if (scanContent(content, dict.includes("/Form"), state)) return true;
  }
  return state.lightFillSeen && state.formInheritsText;
}

function decode(dict: string, data: Buffer): Buffer | null {
  const filters = dict.match(/\/Filter\s*(\[[^\]]*\]|\/\w+)/)?.[1] ?? "";
  const names = filters.match(/\/\w+/g) ?? [];
  if (names.length === 0) return data;
  if (names.length === 1 && (names[0] === "/FlateDecode" || names[0] === "/Fl") && !dict.includes("/Predictor")) return inflate(data);
  return null;
}

function inflate(data: Buffer): Buffer | null {
  try {
    return inflateSync(data, { maxOutputLength: MAX_INFLATED, finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a missing end */ });
  } catch {
    return null;
  }
}

interface ScanState {
  lightFillSeen: boolean;
  /** A form XObject shows text in whatever colour its caller had set. */
  formInheritsText: boolean;
}

interface Paint {
  fill: string | null;
  renderMode: number;
}

/** Walks one content stream; true when some text could be invisible. */
function scanContent(content: Buffer, isForm: boolean, state: ScanState): boolean {
  const stack: Paint[] = [];
  let paint: Paint = { fill: isForm ? null : "0,0,0", renderMode: 0 };
  const numbers: number[] = [];
  let lastRectBig = false;
  const boxColours = new Set<string>();
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i];
    if (isWhite(c)) {
      i++;
      continue;
    }
    if (c === Ch.Percent) {
      while (i < n && content[i] !== Ch.LF && content[i] !== Ch.CR) i++;
      continue;
    }
    if (c === Ch.LParen) {
      i = skipString(content, i);
      numbers.length = 0;
      continue;
    }
    if (c === Ch.Less) {
      if (content[i + 1] === Ch.Less) i += 2;
      else while (i < n && content[i] !== Ch.Greater) i++;
      i++;
      numbers.length = 0;
      continue;
    }
    if (c === Ch.Greater || c === Ch.LBracket || c === Ch.RBracket || c === Ch.LBrace || c === Ch.RBrace) {
      i++;
      continue;
    }
    if (c === Ch.Slash) {
      i++;
      while (i < n && !isWhite(content[i]) && !DELIMITERS.has(content[i])) i++;
      numbers.length = 0;
      continue;
    }
    let j = i;
    while (j < n && !isWhite(content[j]) && !DELIMITERS.has(content[j])) j++;
    const token = content.toString("latin1", i, j);
    i = j;
    const value = Number(token);
    if (token !== "" && !Number.isNaN(value)) {
      numbers.push(value);
      continue;
    }
    switch (token) {
      case "q":
        stack.push({ ...paint });
        break;
      case "Q":
        paint = stack.pop() ?? paint;
        break;
      case "g":
      case "rg":
      case "k":
      case "sc":
      case "scn":
        paint.fill = colourKey(numbers);
        if (paint.fill !== null && isLight(paint.fill)) state.lightFillSeen = true;
        break;
      case "cs":
        paint.fill = "0,0,0";
        break;
      case "Tr":
        paint.renderMode = numbers[numbers.length - 1] ?? 0;
        break;
      case "re":
        lastRectBig = numbers.length >= 4 && Math.abs(numbers[numbers.length - 2]) >= 20 && Math.abs(numbers[numbers.length - 1]) >= 8;
        break;
      case "f":
      case "F":
      case "f*":
        if (lastRectBig && paint.fill !== null) boxColours.add(paint.fill);
        lastRectBig = false;
        break;
      case "Tj":
      case "TJ":
      case "'":
      case '"':
        if (paint.renderMode === 3 || paint.renderMode === 7) return true;
        if (paint.fill === null) state.formInheritsText = true;
        else if (isLight(paint.fill) || boxColours.has(paint.fill)) return true;
        break;
      case "BI":
        i = skipInlineImage(content, i);
        break;
    }
    numbers.length = 0;
  }
  return false;
}

/** Operands as an RGB-ish key; CMYK is folded so that "no ink" reads as white. */
function colourKey(operands: number[]): string | null {
  if (operands.length === 1) return [operands[0], operands[0], operands[0]].map(round).join(",");
  if (operands.length === 3) return operands.map(round).join(",");
  if (operands.length === 4) {
    const [c, m, y, k] = operands;
    return [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)].map(round).join(",");
  }
  return null;
}

const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 20) / 20;

function isLight(key: string): boolean {
  return key.split(",").every((v) => Number(v) >= 0.85);
}

function skipString(content: Buffer, at: number): number {
  let depth = 0;
  let i = at;
  while (i < content.length) {
    const c = content[i];
    if (c === Ch.Backslash) i += 2;
    else {
      if (c === Ch.LParen) depth++;
      else if (c === Ch.RParen && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

function skipInlineImage(content: Buffer, at: number): number {
  const id = content.indexOf(" ID", at, "latin1");
  if (id < 0) return content.length;
  const ei = content.indexOf("EI", id + 4, "latin1");
  return ei < 0 ? content.length : ei + 2;
}
