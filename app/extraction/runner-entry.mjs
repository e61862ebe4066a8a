// Starts the reader process. The heavy libraries are loaded by Node itself
// first: loaded through the TypeScript loader they cost ~300 MB more memory.
const nativePush = Array.prototype.push;
await import("pdfjs-dist/legacy/build/pdf.mjs");
// pdfjs runs its parser from this module when it has no worker thread.
globalThis.pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
await import("pdf-parse");
await import("tesseract.js");
await import("mammoth");
await import("jszip");
await import("word-extractor");
// pdfjs's core-js slows Array.prototype.push for the whole process (see pdfjs.server.ts).
Array.prototype.push = nativePush;
const { register } = await import("tsx/esm/api");
register();
await import("./runner.server.ts");
