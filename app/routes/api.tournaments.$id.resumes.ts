import type { ActionFunctionArgs } from "@remix-run/node";
import { appendResumes, getOwnedTournamentForUpload, receiveResumes, ResumeCapError } from "~/models/tournament-create.server";
import { isUuid } from "~/utils/uuid";
import { getUserId } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";
import type { RejectedUpload } from "~/utils/upload.server";

export interface AddResumesResult {
  message: string;
  added?: number;
  rejected?: RejectedUpload[];
  errors?: string[];
}

/** Toast descriptions stay short; the JSON body has the full list. */
export function describeRejected(rejected: RejectedUpload[], limit = 5) {
  const shown = rejected.slice(0, limit).map((r) => r.message);
  if (rejected.length > limit) shown.push(`…and ${rejected.length - limit} more.`);
  return shown.join(" ");
}

/**
 * Multipart resumes for an existing tournament. Answers JSON to scripts (the
 * Add Resumes dialog sends Accept: application/json) and redirects back with a
 * toast for a plain form post, so the dialog works without JavaScript too.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const page = `/dashboard/tournament/${params.id}`;
  const reply = async (status: number, body: AddResumesResult) => {
    if (wantsJson) return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
    const description = body.errors?.join(" ") || (body.rejected?.length ? describeRejected(body.rejected) : undefined);
    return redirectWithToastMessage(page, status < 300 ? { type: body.rejected?.length ? "warning" : "success", message: body.message, description } : { type: "error", message: body.message, description: description ?? "Please try again." });
  };

  if (request.method !== "POST") return Response.json({ message: "Method not allowed." }, { status: 405 });
  const userId = await getUserId(request);
  if (!userId) return Response.json({ message: "You need to be logged in to upload resumes." }, { status: 401 });
  const tournament = isUuid(params.id) ? await getOwnedTournamentForUpload({ id: params.id, userId }) : null;
  if (!tournament) return Response.json({ message: "Tournament not found." }, { status: 404 });

  const upload = await receiveResumes(request, { tournamentId: tournament.id, maxFiles: tournament.maxFiles });
  if (upload.errors.length) return reply(400, { message: "Failed to upload resumes", errors: upload.errors, rejected: upload.rejected });
  if (upload.files.length === 0) return reply(400, { message: "Failed to upload resumes", errors: ["Please select at least one resume file."] });
  try {
    const ids = await appendResumes({ tournamentId: tournament.id, userId, files: upload.files });
    return reply(200, { message: "Resumes uploaded", added: ids.length, rejected: upload.rejected });
  } catch (error) {
    if (error instanceof ResumeCapError) return reply(400, { message: "Failed to upload resumes", errors: [error.message] });
    throw error;
  }
}

export function loader() {
  return Response.json({ message: "Method not allowed." }, { status: 405 });
}
