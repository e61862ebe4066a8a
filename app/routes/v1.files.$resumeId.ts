import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPartnerResumeFile } from "~/models/partner-resumes.server";
import { jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { notConfigured, partnerError } from "~/models/partner-api.server";
import { verifyResultSignature } from "~/utils/partner-token.server";
import { resumeFileResponse } from "~/utils/resume-file.server";

/**
 * GET /v1/files/{resume_id}?expires=…&sig=…: a partner resume's original file (a record's file_url), for
 * whoever holds the signed link; served like every original (nosniff, sandboxing CSP, Content-Disposition).
 */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const off = notConfigured();
  if (off) return off;
  const url = new URL(request.url);
  const resumeId = (params.resumeId ?? "").toLowerCase();
  if (!verifyResultSignature(resumeId, url.searchParams.get("expires"), url.searchParams.get("sig"), Date.now(), "file-url")) {
    return partnerError(403, "This file link is invalid or has expired.");
  }
  const row = await getPartnerResumeFile({ resumeId });
  return (row && (await resumeFileResponse(row))) ?? partnerError(404, "File not found.");
});

export const action = methodNotAllowed("GET");
