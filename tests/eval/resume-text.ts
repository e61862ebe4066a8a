// Resume text for the evaluation, cached on disk so reruns skip PDF parsing.
// Uses the product's extractor once it exists, pdf-parse directly until then.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cacheDir = path.join(projectRoot, ".cache/eval");
const productExtractor = path.join(projectRoot, "app/analysis/extract/index.server.ts");

type Extract = (input: { bytes: Uint8Array; fileName: string }) => Promise<{ ok: boolean; text?: string; reason?: string }>;

let extractor: { name: string; run: Extract } | null = null;

async function loadExtractor(): Promise<{ name: string; run: Extract }> {
  if (extractor) return extractor;
  if (existsSync(productExtractor)) {
    const mod = (await import(pathToFileURL(productExtractor).href)) as { extractResumeInProcess?: Extract };
    if (typeof mod.extractResumeInProcess === "function") {
      extractor = { name: "product", run: mod.extractResumeInProcess };
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

export async function extractorName(): Promise<string> {
  return (await loadExtractor()).name;
}

/** Text of one resume file, or null when it cannot be read. */
export async function resumeText(file: string): Promise<string | null> {
  const { name, run } = await loadExtractor();
  const { size, mtimeMs } = await stat(file);
  const key = createHash("sha1").update(`${name}\0${path.resolve(file)}\0${size}\0${Math.round(mtimeMs)}`).digest("hex");
  const cached = path.join(cacheDir, `${key}.json`);
  if (existsSync(cached)) {
    const entry = JSON.parse(await readFile(cached, "utf8")) as { text: string | null };
    return entry.text;
  }
  const bytes = new Uint8Array(await readFile(file));
  const outcome = await run({ bytes, fileName: path.basename(file) });
  const text = outcome.ok && outcome.text ? outcome.text : null;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, JSON.stringify({ file, text }));
  return text;
}
