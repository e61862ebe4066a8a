import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/utils/uuid";
import { getPartnerResumeFile } from "~/models/partner-resumes.server";
import { getPartnerFromSession } from "~/models/partner-session.server";
import { resumeFileResponse } from "~/utils/resume-file.server";

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

/** The original file of a resume in one of the signed-in partner's listings; nobody else learns whether it exists. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const partner = await getPartnerFromSession(request);
  if (!partner) return json("You need to be signed in as a partner to view resumes.", 401);
  if (!isUuid(params.id)) return json("Resume not found.", 404);
  const row = await getPartnerResumeFile({ resumeId: params.id, partnerId: partner.id });
  if (!row) return json("Resume not found.", 404);
  return (await resumeFileResponse(row)) ?? json("Resume not found.", 404);
}
