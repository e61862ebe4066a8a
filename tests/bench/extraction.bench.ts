// Extraction speed on one core: `npx tsx tests/bench/extraction.bench.ts [evalDir]`. First every
// format and encoding on the same generated resume, then the evaluation folder's text PDFs.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { extractResumeInProcess, shutdownExtraction } from "../../app/extraction/index.server";
import { ACCENTED_RESUME, docx, latin1Txt, mojibakeTxt, odt, rtf, textPdf, utf16Txt, utf8Txt, windows1252Txt, wordDoc } from "../fixtures/resume-files";
import { evalDirFromArgs, filesUnder, percentile } from "./eval-files";

const RUNS_PER_FORMAT = 50;
const resumeText = ACCENTED_RESUME.join("\n");
const formats: Array<[string, Uint8Array]> = [
  ["pdf", await textPdf([ACCENTED_RESUME])],
  ["docx", await docx(ACCENTED_RESUME)],
  ["doc", wordDoc(ACCENTED_RESUME)],
  ["rtf", rtf(ACCENTED_RESUME)],
  ["odt", await odt(ACCENTED_RESUME)],
  ["txt utf-8", utf8Txt(resumeText)],
  ["txt utf-8 double-encoded", mojibakeTxt(resumeText)],
  ["txt utf-16 (no BOM)", utf16Txt(resumeText, "le", { bom: false })],
  ["txt windows-1252", windows1252Txt(resumeText)],
  ["txt latin-1", latin1Txt(resumeText.replace(/[•’“”—–]/g, "-"))],
];
console.log(`formats: the same one-page resume, ${RUNS_PER_FORMAT} runs each (first not timed)`);
for (const [name, bytes] of formats) {
  const ms: number[] = [];
  for (let run = 0; run <= RUNS_PER_FORMAT; run++) {
    const started = performance.now();
    const outcome = await extractResumeInProcess({ bytes, fileName: "resume" }, { ocr: false });
    if (!outcome.ok) throw new Error(`${name}: ${outcome.reason}`);
    if (run > 0) ms.push(performance.now() - started);
  }
  console.log(`  ${name.padEnd(26)} median ${percentile(ms, 0.5).toFixed(2)} ms, p95 ${percentile(ms, 0.95).toFixed(2)} ms, ${(bytes.length / 1024).toFixed(1)} KB`);
}

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
