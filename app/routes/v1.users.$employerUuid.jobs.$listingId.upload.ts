import type { ActionFunctionArgs } from "@remix-run/node";
import { getPartnerListing } from "~/models/partner-listings.server";
import { addPartnerResume, PartnerUploadError, receivePartnerResume } from "~/models/partner-resumes.server";
import { apiError, apiJson, handleApi, methodNotAllowed, requireApiPartner } from "~/models/partner-api.server";

/**
 * POST /v1/users/{employer_uuid}/jobs/{listing_id}/upload?filename={name} (bearer):
 * one resume, as multipart field `file` or as the raw body (Content-Type application/pdf, …).
 * → 201 {resume_id, file_id, status: "queued"}. The employer and the listing must be the caller's (else 404).
 */
export function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const partner = await requireApiPartner(request);
    if ((params.employerUuid ?? "").toLowerCase() !== partner.employerUuid.toLowerCase()) return apiError(404, "Listing not found.");
    const listing = await getPartnerListing(partner.id, params.listingId ?? "");
    if (!listing) return apiError(404, "Listing not found.");
    if (listing.status === "expired") return apiError(409, "This listing has expired.");
    try {
      const file = await receivePartnerResume(request, { tournamentId: listing.tournamentId, fileName: new URL(request.url).searchParams.get("filename") });
      const added = await addPartnerResume({ partnerId: partner.id, tournamentId: listing.tournamentId, file });
      return apiJson({ resume_id: added.resumeId, file_id: added.fileId, filename: file.fileName, status: "queued" }, 201);
    } catch (error) {
      if (error instanceof PartnerUploadError) return apiError(error.status, error.message);
      throw error;
    }
  });
}

export const loader = () => methodNotAllowed();
