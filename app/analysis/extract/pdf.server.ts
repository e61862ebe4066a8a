import type { PDFPageProxy, PageViewport } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { ExtractionError, SuspiciousFlag } from "../types";
import { failures } from "./failures";
import { hiddenFlags, MIN_READABLE_PT, sizeDetail, type HiddenRun } from "./hidden-text";
import { MAX_OCR_PAGES, MAX_PDF_PAGES } from "./limits";
import { openPdf } from "./pdf-document.server";
import { layoutPage, type PositionedRun } from "./pdf-layout";

export interface ReadText {
  text: string;
  pages: number;
  ocrPages: number;
  flags: SuspiciousFlag[];
}

export interface PdfReadOptions {
  ocr: boolean;
  /** Epoch ms after which no further page is sent to OCR. */
  ocrDeadline: number;
}

/** A run as the page shows it: y grows upwards from the bottom of the visible page. */
export interface PageRun extends PositionedRun {
  /** Why a reader would not see it; absent when visible. */
  hidden?: string;
}

export async function readPdf(bytes: Uint8Array, options: PdfReadOptions): Promise<ReadText | ExtractionError> {
  const opened = await openPdf(bytes);
  if ("ok" in opened) return opened;
  const { parser, doc } = opened;
  try {
    if (doc.numPages > MAX_PDF_PAGES) return failures.tooManyPages(doc.numPages, MAX_PDF_PAGES);
    const pageTexts: string[] = [];
    const hidden: HiddenRun[] = [];
    const needOcr: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      try {
        const viewport = page.getViewport({ scale: 1 });
        const runs = markOutOfSight(await textRuns(page, viewport), viewport);
        for (const run of runs) if (run.hidden) hidden.push({ text: run.text, detail: run.hidden });
        const text = layoutPage(
          runs.filter((r) => !r.hidden),
          viewport.width,
        );
        pageTexts.push(text);
        if (options.ocr && !hasUsableText(text) && (await hasPicturesOrDrawings(page))) needOcr.push(n);
      } finally {
        page.cleanup();
      }
    }
    return { text: pageTexts.join("\n\n"), pages: doc.numPages, ocrPages: 0, flags: hiddenFlags(hidden), ...(await ocrPages(needOcr, pageTexts, options)) };
  } catch {
    return failures.damaged("PDF");
  } finally {
    await parser.destroy().catch(() => undefined);
  }

  async function ocrPages(pages: number[], pageTexts: string[], opts: PdfReadOptions) {
    void pages;
    void opts;
    return { text: pageTexts.join("\n\n"), ocrPages: 0 };
  }
}

async function textRuns(page: PDFPageProxy, viewport: PageViewport): Promise<PageRun[]> {
  const content = await page.getTextContent();
  const runs: PageRun[] = [];
  for (const item of content.items) {
    if (!("str" in item) || item.str === "") continue;
    const [a, b, c, d, e, f] = item.transform as number[];
    const [x, top] = viewport.convertToViewportPoint(e, f);
    runs.push({
      text: item.str,
      x,
      y: viewport.height - top,
      width: item.width,
      size: Math.max(Math.hypot(c, d), Math.abs(a) > 0 && b === 0 && c === 0 ? Math.abs(d) : 0),
    });
  }
  return runs;
}

/** Microscopic text, and text placed beyond the edges of the page. */
function markOutOfSight(runs: PageRun[], viewport: PageViewport): PageRun[] {
  for (const run of runs) {
    if (run.hidden || run.text.trim() === "") continue;
    if (run.size < MIN_READABLE_PT) run.hidden = sizeDetail(run.size);
    else {
      const midX = run.x + run.width / 2;
      const midY = run.y + run.size / 3;
      if (midX < 0 || midX > viewport.width || midY < 0 || midY > viewport.height) run.hidden = "outside the page";
    }
  }
  return runs;
}

/** A text layer worth trusting has letters, not a handful of symbols or unmapped glyphs. */
export function hasUsableText(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 20) return false;
  const junk = text.match(/[\uE000-\uF8FF\uFFFD\u0000-\u0008]/g)?.length ?? 0;
  return junk / text.length < 0.2;
}

async function hasPicturesOrDrawings(page: PDFPageProxy): Promise<boolean> {
  void page;
  return true;
}

export { MAX_OCR_PAGES };
