// The one place pdfjs (through pdf-parse) is loaded. The legacy pdfjs build that
// pdf-parse uses ships core-js, which on Node 20 replaces Array.prototype.push
// with a JavaScript version over an edge case (arrays with a read-only length)
// that nothing here relies on. Every push in the process then runs slower
// (~25% of extraction time), so the native one is kept and put back.

const nativePush = Array.prototype.push;

const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
const pdfParse = await import("pdf-parse");
// pdfjs parses in this thread, from its worker module; loaded now rather than on the first file.
const PDFJS_WORKER = "pdfjs-dist/legacy/build/pdf.worker.mjs";
const globals = globalThis as { pdfjsWorker?: unknown };
globals.pdfjsWorker ??= await import(PDFJS_WORKER);

if (Array.prototype.push !== nativePush && /\[native code\]/.test(Function.prototype.toString.call(nativePush))) {
  Array.prototype.push = nativePush;
}

export const { OPS, Util } = pdfjs;
export const { PDFParse, PasswordException } = pdfParse;
