// Multipart parsing is busboy's, not Remix's unstable_parseMultipartFormData:
// Remix's parser fails the whole request when a file name contains ";" or "="
// ("CV; final.pdf"), and keeps in memory any part data a handler leaves unread.
// busboy streams each part with backpressure, caps part headers at 16 KB and
// reads UTF-8 file names as browsers send them.
import busboy from "busboy";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { MAX_FILE_BYTES, SNIFF_BYTES } from "~/extraction/limits";
import type { FileKind } from "~/analysis/types";
import { assertKey, type Storage } from "~/utils/storage.server";
import { JOB_TEXT_MAX } from "./job-field-limits";
import { ResumeFileCheck } from "./resume-text";
import { uploadMessages } from "./upload-messages";
import { NUL_IN_INPUT } from "./input.server";
import { truncateVisible, visibleLength } from "./text-length";

export { uploadMessages };

export interface StoredUpload {
  key: string;
  /** The uploader's file name, cleaned for display. Never used as a path. */
  fileName: string;
  kind: FileKind;
  contentType: string;
  size: number;
  sha256: string;
}

export interface RejectedUpload {
  fileName: string;
  message: string;
}

export interface ParsedUpload {
  files: StoredUpload[];
  rejected: RejectedUpload[];
  fields: Record<string, string>;
}

export interface ResumeUploadOptions {
  storage: Storage;
  /** Files are stored at `<keyPrefix>/<uuid>`, e.g. `tournaments/<id>`. */
  keyPrefix: string;
  maxFiles: number;
  maxFileBytes?: number;
  /** Only these text fields are kept; all are kept when absent. */
  fields?: string[];
  maxFieldBytes?: number;
}

/** The request itself is unusable; whatever it had stored is already deleted. */
export class UploadError extends Error {
  /** The wanted text fields read before the upload was refused, so a form can be shown again with them. */
  fields: Record<string, string> = {};
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "UploadError";
  }
}

/** The upload forms send a handful of text fields; busboy holds each in memory up to its size cap. */
const MAX_FIELDS = 20;
/**
 * A job field may hold JOB_TEXT_MAX characters as a person counts them (text-length.ts), and one such character
 * may take several code points: an accented letter typed as two, a Devanagari syllable, an emoji with a skin tone
 * (8 bytes). 13 bytes a character on average: 260 KB a field; 20 fields of it, 5 MB at most in memory.
 */
const MAX_FIELD_BYTES = JOB_TEXT_MAX * 13;


export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
  rtf: "application/rtf",
  odt: "application/vnd.oasis.opendocument.text",
  txt: "text/plain",
};

const NAME_LIMIT = 200;
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Browsers send `"` as %22 and CR/LF as %0D/%0A inside the quoted name; bidi
 * overrides can disguise "cv‮fdp.exe" as "cvexe.pdf". Long names keep their extension.
 */
export function displayFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[/\\]/).pop() ?? "";
  const clean = base
    .replace(/%22/g, '"')
    .replace(/%0[ad]/gi, "")
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .trim();
  if (visibleLength(clean) <= NAME_LIMIT) return clean;
  const ext = /\.[^.\s]{1,10}$/.exec(clean)?.[0] ?? "";
  return truncateVisible(clean, NAME_LIMIT - ext.length - 1) + "…" + ext;
}

/**
 * Streams every file of a multipart request into storage, deciding its type
 * from its first bytes. Files that fail a check come back in `rejected` and
 * are not stored; the rest of the upload carries on.
 *
 * Throws UploadError when the request as a whole cannot be read, and passes
 * storage failures through; either way the files it had stored are deleted.
 */
export async function parseResumeUpload(request: Request, options: ResumeUploadOptions): Promise<ParsedUpload> {
  const { storage, maxFiles, maxFileBytes = MAX_FILE_BYTES, maxFieldBytes = MAX_FIELD_BYTES } = options;
  const keyPrefix = assertKey(options.keyPrefix.replace(/\/+$/, ""));
  const wanted = options.fields ? new Set(options.fields) : null;

  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UploadError(415, "Send the files as multipart/form-data.");
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      // One byte over the limit is enough to know a file is too large; busboy
      // discards the rest of that part without handing it to us.
      limits: { fileSize: maxFileBytes + 1, fieldSize: maxFieldBytes, fields: MAX_FIELDS },
    });
  } catch (error) {
    throw new UploadError(400, "The upload could not be read.", { cause: error });
  }

  const result: ParsedUpload = { files: [], rejected: [], fields: {} };
  const stop = new AbortController();
  let fatal: unknown;
  const fail = (error: unknown) => {
    fatal ??= error;
    stop.abort();
  };
  let filesSeen = 0;

  async function storeFile(part: Readable, rawName: string | undefined) {
    // An empty file input still sends a part, with no name and no bytes.
    if (!rawName) return;
    const fileName = displayFileName(rawName) || "unnamed file";
    filesSeen += 1;
    if (filesSeen > maxFiles) {
      // Reported once: the files after it are skipped for the same reason.
      if (filesSeen === maxFiles + 1) result.rejected.push({ fileName, message: uploadMessages.tooMany(maxFiles) });
      return;
    }

    // The same rule as the upload form in the browser and the worker (file-check.ts), over the whole file.
    const check = new ResumeFileCheck();
    const reader = part.iterator({ destroyOnReturn: false });
    const head: Uint8Array[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < SNIFF_BYTES) {
      const next = await reader.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      check.push(next.value);
      headBytes += next.value.length;
    }
    await reader.return?.();

    // Rejected rather than stored: there is nothing to analyse, and saying so
    // now is clearer than a failed analysis later.
    if (headBytes === 0) {
      result.rejected.push({ fileName, message: uploadMessages.empty(fileName) });
      return;
    }
    // A file shorter than the head is judged whole now; a longer one as it streams, below.
    const whole = ended ? check.finish() : null;
    const kind = check.kind;
    if (check.refusal || !kind || (whole && "rejected" in whole)) {
      result.rejected.push({ fileName, message: uploadMessages.notAccepted(fileName) });
      return;
    }

    let received = 0;
    let overLimit = false;
    let refused = false;
    const counted = (chunk: Uint8Array) => {
      received += chunk.length;
      if (received > maxFileBytes) {
        overLimit = true;
        throw new Error("File over the size limit.");
      }
      return chunk;
    };
    async function* body() {
      for (const chunk of head) yield counted(chunk);
      if (ended) return;
      for await (const chunk of part.iterator({ destroyOnReturn: false })) {
        check.push(chunk);
        // Text that turns out to be binary further on (a NUL byte, an invalid sequence).
        if (check.refusal) {
          refused = true;
          throw new Error("Not a resume file.");
        }
        yield counted(chunk);
      }
    }

    const key = `${keyPrefix}/${randomUUID()}`;
    const notAccepted = async () => {
      await storage.delete(key).catch(() => {});
      result.rejected.push({ fileName, message: uploadMessages.notAccepted(fileName) });
    };
    let stored: { size: number; sha256: string };
    try {
      stored = await storage.put(key, body(), { contentType: CONTENT_TYPES[kind] });
    } catch (error) {
      // Both drivers publish a file only once complete; this covers any that would not.
      await storage.delete(key).catch(() => {});
      if (refused) return notAccepted();
      if (!overLimit) throw error;
      result.rejected.push({ fileName, message: uploadMessages.tooLarge(fileName, maxFileBytes) });
      return;
    }
    // A .doc that holds no Word document, or text whose last bytes are not text.
    if ("rejected" in check.finish()) return notAccepted();
    result.files.push({ key, fileName, kind, contentType: CONTENT_TYPES[kind], size: stored.size, sha256: stored.sha256 });
  }

  // Parts are handled one at a time, in order; busboy holds the next part back
  // (and stops reading the request) until the current one is consumed.
  let queue = Promise.resolve();
  parser.on("file", (_field, part, info) => {
    // A cut-off request errors the part; the reader reports that, but an error
    // landing between two reads would otherwise crash the process.
    part.on("error", () => {});
    queue = queue
      .then(() => (fatal ? undefined : storeFile(part, info.filename)))
      .catch(fail)
      // Whatever was not read (a rejected file, a failure) is drained so parsing goes on.
      .finally(() => part.resume());
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) fail(new UploadError(413, `A field of this form is far too long to be read (${name}). Shorten it and send the form again.`));
    // What the input layer refuses in any other body (input.server.ts): it leaves streamed uploads to this reader.
    else if (name.includes("\u0000") || value.includes("\u0000")) fail(new UploadError(400, NUL_IN_INPUT));
    else if ((!wanted || wanted.has(name)) && !(name in result.fields)) result.fields[name] = value;
  });
  parser.on("fieldsLimit", () => fail(new UploadError(413, "The form has too many fields.")));

  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser, { signal: stop.signal });
  } catch (error) {
    fatal ??= new UploadError(400, "The upload could not be read. Please try again.", { cause: error });
  }
  await queue;
  if (fatal) {
    await Promise.all(result.files.map((file) => storage.delete(file.key).catch(() => {})));
    if (fatal instanceof UploadError) fatal.fields = result.fields;
    throw fatal;
  }
  return result;
}
