import type { ExtractionError } from "~/analysis/types";
import { unpackOdt } from "./docx-archive.server";
import { attr, isNearWhite, parseColour, unescapeXml, XML_TOKEN } from "./docx-hidden";
import { hiddenFlags, MIN_READABLE_PT, sizeDetail, type HiddenRun } from "./hidden-text";
import type { ReadText } from "./reader";

// An OpenDocument text (.odt) is a zip whose content.xml holds the text. The
// archive is unpacked under the same bounds as a .docx; the XML is read here,
// one line per paragraph, leaving out comments, footnotes, deleted changes and
// text a reader would not see (hidden, white or microscopic), which is flagged.

/** Never part of what a reader sees on the page. */
const SKIPPED = new Set(["office:annotation", "text:note", "text:tracked-changes", "office:automatic-styles", "office:font-face-decls", "office:scripts", "office:forms", "text:sequence-decls", "text:variable-decls", "svg:title", "svg:desc"]);
const PARAGRAPHS = new Set(["text:p", "text:h"]);
const MAX_STYLE_DEPTH = 20;

interface Look {
  hidden?: boolean;
  colour?: string;
  sizePt?: number;
}

interface Style {
  parent?: string;
  look: Look;
}

function readStyles(xml: string, into: Map<string, Style>): void {
  const style = /<style:style\b([^>]*?)(\/?)>([\s\S]*?)(?:<\/style:style>|(?=<style:style\b)|$)/g;
  for (const [, attrs, selfClosing, inner] of xml.matchAll(style)) {
    const name = attr(attrs, "style:name");
    if (!name) continue;
    const props = selfClosing ? "" : (inner.match(/<style:text-properties\b[^>]*>/)?.[0] ?? "");
    const size = attr(props, "fo:font-size");
    into.set(name, {
      parent: attr(attrs, "style:parent-style-name"),
      look: {
        hidden: attr(props, "text:display") === "none" ? true : undefined,
        colour: attr(props, "fo:color"),
        sizePt: size?.endsWith("pt") ? Number.parseFloat(size) : undefined,
      },
    });
  }
}

function resolve(styles: Map<string, Style>, name: string | undefined): Look {
  const chain: Look[] = [];
  for (let at = name, depth = 0; at && depth < MAX_STYLE_DEPTH; depth++) {
    const style = styles.get(at);
    if (!style) break;
    chain.push(style.look);
    at = style.parent;
  }
  const look: Look = {};
  for (const step of chain.reverse()) Object.assign(look, Object.fromEntries(Object.entries(step).filter(([, v]) => v !== undefined)));
  return look;
}

function hiddenReason(look: Look): string | null {
  if (look.hidden) return "hidden text";
  const colour = parseColour(look.colour?.replace(/^#/, ""));
  if (colour && isNearWhite(colour)) return "white text";
  if (look.sizePt !== undefined && look.sizePt < MIN_READABLE_PT) return sizeDetail(look.sizePt);
  return null;
}

export function readOdt(bytes: Uint8Array): ReadText | ExtractionError {
  const unpacked = unpackOdt(bytes);
  if ("ok" in unpacked) return unpacked;
  const content = unpacked.parts.get("content.xml") ?? "";
  const styles = new Map<string, Style>();
  readStyles(unpacked.parts.get("styles.xml") ?? "", styles);
  readStyles(content, styles);

  const body = content.slice(Math.max(0, content.indexOf("<office:body")));
  const out: string[] = [];
  const hidden: Array<HiddenRun | null> = [];
  /** Why the text of each open element is not seen (null: it is), innermost last. */
  const looks: Array<string | null> = [];
  /** Text counts only inside a paragraph; whitespace between elements is layout of the XML. */
  let paragraphs = 0;
  let skipping: string | null = null;
  let skipDepth = 0;
  const reason = () => looks.at(-1) ?? null;
  const write = (text: string) => {
    const why = reason();
    if (why === null) {
      out.push(text);
      if (text.trim()) hidden.push(null);
    } else if (text.trim()) hidden.push({ text, detail: why });
  };

  for (const [, closing, tag, attrs, selfClosing, text] of body.matchAll(XML_TOKEN)) {
    if (skipping) {
      if (tag === skipping) skipDepth += closing ? -1 : selfClosing ? 0 : 1;
      if (skipDepth === 0) skipping = null;
      continue;
    }
    if (text !== undefined) {
      // As in HTML, runs of white space in the XML are one space; text:s and text:tab stand for more.
      if (paragraphs > 0) write(unescapeXml(text.replace(/[ \t\r\n]+/g, " ")));
      continue;
    }
    if (SKIPPED.has(tag)) {
      if (!closing && !selfClosing) {
        skipping = tag;
        skipDepth = 1;
      }
      continue;
    }
    if (closing) {
      looks.pop();
      if (PARAGRAPHS.has(tag)) {
        paragraphs--;
        out.push("\n");
      }
      else if (tag === "table:table-cell") out.push("\t");
      continue;
    }
    if (tag === "text:s") write(" ".repeat(Math.min(100, Number(attr(attrs, "text:c") ?? 1) || 1)));
    else if (tag === "text:tab") write("\t");
    else if (tag === "text:line-break") write("\n");
    if (selfClosing) {
      if (PARAGRAPHS.has(tag)) out.push("\n");
      continue;
    }
    if (PARAGRAPHS.has(tag)) paragraphs++;
    const styleName = attr(attrs, "text:style-name");
    looks.push((styleName === undefined ? null : hiddenReason(resolve(styles, styleName))) ?? reason());
  }
  return { text: out.join(""), pages: 1, ocrPages: 0, flags: hiddenFlags(hidden) };
}
