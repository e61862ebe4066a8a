import { createReadableStreamFromReadable } from "@remix-run/node";
import type { FileKind } from "~/analysis/types";
import { getStorage, StorageNotFoundError } from "./storage.server";
import { CONTENT_TYPES } from "./upload.server";

/** An ASCII fallback for old clients; the real name goes in filename* (RFC 6266). */
export function contentDisposition(fileName: string, disposition: "inline" | "attachment") {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "resume";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sandboxed like an iframe without permissions: no script, no same-origin access to the app. */
export const RESUME_FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** An uploaded original, served inline with nosniff and the sandboxing CSP; null when its file is gone. */
export async function resumeFileResponse(row: { fileName: string; storageKey: string | null; fileKind: FileKind | null; text: string | null }) {
  const kind = row.storageKey ? row.fileKind : "txt";
  let body: ReadableStream<Uint8Array> | string;
  if (!row.storageKey) {
    body = row.text ?? "";
  } else {
    try {
      body = createReadableStreamFromReadable(await getStorage().get(row.storageKey));
    } catch (error) {
      if (error instanceof StorageNotFoundError) return null;
      throw error;
    }
  }
  const contentType = kind === "txt" ? "text/plain; charset=utf-8" : kind ? CONTENT_TYPES[kind] : "application/octet-stream";
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(row.fileName, kind ? "inline" : "attachment"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": RESUME_FILE_CSP,
      "Cache-Control": "private, no-store",
    },
  });
}
