import type { LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { isUuid } from "~/utils/uuid";
import { db, schema } from "~/utils/db.server";
import { found, jsonRoute, methodNotAllowed, requireApiUser } from "~/utils/json-route.server";
import { resumeFileResponse } from "~/utils/resume-file.server";

const { resumes, tournaments } = schema;
const NOT_FOUND = "Resume not found.";

/**
 * The original upload, to its owner only; nobody else learns whether it exists.
 * Chromium's PDF viewer still renders under the sandboxing CSP (checked with the e2e browser).
 */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request, "You need to be logged in to view resumes.");
  const id = found(isUuid(params.id) ? params.id : null, NOT_FOUND);
  const [row] = await db
    .select({ fileName: resumes.fileName, storageKey: resumes.storageKey, fileKind: resumes.fileKind, text: resumes.text })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(eq(resumes.id, id), eq(tournaments.userId, user.id)));
  return found(await resumeFileResponse(found(row, NOT_FOUND)), NOT_FOUND);
});

export const action = methodNotAllowed("GET");
