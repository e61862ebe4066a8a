import { MIN_READABLE_PT, sizeDetail, type HiddenRun } from "./hidden-text";

// Finds Word runs a reader would not see (hidden formatting, white or
// background-coloured text, microscopic size) and returns document.xml with
// their text taken out, so that no later step can read it.

interface RunLook {
  vanish?: boolean;
  colour?: string;
  halfPoints?: number;
}

interface Style {
  basedOn?: string;
  look: RunLook;
}

type Rgb = [number, number, number];

const INVISIBLE_CONTRAST = 30;
export const XML_TOKEN = /<(\/?)([A-Za-z_][\w.:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;
const DARK_HIGHLIGHTS = new Set(["black", "darkBlue", "darkCyan", "darkGreen", "darkMagenta", "darkRed", "darkGray", "blue", "red", "green", "magenta"]);

export function findHiddenRuns(documentXml: string, stylesXml = ""): { hidden: Array<HiddenRun | null>; visibleXml: string } {
  const styles = readStyles(stylesXml);
  const defaults = styles.get("\u0000defaults")?.look ?? {};
  const pageBackground = attr(documentXml.match(/<w:background\b[^>]*>/)?.[0] ?? "", "w:color");
  const hidden: Array<HiddenRun | null> = [];
  const cuts: Array<[number, number]> = [];

  interface Paragraph {
    style?: string;
    shade?: string;
  }
  interface Run {
    look: RunLook;
    style?: string;
    shade?: string;
    highlight?: string;
    text: string;
    textSpans: Array<[number, number]>;
  }
  const paragraphs: Paragraph[] = [];
  const runs: Run[] = [];
  const path: string[] = [];
  let inText = false;

  XML_TOKEN.lastIndex = 0;
  for (let m = XML_TOKEN.exec(documentXml); m !== null; m = XML_TOKEN.exec(documentXml)) {
    const [whole, closing, name, attrs, selfClosing, text] = m;
    if (text !== undefined) {
      const run = runs[runs.length - 1];
      if (inText && run) {
        run.text += unescapeXml(text);
        run.textSpans.push([m.index, m.index + whole.length]);
      }
      continue;
    }
    if (name.startsWith("?") || name.startsWith("!")) continue;
    const parent = path[path.length - 1];
    if (closing) {
      path.pop();
      if (name === "w:t") inText = false;
      else if (name === "w:p") paragraphs.pop();
      else if (name === "w:r") {
        const run = runs.pop();
        if (run) {
          const reason = hides(run, paragraphs[paragraphs.length - 1]);
          if (reason && run.text.trim() !== "") {
            hidden.push({ text: run.text, detail: reason });
            cuts.push(...run.textSpans);
          } else if (run.text.trim() !== "" && hidden.length > 0 && hidden.at(-1) !== null) hidden.push(null);
        }
      }
      continue;
    }
    if (!selfClosing) path.push(name);
    const run = runs[runs.length - 1];
    const paragraph = paragraphs[paragraphs.length - 1];
    switch (name) {
      case "w:p":
        if (!selfClosing) paragraphs.push({});
        break;
      case "w:r":
        if (!selfClosing) runs.push({ look: {}, text: "", textSpans: [] });
        break;
      case "w:t":
        inText = !selfClosing;
        break;
      case "w:tab":
        if (run && parent === "w:r") run.text += " ";
        break;
      case "w:pStyle":
        if (paragraph && parent === "w:pPr") paragraph.style = attr(attrs, "w:val");
        break;
      case "w:rStyle":
        if (run && parent === "w:rPr") run.style = attr(attrs, "w:val");
        break;
      case "w:shd":
        if (parent === "w:rPr" && run) run.shade = attr(attrs, "w:fill");
        else if (parent === "w:pPr" && paragraph) paragraph.shade = attr(attrs, "w:fill");
        break;
      case "w:highlight":
        if (parent === "w:rPr" && run) run.highlight = attr(attrs, "w:val");
        break;
      default:
        if (parent === "w:rPr" && run && path[path.length - (selfClosing ? 2 : 3)] === "w:r") readLook(name, attrs, run.look);
    }
  }

  function hides(run: Run, paragraph: Paragraph | undefined): string | null {
    const look: RunLook = {
      ...defaults,
      ...styleLook(styles, paragraph?.style),
      ...styleLook(styles, run.style),
      ...run.look,
    };
    if (look.vanish) return "hidden text (Word's Hidden formatting)";
    if (look.halfPoints !== undefined && look.halfPoints / 2 < MIN_READABLE_PT) return sizeDetail(look.halfPoints / 2);
    const ink = parseColour(look.colour);
    if (ink === null) return null;
    if (run.highlight && run.highlight !== "none") {
      return DARK_HIGHLIGHTS.has(run.highlight) || !isNearWhite(ink) ? null : "white text";
    }
    const background = parseColour(run.shade) ?? parseColour(paragraph?.shade) ?? parseColour(pageBackground) ?? [255, 255, 255];
    if (!indistinguishable(ink, background)) return null;
    return isNearWhite(ink) ? "white text" : "text the same colour as its background";
  }

  return { hidden, visibleXml: cut(documentXml, cuts) };
}

function readLook(name: string, attrs: string, look: RunLook): void {
  switch (name) {
    case "w:vanish":
    case "w:specVanish":
      look.vanish = !/^(false|0|off)$/i.test(attr(attrs, "w:val") ?? "true");
      break;
    case "w:color": {
      const theme = attr(attrs, "w:themeColor");
      look.colour = theme && /^(background1|bg1|light1|lt1)$/i.test(theme) ? "FFFFFF" : attr(attrs, "w:val");
      break;
    }
    case "w:sz": {
      const value = Number(attr(attrs, "w:val"));
      if (Number.isFinite(value)) look.halfPoints = value;
      break;
    }
  }
}

function readStyles(xml: string): Map<string, Style> {
  const styles = new Map<string, Style>();
  const defaults = xml.match(/<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/)?.[1];
  if (defaults) styles.set("\u0000defaults", { look: lookOf(defaults) });
  for (const m of xml.matchAll(/<w:style\b([^>]*)>([\s\S]*?)<\/w:style>/g)) {
    const id = attr(m[1], "w:styleId");
    if (!id) continue;
    const body = m[2];
    const rPr = body.match(/<w:rPr>([\s\S]*?)<\/w:rPr>/)?.[1] ?? "";
    styles.set(id, { basedOn: attr(body.match(/<w:basedOn\b[^>]*>/)?.[0] ?? "", "w:val"), look: lookOf(rPr) });
  }
  return styles;
}

function lookOf(rPr: string): RunLook {
  const look: RunLook = {};
  for (const m of rPr.matchAll(/<(w:[\w]+)\b([^>]*?)\/?>/g)) readLook(m[1], m[2], look);
  return look;
}

function styleLook(styles: Map<string, Style>, id: string | undefined): RunLook {
  const chain: RunLook[] = [];
  for (let depth = 0; id && depth < 10; depth++) {
    const style = styles.get(id);
    if (!style) break;
    chain.unshift(style.look);
    id = style.basedOn;
  }
  return Object.assign({}, ...chain);
}

export function attr(attrs: string, name: string): string | undefined {
  const m = attrs.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`));
  return m?.[1];
}

export function parseColour(value: string | undefined): Rgb | null {
  if (!value || !/^[0-9a-f]{6}$/i.test(value)) return null;
  return [0, 2, 4].map((k) => Number.parseInt(value.slice(k, k + 2), 16)) as Rgb;
}

function indistinguishable(a: Rgb, b: Rgb): boolean {
  return a.every((v, k) => Math.abs(v - b[k]) <= INVISIBLE_CONTRAST);
}

export function isNearWhite(c: Rgb): boolean {
  return c.every((v) => v >= 255 - INVISIBLE_CONTRAST);
}

export function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[entity.toLowerCase()] ?? "";
  });
}

function cut(xml: string, spans: Array<[number, number]>): string {
  if (spans.length === 0) return xml;
  let out = "";
  let at = 0;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    out += xml.slice(at, start);
    at = end;
  }
  return out + xml.slice(at);
}
