import type { LoaderFunctionArgs } from "@remix-run/node";
import { isUuid } from "~/utils/uuid";
import { getPartnerResumeFile } from "~/models/partner-resumes.server";
import { apiError, found, jsonRoute } from "~/utils/json-route.server";
import { getPartnerFromSession } from "~/models/partner-session.server";
import { resumeFileResponse } from "~/utils/resume-file.server";

const NOT_FOUND = "Resume not found.";

/** The original file of a resume in one of the signed-in partner's listings; nobody else learns whether it exists. */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const partner = await getPartnerFromSession(request);
  if (!partner) return apiError(401, "You need to be signed in as a partner to view resumes.");
  const id = found(isUuid(params.id) ? params.id : null, NOT_FOUND);
  const row = found(await getPartnerResumeFile({ resumeId: id, partnerId: partner.id }), NOT_FOUND);
  return found(await resumeFileResponse(row), NOT_FOUND);
});
