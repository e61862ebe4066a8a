import type { PDFPageProxy, PageViewport } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PageRun } from "./pdf-layout";
import { OPS, Util } from "./pdfjs.server";

// Replays a page's drawing operations to learn what each piece of text looks
// like: its colour, what was painted under it, its render mode and opacity.

type Matrix = [number, number, number, number, number, number];

interface Glyph {
  unicode: string;
  width: number;
  isSpace: boolean;
}

interface Area {
  box: [number, number, number, number];
  colour: Rgb;
}

type Rgb = [number, number, number];

interface GraphicsState {
  ctm: Matrix;
  fill: Rgb | null;
  stroke: Rgb | null;
  lineWidth: number;
  fillAlpha: number;
  renderMode: number;
  font: { fontMatrix?: number[]; vertical?: boolean } | null;
  fontSize: number;
  fontDirection: number;
  charSpacing: number;
  wordSpacing: number;
  hScale: number;
  leading: number;
  rise: number;
  textMatrix: Matrix;
  x: number;
  y: number;
  lineX: number;
  lineY: number;
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const WHITE: Rgb = [255, 255, 255];
const FILL_OPS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const STROKE_OPS = new Set<number>([OPS.stroke, OPS.closeStroke, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
/** A line this thick (in points) is a painted band that text can sit on. */
const THICK_LINE = 4;
/** Colours closer than this on every channel are indistinguishable on screen. */
const INVISIBLE_CONTRAST = 30;

export async function paintedRuns(page: PDFPageProxy, viewport: PageViewport): Promise<PageRun[]> {
  const ops = await page.getOperatorList();
  const runs: PageRun[] = [];
  const areas: Area[] = [];
  const stack: GraphicsState[] = [];
  let s: GraphicsState = {
    ctm: [...IDENTITY],
    fill: [0, 0, 0],
    stroke: [0, 0, 0],
    lineWidth: 1,
    fillAlpha: 1,
    renderMode: 0,
    font: null,
    fontSize: 0,
    fontDirection: 1,
    charSpacing: 0,
    wordSpacing: 0,
    hScale: 1,
    leading: 0,
    rise: 0,
    textMatrix: [...IDENTITY],
    x: 0,
    y: 0,
    lineX: 0,
    lineY: 0,
  };
  const toPage = (m: Matrix) => Util.transform(viewport.transform, m) as Matrix;

  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i] as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ...s, ctm: [...s.ctm], textMatrix: [...s.textMatrix] });
        break;
      case OPS.restore:
        s = stack.pop() ?? s;
        break;
      case OPS.transform:
        s.ctm = Util.transform(s.ctm, args as number[]) as Matrix;
        break;
      case OPS.paintFormXObjectBegin:
        stack.push({ ...s, ctm: [...s.ctm], textMatrix: [...s.textMatrix] });
        if (Array.isArray(args[0]) || ArrayBuffer.isView(args[0])) s.ctm = Util.transform(s.ctm, Array.from(args[0] as number[])) as Matrix;
        break;
      case OPS.paintFormXObjectEnd:
        s = stack.pop() ?? s;
        break;
      case OPS.setFillRGBColor:
        s.fill = parseHex(args[0]);
        break;
      case OPS.setStrokeRGBColor:
        s.stroke = parseHex(args[0]);
        break;
      case OPS.setLineWidth:
        s.lineWidth = args[0] as number;
        break;
      case OPS.setFillTransparent:
        s.fill = null;
        break;
      case OPS.setFillColorN:
        s.fill = null; // a pattern: its colours are not known here
        break;
      case OPS.setGState:
        for (const [key, value] of (args[0] as Array<[string, unknown]>) ?? []) if (key === "ca" && typeof value === "number") s.fillAlpha = value;
        break;
      case OPS.constructPath: {
        if (!args[2]) break;
        const [x0, y0, x1, y1] = Array.from(args[2] as ArrayLike<number>);
        const m = toPage(s.ctm);
        if (FILL_OPS.has(args[0] as number) && s.fill !== null && s.fillAlpha > 0.5) addArea(boundingBox(m, x0, y0, x1, y1), s.fill);
        const half = s.lineWidth / 2;
        if (STROKE_OPS.has(args[0] as number) && s.stroke !== null && s.lineWidth * Math.hypot(m[0], m[1]) >= THICK_LINE) {
          addArea(boundingBox(m, x0 - half, y0 - half, x1 + half, y1 + half), s.stroke);
        }
        break;
      }
      case OPS.beginText:
        s.textMatrix = [...IDENTITY];
        s.x = s.y = s.lineX = s.lineY = 0;
        break;
      case OPS.setFont: {
        const [name, size] = args as [string, number];
        s.font = page.commonObjs.has(name) ? (page.commonObjs.get(name) as GraphicsState["font"]) : null;
        s.fontDirection = size < 0 ? -1 : 1;
        s.fontSize = Math.abs(size);
        break;
      }
      case OPS.setTextMatrix:
        s.textMatrix = Array.from(args[0] as ArrayLike<number>) as Matrix;
        s.x = s.y = s.lineX = s.lineY = 0;
        break;
      case OPS.moveText:
        s.x = s.lineX += args[0] as number;
        s.y = s.lineY += args[1] as number;
        break;
      case OPS.setLeadingMoveText:
        s.leading = args[1] as number;
        s.x = s.lineX += args[0] as number;
        s.y = s.lineY += args[1] as number;
        break;
      case OPS.nextLine:
        s.x = s.lineX;
        s.y = s.lineY += s.leading;
        break;
      case OPS.setLeading:
        s.leading = -(args[0] as number);
        break;
      case OPS.setCharSpacing:
        s.charSpacing = args[0] as number;
        break;
      case OPS.setWordSpacing:
        s.wordSpacing = args[0] as number;
        break;
      case OPS.setHScale:
        s.hScale = (args[0] as number) / 100;
        break;
      case OPS.setTextRise:
        s.rise = args[0] as number;
        break;
      case OPS.setTextRenderingMode:
        s.renderMode = args[0] as number;
        break;
      case OPS.showText:
        showText(args[0] as Array<Glyph | number>);
        break;
    }
  }
  return runs;

  function addArea(box: Area["box"], colour: Rgb) {
    if (box[2] - box[0] >= 4 && box[3] - box[1] >= 4) areas.push({ box, colour });
  }

  function showText(glyphs: Array<Glyph | number>) {
    if (s.fontSize === 0) return;
    const widthScale = s.fontSize * (s.font?.fontMatrix?.[0] ?? 0.001);
    const vertical = s.font?.vertical === true;
    let text = "";
    let advance = 0;
    for (const glyph of glyphs) {
      if (typeof glyph === "number") {
        const shift = ((vertical ? 1 : -1) * glyph * s.fontSize) / 1000;
        // A big kerning jump inside TJ is how many writers put a space between words.
        if (shift > 0.2 * s.fontSize && text !== "" && !text.endsWith(" ")) text += " ";
        advance += shift;
        continue;
      }
      text += glyph.unicode;
      const spacing = (glyph.isSpace ? s.wordSpacing : 0) + s.charSpacing;
      advance += glyph.width * widthScale + spacing * s.fontDirection;
    }
    const m = Util.transform(toPage(s.ctm), s.textMatrix) as Matrix;
    const start = apply(m, s.x, s.y + s.rise);
    const xScale = Math.hypot(m[0], m[1]);
    const size = s.fontSize * Math.hypot(m[2], m[3]);
    const width = advance * s.hScale * s.fontDirection * xScale;
    if (vertical) s.y -= advance;
    else s.x += advance * s.hScale * s.fontDirection;
    if (text === "") return;
    const run: PageRun = { text, x: start[0], y: viewport.height - start[1], width: Math.abs(width), size };
    const hidden = paintHides(run);
    if (hidden) run.hidden = hidden;
    runs.push(run);
  }

  function paintHides(run: PageRun): string | undefined {
    if (s.renderMode === 3 || s.renderMode === 7) return "invisible text (render mode 3)";
    // Modes 1, 2, 5 and 6 stroke the outline, which stays visible whatever the fill.
    if (s.renderMode !== 0 && s.renderMode !== 4) return undefined;
    if (s.fillAlpha < 0.1) return "transparent text";
    if (s.fill === null) return undefined;
    const cx = run.x + run.width / 2;
    const cy = viewport.height - (run.y + run.size / 3);
    let background = WHITE;
    for (let k = areas.length - 1; k >= 0; k--) {
      const [x0, y0, x1, y1] = areas[k].box;
      if (cx >= x0 && cx <= x1 && cy >= y0 && cy <= y1) {
        background = areas[k].colour;
        break;
      }
    }
    if (!indistinguishable(s.fill, background)) return undefined;
    return isNearWhite(s.fill) ? "white text" : "text the same colour as its background";
  }
}

function parseHex(value: unknown): Rgb | null {
  if (typeof value !== "string" || !/^#[0-9a-f]{6}$/i.test(value)) return null;
  return [0, 2, 4].map((k) => Number.parseInt(value.slice(1 + k, 3 + k), 16)) as Rgb;
}

function indistinguishable(a: Rgb, b: Rgb): boolean {
  return a.every((v, k) => Math.abs(v - b[k]) <= INVISIBLE_CONTRAST);
}

function isNearWhite(c: Rgb): boolean {
  return c.every((v) => v >= 255 - INVISIBLE_CONTRAST);
}

function boundingBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
  const corners = [
    [x0, y0],
    [x0, y1],
    [x1, y0],
    [x1, y1],
  ].map(([x, y]) => apply(m, x, y));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];
}
