import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listApiTournamentResumes } from "~/models/tournament-api.server";
import { appendResumes, getOwnedTournamentForUpload, receiveResumes, ResumeCapError } from "~/models/tournament-create.server";
import { isUuid } from "~/utils/uuid";
import { apiError, found, json, jsonRoute, requireApiUser, requireMethod } from "~/utils/json-route.server";
import { redirectWithToastMessage } from "~/utils/toast.server";
import type { RejectedUpload } from "~/utils/upload.server";

export interface AddResumesResult {
  message: string;
  added?: number;
  rejected?: RejectedUpload[];
  errors?: string[];
}

const NOT_FOUND = "Tournament not found.";

/** Toast descriptions stay short; the JSON body has the full list. */
export function describeRejected(rejected: RejectedUpload[], limit = 5) {
  const shown = rejected.slice(0, limit).map((r) => r.message);
  if (rejected.length > limit) shown.push(`…and ${rejected.length - limit} more.`);
  return shown.join(" ");
}

/** GET /api/tournaments/{id}/resumes: the tournament's resumes, best first (tier A to D, untiered last). */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const id = found(isUuid(params.id) ? params.id : null, NOT_FOUND);
  found(await getOwnedTournamentForUpload({ id, userId: user.id }), NOT_FOUND);
  return json(await listApiTournamentResumes({ tournamentId: id, userId: user.id }));
});

/**
 * POST /api/tournaments/{id}/resumes: multipart, repeated `files`. Answers JSON to scripts (a
 * bearer token, or Accept: application/json as the Add Resumes dialog sends) and redirects back
 * with a toast for a plain form post, so the dialog works without JavaScript too.
 */
export const action = jsonRoute(async ({ request, params }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json") || request.headers.has("Authorization");
  const page = `/dashboard/tournament/${params.id}`;
  const reply = async (status: number, body: AddResumesResult) => {
    if (wantsJson) return status < 300 ? json(body, status) : apiError(status, body.message, { errors: body.errors, rejected: body.rejected });
    const description = body.errors?.join(" ") || (body.rejected?.length ? describeRejected(body.rejected) : undefined);
    return redirectWithToastMessage(page, status < 300 ? { type: body.rejected?.length ? "warning" : "success", message: body.message, description } : { type: "error", message: body.message, description: description ?? "Please try again." });
  };

  const user = await requireApiUser(request, "You need to be logged in to upload resumes.");
  const tournament = found(isUuid(params.id) ? await getOwnedTournamentForUpload({ id: params.id, userId: user.id }) : null, NOT_FOUND);

  const upload = await receiveResumes(request, { tournamentId: tournament.id, maxFiles: tournament.maxFiles });
  if (upload.errors.length) return reply(upload.refusedWith ?? 400, { message: "Failed to upload resumes", errors: upload.errors, rejected: upload.rejected });
  if (upload.files.length === 0) return reply(400, { message: "Failed to upload resumes", errors: ["Please select at least one resume file."] });
  try {
    const ids = await appendResumes({ tournamentId: tournament.id, userId: user.id, files: upload.files });
    return reply(200, { message: "Resumes uploaded", added: ids.length, rejected: upload.rejected });
  } catch (error) {
    if (error instanceof ResumeCapError) return reply(400, { message: "Failed to upload resumes", errors: [error.message] });
    throw error;
  }
});
