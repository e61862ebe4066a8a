import type { PDFPageProxy, PageViewport } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { PDFParse } from "pdf-parse";
import type { ExtractionError } from "~/analysis/types";
import { failures } from "./failures";
import { hiddenFlags, MIN_READABLE_PT, sizeDetail, type HiddenRun } from "./hidden-text";
import { MAX_OCR_PAGES, MAX_PDF_PAGES } from "./limits";
import { OCR_WORKERS, recognizePage } from "./ocr.server";
import { openPdf } from "./pdf-document.server";
import { layoutPage, type PageRun } from "./pdf-layout";
import { paintedRuns } from "./pdf-paint.server";
import { mayHideText } from "./pdf-prescan.server";
import { OPS } from "./pdfjs.server";
import type { ReadText } from "./reader";

export interface PdfReadOptions {
  ocr: boolean;
  /** Epoch ms after which no further page is sent to OCR. */
  ocrDeadline: number;
  /** "always" replays every page's drawing; "auto" only when a quick scan finds a reason to. */
  paintCheck?: "auto" | "always";
}

/** A run as the page shows it: y grows upwards from the bottom of the visible page. */
/** Scans are rendered at the 150 dpi they are usually made at, so pixels map one to one. */
const OCR_SCALE = 150 / 72;

export async function readPdf(bytes: Uint8Array, options: PdfReadOptions): Promise<ReadText | ExtractionError> {
  const opened = await openPdf(bytes);
  if ("ok" in opened) return opened;
  const { parser, doc } = opened;
  try {
    if (doc.numPages > MAX_PDF_PAGES) return failures.tooManyPages(doc.numPages, MAX_PDF_PAGES);
    const replayPaint = options.paintCheck === "always" || mayHideText(bytes);
    const pageTexts: string[] = [];
    const hidden: Array<HiddenRun | null> = [];
    const needOcr: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      try {
        const viewport = page.getViewport({ scale: 1 });
        const runs = markOutOfSight(replayPaint ? await paintedRuns(page, viewport) : await textRuns(page, viewport), viewport);
        for (const run of runs) {
          if (run.hidden) hidden.push({ text: run.text, detail: run.hidden });
          else if (run.text.trim() !== "" && hidden.at(-1) !== null) hidden.push(null);
        }
        const text = layoutPage(runs.filter((r) => !r.hidden), viewport.width);
        pageTexts.push(text);
        if (options.ocr && !hasUsableText(text) && (await showsPictures(page))) needOcr.push(n);
      } finally {
        page.cleanup();
      }
    }
    const ocrPages = await ocrInto(pageTexts, needOcr.slice(0, MAX_OCR_PAGES), parser, options.ocrDeadline);
    return { text: pageTexts.join("\n\n"), pages: doc.numPages, ocrPages, flags: hiddenFlags(hidden) };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

async function textRuns(page: PDFPageProxy, viewport: PageViewport): Promise<PageRun[]> {
  const content = await page.getTextContent();
  const runs: PageRun[] = [];
  for (const item of content.items) {
    if (!("str" in item) || item.str === "") continue;
    const [, , c, d, e, f] = item.transform as number[];
    const [x, top] = viewport.convertToViewportPoint(e, f);
    runs.push({ text: item.str, x, y: viewport.height - top, width: item.width, size: Math.hypot(c, d) });
  }
  return runs;
}

/** Microscopic text, and text placed beyond the edges of the page. */
function markOutOfSight(runs: PageRun[], viewport: PageViewport): PageRun[] {
  for (const run of runs) {
    if (run.hidden || run.text.trim() === "") continue;
    if (run.size < MIN_READABLE_PT) {
      run.hidden = sizeDetail(run.size);
      continue;
    }
    const midX = run.x + run.width / 2;
    const midY = run.y + run.size / 3;
    if (midX < 0 || midX > viewport.width || midY < 0 || midY > viewport.height) run.hidden = "outside the page";
  }
  return runs;
}

/** A text layer worth trusting has letters, not a handful of symbols or unmapped glyphs. */
function hasUsableText(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 40) return false;
  const junk = text.match(/[\uE000-\uF8FF\uFFFD\u0000-\u0008]/g)?.length ?? 0;
  return junk / text.length < 0.2;
}

const PICTURE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObjectGroup,
]);

/** A page with little text is worth OCR only if it shows a picture or many drawn shapes (outlined text). */
async function showsPictures(page: PDFPageProxy): Promise<boolean> {
  const ops = await page.getOperatorList();
  let shapes = 0;
  for (const fn of ops.fnArray) {
    if (PICTURE_OPS.has(fn)) return true;
    if (fn === OPS.constructPath && ++shapes > 200) return true;
  }
  return false;
}

/** Renders pages one after another while the OCR workers read the pages already rendered. */
async function ocrInto(pageTexts: string[], pages: number[], parser: PDFParse, deadline: number): Promise<number> {
  let done = 0;
  const reading = new Set<Promise<void>>();
  for (const n of pages) {
    if (Date.now() > deadline) break;
    const shot = await parser.getScreenshot({ partial: [n], scale: OCR_SCALE, imageBuffer: true, imageDataUrl: false });
    const png = shot.pages[0]?.data;
    if (!png || png.length === 0) continue;
    const job = recognizePage(png).then(
      (text) => {
        // Tesseract separates every block with a blank line; the other readers give one line per line.
        pageTexts[n - 1] = text.replace(/\n\s*\n/g, "\n");
        done++;
      },
      // A page OCR cannot read stays empty; the file as a whole may still have enough text.
      () => undefined,
    );
    reading.add(job);
    void job.finally(() => reading.delete(job));
    if (reading.size >= OCR_WORKERS) await Promise.race(reading);
  }
  await Promise.all(reading);
  return done;
}
