import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";

// Tesseract workers take ~0.5 s to start and hold the model in memory, so a
// few are kept and shared by every file this process reads.

const require = createRequire(import.meta.url);
/** The "best" LSTM model: measured more accurate on resume scans at a similar speed. */
const LANG_PATH = join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");

/** Pages of one scan are read side by side, one per core. */
export const OCR_WORKERS = Math.max(1, Math.min(2, availableParallelism()));
const idle: Worker[] = [];
const waiting: Array<(worker: Worker) => void> = [];
let started = 0;
let all: Worker[] = [];

async function startWorker(): Promise<Worker> {
  // Without a local langPath tesseract.js downloads the model, and a failed
  // download kills the process with an error nobody can catch.
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: "none",
    logger: () => undefined,
    errorHandler: () => undefined,
  });
  // Pages are rendered at 150 dpi; inverted (light-on-dark) lines are rare in resumes and double the work when tried.
  await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: "150", tessedit_do_invert: "0" });
  all.push(worker);
  return worker;
}

async function borrow(): Promise<Worker> {
  const ready = idle.pop();
  if (ready) return ready;
  if (started < OCR_WORKERS) {
    started++;
    try {
      return await startWorker();
    } catch (error) {
      started--;
      throw error;
    }
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function giveBack(worker: Worker): void {
  const next = waiting.shift();
  if (next) next(worker);
  else idle.push(worker);
}

/** Text of one page image (PNG bytes). */
export async function recognizePage(png: Uint8Array): Promise<string> {
  const worker = await borrow();
  try {
    const { data } = await worker.recognize(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
    return data.text;
  } finally {
    giveBack(worker);
  }
}

export async function shutdownOcr(): Promise<void> {
  const workers = all;
  all = [];
  idle.length = 0;
  started = 0;
  await Promise.all(workers.map((w) => w.terminate().catch(() => undefined)));
}
