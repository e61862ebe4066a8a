import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { isUuid } from "~/models/tournament-detail.server";
import { db, schema } from "~/utils/db.server";
import { getUserId } from "~/utils/session.server";
import { getStorage, StorageNotFoundError } from "~/utils/storage.server";
import { CONTENT_TYPES } from "~/utils/upload.server";

const { resumes, tournaments } = schema;

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

/** An ASCII fallback for old clients; the real name goes in filename* (RFC 6266). */
function contentDisposition(fileName: string, disposition: "inline" | "attachment") {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "resume";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// Sandboxed like an iframe without permissions: no script, no same-origin
// access to the app. Chromium's PDF viewer still renders under it (checked
// with the e2e browser), so PDFs get the same policy as the rest.
const CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The original upload, to its owner only; nobody else learns whether it exists. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  if (!userId) return json("You need to be logged in to view resumes.", 401);
  if (!isUuid(params.id)) return json("Resume not found.", 404);
  const [row] = await db
    .select({ fileName: resumes.fileName, storageKey: resumes.storageKey, fileKind: resumes.fileKind, text: resumes.text })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(eq(resumes.id, params.id), eq(tournaments.userId, userId)));
  if (!row) return json("Resume not found.", 404);

  const kind = row.storageKey ? row.fileKind : "txt";
  let body: ReadableStream<Uint8Array> | string;
  if (!row.storageKey) {
    body = row.text ?? "";
  } else {
    try {
      body = createReadableStreamFromReadable(await getStorage().get(row.storageKey));
    } catch (error) {
      if (error instanceof StorageNotFoundError) return json("Resume not found.", 404);
      throw error;
    }
  }
  const contentType = kind === "txt" ? "text/plain; charset=utf-8" : kind ? CONTENT_TYPES[kind] : "application/octet-stream";
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(row.fileName, kind ? "inline" : "attachment"),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": CSP,
      "Cache-Control": "private, no-store",
    },
  });
}
