import JSZip from "jszip";
import mammoth from "mammoth";
import type { ExtractionError } from "~/analysis/types";
import { unpackDocx } from "./docx-archive.server";
import { pageMarginLines } from "./docx-header";
import { findHiddenRuns } from "./docx-hidden";
import { failures } from "./failures";
import { hiddenFlags } from "./hidden-text";
import type { ReadText } from "./reader";

export async function readDocx(bytes: Uint8Array): Promise<ReadText | ExtractionError> {
  const unpacked = unpackDocx(bytes);
  if ("ok" in unpacked) return unpacked;
  const documentXml = unpacked.parts.get("word/document.xml") ?? "";
  const { hidden, visibleXml } = findHiddenRuns(documentXml, unpacked.parts.get("word/styles.xml"));
  let buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (hidden.some((run) => run !== null)) {
    // mammoth reads hidden runs like any other, so it gets a copy without them.
    const zip = await JSZip.loadAsync(buffer);
    zip.file("word/document.xml", visibleXml);
    buffer = await zip.generateAsync({ type: "nodebuffer", compression: "STORE" });
  }
  let text: string;
  try {
    // mammoth ends every paragraph with a blank line; one line per paragraph matches the other formats.
    text = (await mammoth.extractRawText({ buffer })).value.replace(/\n\n/g, "\n");
  } catch {
    return failures.damaged("Word document");
  }
  // The page header's name and contact details come first, as on the page; the footer's last.
  const header = pageMarginLines(unpacked.parts, "header");
  const footer = pageMarginLines(unpacked.parts, "footer");
  text = [...header.lines, text, ...footer.lines].join("\n");
  hidden.push(...header.hidden, ...footer.hidden);
  const pages = Number(unpacked.parts.get("docProps/app.xml")?.match(/<Pages>(\d+)<\/Pages>/)?.[1] ?? 1);
  return { text, pages: Math.max(1, pages), ocrPages: 0, flags: hiddenFlags(hidden) };
}
