import type { PDFParse as PdfParser } from "pdf-parse";
import type { PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ExtractionError } from "~/analysis/types";
import { failures } from "./failures";
import { PasswordException, PDFParse } from "./pdfjs.server";

// pdf-parse owns the pdfjs instance; text layout and hidden-text checks need the
// pages themselves, which it keeps behind a private `load()`.

export interface OpenPdf {
  parser: PdfParser;
  doc: PDFDocumentProxy;
}

export async function openPdf(bytes: Uint8Array): Promise<OpenPdf | ExtractionError> {
  if (!looksComplete(bytes)) return failures.damaged("PDF");
  const parser = new PDFParse({
    // pdfjs takes ownership of (and detaches) the buffer it is given.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    // An image of 40 megapixels is a poster, not a resume page; bigger ones are a memory attack.
    maxImageSize: 40_000_000,
    stopAtErrors: false,
  });
  try {
    const doc = await (parser as unknown as { load(): Promise<PDFDocumentProxy> }).load();
    return { parser, doc };
  } catch (error) {
    await parser.destroy().catch(() => undefined);
    if (error instanceof PasswordException || (error as Error)?.name === "PasswordException") return failures.encrypted();
    return failures.damaged("PDF");
  }
}

/** A PDF ends with %%EOF; without it the upload or download was cut short. */
function looksComplete(bytes: Uint8Array): boolean {
  const tail = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return tail.includes("%%EOF");
}
