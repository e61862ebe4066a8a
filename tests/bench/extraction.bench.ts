// Text-PDF extraction speed on one core: `npx tsx tests/bench/extraction.bench.ts [evalDir]`.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { extractResumeInProcess, shutdownExtraction } from "../../app/extraction/index.server";
import { evalDirFromArgs, filesUnder, percentile } from "./eval-files";

const evalDir = evalDirFromArgs();
const files = filesUnder(join(evalDir, "resumes"), (name) => name.endsWith(".pdf"));
const WARM_UP = 5;

const timings: number[] = [];
// CPU time is reported beside wall time: on a shared machine wall time also counts other people's work.
const cpuTimings: number[] = [];
const failed: string[] = [];
let flagged = 0;
let pages = 0;
for (const [i, file] of files.entries()) {
  const bytes = new Uint8Array(readFileSync(file));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  // OCR is measured by ocr.bench.ts; here only the text layer counts.
  const outcome = await extractResumeInProcess({ bytes, fileName: file }, { ocr: false });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  if (i >= WARM_UP) {
    timings.push(ms);
    cpuTimings.push((cpu.user + cpu.system) / 1000);
  }
  if (!outcome.ok) failed.push(`${relative(evalDir, file)}: ${outcome.reason}`);
  else {
    pages += outcome.pages;
    if (outcome.flags.length > 0) flagged++;
  }
}
await shutdownExtraction();

console.log(`text PDFs: ${files.length} files, ${pages} pages (first ${WARM_UP} not timed)`);
console.log(`ms per resume: median ${percentile(timings, 0.5).toFixed(1)}, p95 ${percentile(timings, 0.95).toFixed(1)}, max ${Math.max(...timings).toFixed(1)}`);
console.log(`CPU ms per resume: median ${percentile(cpuTimings, 0.5).toFixed(1)}, p95 ${percentile(cpuTimings, 0.95).toFixed(1)}`);
console.log(`resumes with suspicious-content flags: ${flagged}`);
console.log(`not extracted: ${failed.length}`);
for (const line of failed.slice(0, 20)) console.log(`  ${line}`);
