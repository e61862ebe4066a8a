import type { LoaderFunctionArgs } from "@remix-run/node";
import { getResumeResult, resumeIdFromResultUrl } from "~/models/partner-resumes.server";
import { apiError, apiJson, methodNotAllowed, notConfigured } from "~/models/partner-api.server";

/**
 * GET /api/proxy/s3-results?url={encoded result_url}. Only our own signed result
 * URLs are accepted, and they are served in-process: this route never fetches
 * a URL, so it can't be pointed at an internal address.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const off = notConfigured();
  if (off) return off;
  const resumeId = resumeIdFromResultUrl(new URL(request.url).searchParams.get("url"));
  if (!resumeId) return apiError(400, "Only result URLs issued by this service are accepted.");
  const result = await getResumeResult(resumeId);
  if (!result) return apiError(404, "Result not found.");
  return apiJson(result, 200, { "Cache-Control": "private, no-store" });
}

export const action = () => methodNotAllowed();
