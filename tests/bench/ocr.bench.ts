// OCR speed and accuracy on the scanned resumes: `npx tsx tests/bench/ocr.bench.ts [evalDir]`.
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { normalizeText } from "../../app/extraction/normalize";
import { extractResumeInProcess, shutdownExtraction } from "../../app/extraction/index.server";
import { evalDirFromArgs, filesUnder, percentile } from "./eval-files";

const evalDir = evalDirFromArgs();
const scans = filesUnder(join(evalDir, "scans"), (name) => name.endsWith("_scan.pdf"));

/** Compared as the analyzer sees text: normalised, with any run of whitespace as one space. */
const comparable = (text: string) => normalizeText(text).replace(/\s+/g, " ").trim();

function levenshtein(a: string, b: string): number {
  let previous = new Uint32Array(b.length + 1).map((_, j) => j);
  let current = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      current[j] = Math.min(substitution, previous[j] + 1, current[j - 1] + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

// Starting the Tesseract worker (~1 s) is paid once per process, not per page.
const warmUpStarted = performance.now();
await extractResumeInProcess({ bytes: new Uint8Array(readFileSync(scans[0])), fileName: "warm-up.pdf" });
const warmUpMs = performance.now() - warmUpStarted;

let totalMs = 0;
let totalCpuMs = 0;
let totalPages = 0;
let totalDistance = 0;
let totalTruth = 0;
const perPage: number[] = [];
const cers: number[] = [];
for (const scan of scans) {
  const truth = comparable(readFileSync(scan.replace(/\.pdf$/, ".groundtruth.txt"), "utf8"));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const outcome = await extractResumeInProcess({ bytes: new Uint8Array(readFileSync(scan)), fileName: basename(scan) });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  totalCpuMs += (cpu.user + cpu.system) / 1000;
  const text = outcome.ok ? comparable(outcome.text) : "";
  const pages = outcome.ok ? Math.max(outcome.ocrPages, 1) : 1;
  const distance = levenshtein(text, truth);
  totalMs += ms;
  totalPages += pages;
  totalDistance += distance;
  totalTruth += truth.length;
  perPage.push(ms / pages);
  cers.push(distance / truth.length);
  console.log(`${basename(scan)}: ${pages} page(s), ${(ms / pages / 1000).toFixed(2)} s/page, CER ${((100 * distance) / truth.length).toFixed(2)}%${outcome.ok ? "" : ` (${outcome.reason})`}`);
}
await shutdownExtraction();

console.log(`\nscans: ${scans.length} files, ${totalPages} pages; OCR worker start-up ${(warmUpMs / 1000).toFixed(1)} s (first file, not counted)`);
console.log(`seconds per page: mean ${(totalMs / totalPages / 1000).toFixed(2)}, median ${(percentile(perPage, 0.5) / 1000).toFixed(2)}, p95 ${(percentile(perPage, 0.95) / 1000).toFixed(2)}`);
// OCR workers are threads of this process, so this counts their work too.
console.log(`CPU seconds per page: ${(totalCpuMs / totalPages / 1000).toFixed(2)} (pages are read two at a time on two cores)`);
console.log(`character error rate: overall ${((100 * totalDistance) / totalTruth).toFixed(2)}%, median per file ${(100 * percentile(cers, 0.5)).toFixed(2)}%, worst ${(100 * Math.max(...cers)).toFixed(2)}%`);
