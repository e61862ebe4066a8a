import { inflateSync } from "node:zlib";

// Reading colours and render modes through pdfjs costs a second pass over every
// page, and pdfjs's text extraction silently drops text placed off the page.
// Most resumes do neither, and that can be ruled out from the raw content
// streams for a fraction of the cost. This scan only answers "could any text
// be hidden by colour, render mode or position?"; when it says yes (or cannot
// tell), the careful pass decides.

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

export function mayHideText(bytes: Uint8Array): boolean {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (hasLowFillAlpha(raw)) return true;
  const streams = findStreams(raw);
  if (streams === null) return true;
  const boxes = pageBoxes(raw);
  const contents: Array<{ dict: string; data: Buffer }> = [];
  for (const stream of streams) {
    if (stream.dict.includes("/ObjStm")) {
      // Object streams hold dictionaries: transparency settings and page sizes may sit inside.
      const inner = inflate(stream.data);
      if (inner === null || hasLowFillAlpha(inner)) return true;
      boxes.push(...pageBoxes(inner));
    } else if (!SKIPPED_STREAM.test(stream.dict)) contents.push(stream);
  }
  const page = unionOf(boxes);
  const state: ScanState = { lightFillSeen: false, formInheritsText: false };
  for (const { dict, data } of contents) {
    const content = decode(dict, data);
    if (content === null) return true;
    if (scanContent(content, dict.includes("/Form"), state, page)) return true;
  }
  return state.lightFillSeen && state.formInheritsText;
}

function findStreams(raw: Buffer): Array<{ dict: string; data: Buffer }> | null {
  const streams: Array<{ dict: string; data: Buffer }> = [];
  let from = 0;
  for (;;) {
    const at = raw.indexOf("stream", from, "latin1");
    if (at < 0) return streams;
    from = at + 6;
    if (at >= 3 && raw.toString("latin1", at - 3, at) === "end") continue;
    let start = at + 6;
    if (raw[start] === Ch.CR) start++;
    if (raw[start] === Ch.LF) start++;
    else if (raw[start - 1] !== Ch.CR) continue;
    const end = raw.indexOf("endstream", start, "latin1");
    if (end < 0) return null;
    from = end + 9;
    const objAt = raw.lastIndexOf(" obj", at, "latin1");
    streams.push({ dict: raw.toString("latin1", objAt < 0 ? Math.max(0, at - 1024) : objAt, at), data: raw.subarray(start, end) });
  }
}

type Box = [number, number, number, number];
/** US Letter and A4 together, for files whose page sizes cannot be found this way. */
const DEFAULT_PAGE: Box = [0, 0, 612, 842];
const BOX = /\/(?:MediaBox|CropBox)\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/g;

function pageBoxes(raw: Buffer): Box[] {
  const boxes: Box[] = [];
  for (let at = raw.indexOf("Box", 0, "latin1"); at >= 0; at = raw.indexOf("Box", at + 3, "latin1")) {
    BOX.lastIndex = 0;
    const m = BOX.exec(raw.toString("latin1", Math.max(0, at - 6), at + 80));
    if (m) boxes.push([Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])]);
  }
  return boxes;
}

function unionOf(boxes: Box[]): Box {
  if (boxes.length === 0) return DEFAULT_PAGE;
  const xs = boxes.flatMap(([x0, , x1]) => [x0, x1]);
  const ys = boxes.flatMap(([, y0, , y1]) => [y0, y1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
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
  ctm: number[];
}

const BLACK = 0;
const UNKNOWN = -1;

/** Walks one content stream; true when some text could be invisible. */
function scanContent(content: Buffer, isForm: boolean, state: ScanState, page: Box): boolean {
  const stack: Paint[] = [];
  let paint: Paint = { fill: isForm ? UNKNOWN : BLACK, renderMode: 0, ctm: [1, 0, 0, 1, 0, 0] };
  // Start of the current text line in text space, as set by Tm and moved by Td, TD, T*.
  let line = [1, 0, 0, 1, 0, 0];
  let leading = 0;
  const outsidePage = () => {
    const [a, b, c, d, e, f] = paint.ctm;
    const x = line[4] * a + line[5] * c + e;
    const y = line[4] * b + line[5] * d + f;
    // Forms draw in their own space, placed by whoever paints them: no position to check.
    return !isForm && (x < page[0] - 2 || x > page[2] + 2 || y < page[1] - 2 || y > page[3] + 2);
  };
  const moveLine = (tx: number, ty: number) => {
    line = [line[0], line[1], line[2], line[3], tx * line[0] + ty * line[2] + line[4], tx * line[1] + ty * line[3] + line[5]];
  };
  const numbers = new Float64Array(8);
  let count = 0;
  // Bounding box of the path being built, in its own coordinates.
  let pathX0 = Infinity;
  let pathY0 = Infinity;
  let pathX1 = -Infinity;
  let pathY1 = -Infinity;
  const extend = (x: number, y: number) => {
    pathX0 = Math.min(pathX0, x);
    pathY0 = Math.min(pathY0, y);
    pathX1 = Math.max(pathX1, x);
    pathY1 = Math.max(pathY1, y);
  };
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
    if (j === i) {
      // A delimiter no branch above handles (a stray ")"): step over it, or the scan never ends.
      i++;
      count = 0;
      continue;
    }
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
        stack.push({ ...paint, ctm: [...paint.ctm] });
        break;
      case Op.cm:
        if (count >= 6) paint.ctm = multiply(Array.from(numbers.subarray(count - 6, count)), paint.ctm);
        break;
      case Op.BT:
        line = [1, 0, 0, 1, 0, 0];
        break;
      case Op.Tm:
        if (count >= 6) line = Array.from(numbers.subarray(count - 6, count));
        break;
      case Op.Td:
        if (count >= 2) moveLine(numbers[count - 2], numbers[count - 1]);
        break;
      case Op.TD:
        if (count >= 2) {
          leading = -numbers[count - 1];
          moveLine(numbers[count - 2], numbers[count - 1]);
        }
        break;
      case Op.TL:
        if (count >= 1) leading = numbers[count - 1];
        break;
      case Op.TStar:
        moveLine(0, -leading);
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
        if (count >= 4) {
          extend(numbers[count - 4], numbers[count - 3]);
          extend(numbers[count - 4] + numbers[count - 2], numbers[count - 3] + numbers[count - 1]);
        }
        break;
      case Op.m:
      case Op.l:
      case Op.c:
      case Op.v:
      case Op.y:
        for (let k = 0; k + 1 < count; k += 2) extend(numbers[k], numbers[k + 1]);
        break;
      case Op.f:
      case Op.F:
      case Op.fStar:
      case Op.B:
      case Op.BStar:
      case Op.b:
      case Op.bStar:
        // A filled box big enough to carry a line of text becomes a background to compare text colours with.
        if (pathX1 - pathX0 >= 20 && pathY1 - pathY0 >= 8 && paint.fill !== UNKNOWN) boxColours.add(paint.fill);
        pathX0 = pathY0 = Infinity;
        pathX1 = pathY1 = -Infinity;
        break;
      case Op.n:
      case Op.S:
      case Op.s:
        pathX0 = pathY0 = Infinity;
        pathX1 = pathY1 = -Infinity;
        break;
      case Op.quote:
      case Op.dquote:
        moveLine(0, -leading);
      // falls through: both also show text
      case Op.Tj:
      case Op.TJ:
        if (paint.renderMode === 3 || paint.renderMode === 7) return true;
        if (outsidePage()) return true;
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
  m: code("m"),
  l: code("l"),
  c: code("c"),
  v: code("v"),
  y: code("y"),
  f: code("f"),
  F: code("F"),
  fStar: code("f*"),
  B: code("B"),
  BStar: code("B*"),
  b: code("b"),
  bStar: code("b*"),
  n: code("n"),
  S: code("S"),
  s: code("s"),
  Tj: code("Tj"),
  TJ: code("TJ"),
  quote: code("'"),
  dquote: code('"'),
  BI: code("BI"),
  cm: code("cm"),
  BT: code("BT"),
  Tm: code("Tm"),
  Td: code("Td"),
  TD: code("TD"),
  TL: code("TL"),
  TStar: code("T*"),
} as const;

/** m1 × m2 for PDF matrices [a b c d e f]. */
function multiply(m1: number[], m2: number[]): number[] {
  return [
    m1[0] * m2[0] + m1[1] * m2[2],
    m1[0] * m2[1] + m1[1] * m2[3],
    m1[2] * m2[0] + m1[3] * m2[2],
    m1[2] * m2[1] + m1[3] * m2[3],
    m1[4] * m2[0] + m1[5] * m2[2] + m2[4],
    m1[4] * m2[1] + m1[5] * m2[3] + m2[5],
  ];
}

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
