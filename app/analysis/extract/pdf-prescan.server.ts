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

/** 1 = whitespace, 2 = delimiter, 0 = part of a token. */
const CLASS = new Uint8Array(256);
for (const c of [Ch.Space, Ch.LF, Ch.CR, 9, 12, 0]) CLASS[c] = 1;
for (const c of [Ch.LParen, Ch.RParen, Ch.Less, Ch.Greater, Ch.LBracket, Ch.RBracket, Ch.LBrace, Ch.RBrace, Ch.Slash, Ch.Percent]) CLASS[c] = 2;

const SKIPPED_STREAM = /\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\b|\/Type\s*\/(XRef|Metadata|EmbeddedFile|ObjStm)\b|\/N\s+[134]\b/;
const LOW_FILL_ALPHA = /\/ca\s+(?:0?\.0\d*|0\.?)(?![\d.])/;

export function mayHideTextByPaint(bytes: Uint8Array): boolean {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const state: ScanState = { lightFillSeen: false, formInheritsText: false };
  if (hasLowFillAlpha(raw)) return true;
  let from = 0;
  for (;;) {
    const at = raw.indexOf("stream", from, "latin1");
    if (at < 0) break;
    from = at + 6;
    if (at >= 3 && raw.toString("latin1", at - 3, at) === "end") continue;
    let start = at + 6;
    if (raw[start] === Ch.CR) start++;
    if (raw[start] === Ch.LF) start++;
    else if (raw[start - 1] !== Ch.CR) continue;
    const end = raw.indexOf("endstream", start, "latin1");
    if (end < 0) return true;
    from = end + 9;
    const objAt = raw.lastIndexOf(" obj", at, "latin1");
    const dict = raw.toString("latin1", objAt < 0 ? Math.max(0, at - 1024) : objAt, at);
    if (dict.includes("/ObjStm")) {
      const inner = inflate(raw.subarray(start, end));
      if (inner === null || hasLowFillAlpha(inner)) return true;
      continue;
    }
    if (SKIPPED_STREAM.test(dict)) continue;
    const content = decode(dict, raw.subarray(start, end));
    if (content === null) return true;
    if (scanContent(content, dict.includes("/Form"), state)) return true;
  }
  return state.lightFillSeen && state.formInheritsText;
}

/** An ExtGState that makes fills (and so text) almost transparent. */
function hasLowFillAlpha(raw: Buffer): boolean {
  for (let at = raw.indexOf("/ca", 0, "latin1"); at >= 0; at = raw.indexOf("/ca", at + 3, "latin1")) {
    if (LOW_FILL_ALPHA.test(raw.toString("latin1", at, at + 16))) return true;
  }
  return false;
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

/** Fill colour packed as 0xRRGGBB (CMYK folded to RGB); -1 when inherited or unknown. */
interface Paint {
  fill: number;
  renderMode: number;
}

const BLACK = 0;
const UNKNOWN = -1;

/** Walks one content stream; true when some text could be invisible. */
function scanContent(content: Buffer, isForm: boolean, state: ScanState): boolean {
  const stack: Paint[] = [];
  let paint: Paint = { fill: isForm ? UNKNOWN : BLACK, renderMode: 0 };
  const numbers = new Float64Array(8);
  let count = 0;
  let lastRectBig = false;
  const boxColours = new Set<number>();
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i];
    if (CLASS[c] === 1) {
      i++;
      continue;
    }
    if (c === Ch.Percent) {
      while (i < n && content[i] !== Ch.LF && content[i] !== Ch.CR) i++;
      continue;
    }
    if (c === Ch.LParen) {
      i = skipString(content, i);
      count = 0;
      continue;
    }
    if (c === Ch.Less) {
      if (content[i + 1] === Ch.Less) i += 2;
      else while (i < n && content[i] !== Ch.Greater) i++;
      i++;
      count = 0;
      continue;
    }
    if (c === Ch.Greater || c === Ch.LBracket || c === Ch.RBracket || c === Ch.LBrace || c === Ch.RBrace) {
      i++;
      continue;
    }
    if (c === Ch.Slash) {
      i++;
      while (i < n && CLASS[content[i]] === 0) i++;
      count = 0;
      continue;
    }
    let j = i;
    while (j < n && CLASS[content[j]] === 0) j++;
    if ((c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46) {
      // Only the last few operands matter to any operator looked at here.
      if (count === numbers.length) numbers.copyWithin(0, 1, count--);
      numbers[count++] = parseNumber(content, i, j);
      i = j;
      continue;
    }
    const op = j - i === 1 ? c : j - i === 2 ? (c << 8) | content[i + 1] : j - i === 3 ? (c << 16) | (content[i + 1] << 8) | content[i + 2] : 0;
    i = j;
    switch (op) {
      case Op.q:
        stack.push({ ...paint });
        break;
      case Op.Q:
        paint = stack.pop() ?? paint;
        break;
      case Op.g:
      case Op.rg:
      case Op.k:
      case Op.sc:
      case Op.scn:
        paint.fill = packColour(numbers, count);
        if (isLight(paint.fill)) state.lightFillSeen = true;
        break;
      case Op.cs:
        paint.fill = BLACK;
        break;
      case Op.Tr:
        paint.renderMode = count > 0 ? numbers[count - 1] : 0;
        break;
      case Op.re:
        lastRectBig = count >= 4 && Math.abs(numbers[count - 2]) >= 20 && Math.abs(numbers[count - 1]) >= 8;
        break;
      case Op.f:
      case Op.F:
      case Op.fStar:
        if (lastRectBig && paint.fill !== UNKNOWN) boxColours.add(paint.fill);
        lastRectBig = false;
        break;
      case Op.Tj:
      case Op.TJ:
      case Op.quote:
      case Op.dquote:
        if (paint.renderMode === 3 || paint.renderMode === 7) return true;
        if (paint.fill === UNKNOWN) state.formInheritsText = true;
        else if (isLight(paint.fill) || boxColours.has(paint.fill)) return true;
        break;
      case Op.BI:
        i = skipInlineImage(content, i);
        break;
    }
    count = 0;
  }
  return false;
}

const code = (s: string) => [...s].reduce((acc, ch) => (acc << 8) | ch.charCodeAt(0), 0);
const Op = {
  q: code("q"),
  Q: code("Q"),
  g: code("g"),
  rg: code("rg"),
  k: code("k"),
  sc: code("sc"),
  scn: code("scn"),
  cs: code("cs"),
  Tr: code("Tr"),
  re: code("re"),
  f: code("f"),
  F: code("F"),
  fStar: code("f*"),
  Tj: code("Tj"),
  TJ: code("TJ"),
  quote: code("'"),
  dquote: code('"'),
  BI: code("BI"),
} as const;

function parseNumber(content: Buffer, from: number, to: number): number {
  let sign = 1;
  let i = from;
  if (content[i] === 45) {
    sign = -1;
    i++;
  } else if (content[i] === 43) i++;
  let value = 0;
  let scale = 0;
  for (; i < to; i++) {
    const d = content[i];
    if (d === 46) {
      if (scale !== 0) break;
      scale = 1;
    } else if (d >= 48 && d <= 57) {
      value = value * 10 + (d - 48);
      if (scale !== 0) scale *= 10;
    } else break;
  }
  return (sign * value) / (scale || 1);
}

function packColour(operands: Float64Array, count: number): number {
  let rgb: number[];
  if (count === 1) rgb = [operands[0], operands[0], operands[0]];
  else if (count === 3) rgb = [operands[0], operands[1], operands[2]];
  else if (count === 4) {
    const [c, m, y, k] = operands;
    rgb = [(1 - c) * (1 - k), (1 - m) * (1 - k), (1 - y) * (1 - k)];
  } else return UNKNOWN;
  return rgb.reduce((acc, v) => (acc << 8) | Math.round(Math.min(1, Math.max(0, v)) * 255), 0);
}

function isLight(colour: number): boolean {
  if (colour < 0) return false;
  const limit = 0.85 * 255;
  return (colour >> 16) >= limit && ((colour >> 8) & 0xff) >= limit && (colour & 0xff) >= limit;
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
