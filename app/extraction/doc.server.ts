import WordExtractor from "word-extractor";
import type { ExtractionError } from "~/analysis/types";
import { failures } from "./failures";
import type { ReadText } from "./reader";

// Word 97-2003 (.doc) files, read by word-extractor: the main text and the text
// boxes (sidebars of many resume templates); headers, footers, notes and
// comments are left out, as for .docx.

export async function readDoc(bytes: Uint8Array): Promise<ReadText | ExtractionError> {
  let parts: string[];
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // Quotes are folded later with every other format's (normalize.ts).
    parts = [document.getBody({ filterUnicode: false }), document.getTextboxes({ filterUnicode: false, includeHeadersAndFooters: false, includeBody: true })];
  } catch {
    return failures.damaged("Word 97-2003 document");
  }
  return { text: parts.filter((p) => p.trim()).join("\n"), pages: 1, ocrPages: 0, flags: [] };
}
