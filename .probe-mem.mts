import * as fx from "./tests/fixtures/resume-files";
import { extractResume, shutdownExtraction } from "./app/analysis/extract/index.server";
import { readFileSync } from "node:fs";
const b = fx.hugeImagePdf();
console.log("size MB", (b.length / 1e6).toFixed(2));
let peak = 0;
const t = setInterval(() => {
  for (const pid of readFileSync("/proc/self/task/" + process.pid + "/children", "latin1").trim().split(/\s+/).filter(Boolean)) {
    try { const mb = Number(readFileSync(`/proc/${pid}/statm`, "latin1").split(" ")[1]) * 4096 / 1048576; peak = Math.max(peak, mb); } catch {}
  }
}, 50);
let s = performance.now();
const ok = await extractResume({ bytes: await fx.textPdf(), fileName: "ok.pdf" });
console.log("text ok", ok.ok, (performance.now() - s).toFixed(0), "peak", peak.toFixed(0)); peak = 0;
s = performance.now();
console.log(await extractResume({ bytes: b, fileName: "huge.pdf" }), (performance.now() - s).toFixed(0), "peak", peak.toFixed(0)); peak = 0;
s = performance.now();
console.log(await extractResume({ bytes: b, fileName: "huge.pdf" }, { maxMemoryMb: 400 }), (performance.now() - s).toFixed(0), "peak", peak.toFixed(0));
clearInterval(t);
await shutdownExtraction();
