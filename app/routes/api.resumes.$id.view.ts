import type { LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { isUuid } from "~/utils/uuid";
import { db, schema } from "~/utils/db.server";
import { resumeFileResponse } from "~/utils/resume-file.server";
import { getUserId } from "~/utils/session.server";

const { resumes, tournaments } = schema;

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * The original upload, to its owner only; nobody else learns whether it exists.
 * Chromium's PDF viewer still renders under the sandboxing CSP (checked with the e2e browser).
 */
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
  return (await resumeFileResponse(row)) ?? json("Resume not found.", 404);
}
