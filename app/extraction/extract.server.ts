import type { ExtractionError, ExtractionOutcome, FileKind } from "~/analysis/types";
import { removeAiInstructions } from "./ai-instructions";
import { readDoc } from "./doc.server";
import { readDocx } from "./docx.server";
import { failures } from "./failures";
import { checkResumeFile } from "./file-check";
import { MAX_FILE_BYTES, OCR_TIME_BUDGET_MS } from "./limits";
import { normalizeText } from "./normalize";
import { readOdt } from "./odt.server";
import { readPdf } from "./pdf.server";
import type { ReadText } from "./reader";
import { readRtf } from "./rtf";
import type { TextEncodingName } from "./text-file";
import { readTxt } from "./txt";

export interface ExtractInput {
  bytes: Uint8Array;
  fileName: string;
}

export interface ExtractOptions {
  timeoutMs?: number;
  maxMemoryMb?: number;
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
}

/** The extraction itself, without process isolation: for the isolated runner and benchmarks. */
export async function extractResumeInProcess(input: ExtractInput, options: ExtractOptions = {}): Promise<ExtractionOutcome> {
  const started = performance.now();
  const { bytes } = input;
  if (bytes.length === 0) return failures.empty();
  if (bytes.length > MAX_FILE_BYTES) return failures.tooLarge(bytes.length);
  // The same rule as every upload's check (file-check.ts), over the whole file.
  const verdict = checkResumeFile(bytes);
  if ("rejected" in verdict) return explainRejection(verdict.rejected, input.fileName);

  let raw: ReadText | ExtractionError;
  try {
    raw = await readByKind(verdict.kind, bytes, options, verdict.encoding ?? "utf-8");
  } catch {
    raw = failures.damaged(kindName(verdict.kind));
  }
  if ("ok" in raw) return raw;

  const { text, flags } = removeAiInstructions(normalizeText(raw.text));
  if (!hasLetters(text, 20)) return failures.noText();
  return {
    ok: true,
    kind: verdict.kind,
    text,
    pages: raw.pages,
    ocrPages: raw.ocrPages,
    flags: [...raw.flags, ...flags],
    ms: Math.round(performance.now() - started),
  };
}

async function readByKind(kind: FileKind, bytes: Uint8Array, options: ExtractOptions, encoding: TextEncodingName): Promise<ReadText | ExtractionError> {
  switch (kind) {
    case "pdf":
      return readPdf(bytes, {
        ocr: options.ocr ?? true,
        ocrDeadline: Date.now() + Math.min(OCR_TIME_BUDGET_MS, (options.timeoutMs ?? Infinity) * 0.8),
      });
    case "docx":
      return readDocx(bytes);
    case "doc":
      return readDoc(bytes);
    case "odt":
      return readOdt(bytes);
    case "rtf":
      return readRtf(bytes);
    case "txt":
      return readTxt(bytes, encoding);
  }
}

/** Binary content under a document's name reads better as "damaged" than as a text-encoding problem. */
function explainRejection(rejected: ExtractionError, fileName: string): ExtractionError {
  const extension = fileName.toLowerCase().match(/\.(pdf|docx|doc|rtf|odt)$/)?.[1] as FileKind | undefined;
  if (rejected.code !== "encoding" || !extension) return rejected;
  return failures.notWhatNamed(fileName, kindName(extension));
}

function hasLetters(text: string, wanted: number): boolean {
  const letter = /\p{L}/gu;
  let found = 0;
  while (letter.exec(text) !== null) if (++found >= wanted) return true;
  return false;
}

const KIND_NAMES: Record<FileKind, string> = {
  pdf: "PDF",
  docx: "Word document",
  doc: "Word 97-2003 document",
  rtf: "RTF document",
  odt: "OpenDocument text",
  txt: "text file",
};

function kindName(kind: FileKind): string {
  return KIND_NAMES[kind];
}
