import type { ActionFunctionArgs } from "@remix-run/node";
import { getPartnerListing } from "~/models/partner-listings.server";
import { addPartnerResume, PartnerUploadError, receivePartnerResume } from "~/models/partner-resumes.server";
import { json, jsonRoute, methodNotAllowed, requireMethod } from "~/utils/json-route.server";
import { partnerError, requireApiPartner } from "~/models/partner-api.server";

/**
 * POST /v1/users/{employer_uuid}/jobs/{listing_id}/upload?filename={name} (bearer):
 * one resume, as multipart field `file` or as the raw body (Content-Type application/pdf, …).
 * → 201 {resume_id, file_id, status: "queued"}. The employer and the listing must be the caller's (else 404).
 */
export const action = jsonRoute(async ({ request, params }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const partner = await requireApiPartner(request);
  if ((params.employerUuid ?? "").toLowerCase() !== partner.employerUuid.toLowerCase()) return partnerError(404, "Listing not found.");
  const listing = await getPartnerListing(partner.id, params.listingId ?? "");
  if (!listing) return partnerError(404, "Listing not found.");
  if (listing.status === "expired") return partnerError(409, "This listing has expired.");
  try {
    const file = await receivePartnerResume(request, { tournamentId: listing.tournamentId, fileName: new URL(request.url).searchParams.get("filename") });
    const added = await addPartnerResume({ partnerId: partner.id, tournamentId: listing.tournamentId, file });
    return json({ resume_id: added.resumeId, file_id: added.fileId, filename: file.fileName, status: "queued" }, 201);
  } catch (error) {
    if (error instanceof PartnerUploadError) return partnerError(error.status, error.message);
    throw error;
  }
});

export const loader = methodNotAllowed("POST");
