// Resume text for the evaluation, cached on disk so reruns skip PDF parsing.
// Uses the product's extractor once it exists, pdf-parse directly until then.
// The product's extractor runs in its own bounded reader processes (the code
// the worker runs, with the worker's 60 s limit per file) so that a file it
// cannot finish cannot stall the run; such a file is read with pdf-parse
// instead, said so on the console at every run. The timeout is cached like any
// outcome (delete .cache/eval to retry).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cacheDir = path.join(projectRoot, ".cache/eval");
const productExtractor = path.join(projectRoot, "app/extraction/index.server.ts");

type Extract = (input: { bytes: Uint8Array; fileName: string }) => Promise<{ ok: boolean; text?: string; reason?: string; code?: string }>;
type Isolated = (input: { bytes: Uint8Array; fileName: string }, options: { timeoutMs: number }) => ReturnType<Extract>;

const TIMEOUT_MS = 60_000;
let extractor: { name: string; run: Extract } | null = null;
let shutdown: (() => Promise<void>) | null = null;

async function loadExtractor(): Promise<{ name: string; run: Extract }> {
  if (extractor) return extractor;
  if (existsSync(productExtractor)) {
    const mod = (await import(pathToFileURL(productExtractor).href)) as { extractResume?: Isolated; shutdownExtraction?: () => Promise<void> };
    if (typeof mod.extractResume === "function") {
      const isolated = mod.extractResume;
      shutdown = mod.shutdownExtraction ?? null;
      extractor = { name: "product", run: (input) => isolated(input, { timeoutMs: TIMEOUT_MS }) };
      return extractor;
    }
  }
  extractor = { name: "pdf-parse", run: pdfParseText };
  return extractor;
}

async function pdfParseText({ bytes }: { bytes: Uint8Array }) {
  const { PDFParse } = await import("pdf-parse");
  const parser = new PDFParse({ data: bytes });
  try {
    const result = await parser.getText({ pageJoiner: "" });
    return { ok: true, text: result.text };
  } catch (error) {
    return { ok: false, reason: String(error) };
  } finally {
    await parser.destroy();
  }
}

/** Stops the product's reader processes so that the run can exit. */
export async function closeResumeText(): Promise<void> {
  await shutdown?.();
}

export async function extractorName(): Promise<string> {
  return (await loadExtractor()).name;
}

let version: string | null = null;

/** The extractor's code, so that a change to it reads every file again (the cache key holds it). */
export function extractorVersion(): string {
  if (version) return version;
  const hash = createHash("sha1");
  const dir = path.join(projectRoot, "app/extraction");
  for (const name of readdirSync(dir).sort()) if (!name.endsWith(".test.ts") && /\.(ts|mjs)$/.test(name)) hash.update(name).update(readFileSync(path.join(dir, name)));
  version = hash.digest("hex").slice(0, 12);
  return version;
}

/** Text of one resume file, or null when it cannot be read. */
export async function resumeText(file: string): Promise<string | null> {
  const { name, run } = await loadExtractor();
  const { size, mtimeMs } = await stat(file);
  const key = createHash("sha1").update(`${name}\0${name === "product" ? extractorVersion() : ""}\0${path.resolve(file)}\0${size}\0${Math.round(mtimeMs)}`).digest("hex");
  const cached = path.join(cacheDir, `${key}.json`);
  let entry: { text: string | null; timedOut?: string };
  if (existsSync(cached)) entry = JSON.parse(await readFile(cached, "utf8")) as typeof entry;
  else {
    const outcome = await run({ bytes: new Uint8Array(await readFile(file)), fileName: path.basename(file) });
    entry = !outcome.ok && outcome.code === "timeout" ? { text: null, timedOut: outcome.reason ?? "timeout" } : { text: outcome.ok && outcome.text ? outcome.text : null };
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, JSON.stringify({ file, ...entry }));
  }
  if (!entry.timedOut) return entry.text;
  console.log(`  ${file}: the ${name} extractor timed out (${entry.timedOut}); read with pdf-parse instead`);
  const fallback = await pdfParseText({ bytes: new Uint8Array(await readFile(file)) });
  return fallback.ok && fallback.text ? fallback.text : null;
}
