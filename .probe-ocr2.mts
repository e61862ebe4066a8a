import { PDFParse } from "pdf-parse";
import { readFileSync } from "node:fs";
import { createWorker, OEM, PSM } from "tesseract.js";
const f = "/work/shared/eval/scans/ACCOUNTANT_11163645_scan.pdf";
const p = new PDFParse({ data: new Uint8Array(readFileSync(f)) });
const shot = await p.getScreenshot({ partial: [1], scale: 2, imageBuffer: true, imageDataUrl: false });
const shot1 = await p.getScreenshot({ partial: [1], scale: 150/72, imageBuffer: true, imageDataUrl: false });
for (const dir of ["4.0.0", "4.0.0_best_int"]) {
  const w = await createWorker("eng", OEM.LSTM_ONLY, { langPath: `/work/main/node_modules/@tesseract.js-data/eng/${dir}`, gzip: true, cacheMethod: "none" });
  for (const img of [shot, shot1]) {
    let s = performance.now();
    await w.recognize(Buffer.from(img.pages[0].data));
    console.log(dir, img.pages[0].width, "ocr", (performance.now() - s).toFixed(0));
  }
  await w.terminate();
}
await p.destroy();
