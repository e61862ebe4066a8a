import type { LoaderFunctionArgs } from "@remix-run/node";
import { getResumeResult } from "~/models/partner-resumes.server";
import { apiError, apiJson, methodNotAllowed, notConfigured } from "~/models/partner-api.server";
import { verifyResultSignature } from "~/utils/partner-token.server";

/** GET /v1/results/{resume_id}?expires=…&sig=…: one resume's analysis, for whoever holds the signed link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const off = notConfigured();
  if (off) return off;
  const url = new URL(request.url);
  const resumeId = (params.resumeId ?? "").toLowerCase();
  if (!verifyResultSignature(resumeId, url.searchParams.get("expires"), url.searchParams.get("sig"))) return apiError(403, "This result link is invalid or has expired.");
  const result = await getResumeResult(resumeId);
  if (!result) return apiError(404, "Result not found.");
  return apiJson(result, 200, { "Cache-Control": "private, no-store" });
}

export const action = () => methodNotAllowed();
