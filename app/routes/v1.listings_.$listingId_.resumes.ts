import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPartnerListing } from "~/models/partner-listings.server";
import { listListingResumes } from "~/models/partner-resumes.server";
import { apiError, apiJson, handleApi, methodNotAllowed, requireApiPartner } from "~/models/partner-api.server";

/**
 * GET /v1/listings/{listing_id}/resumes (bearer) → {listing_id, resumes: [{resume_id, file_id, filename,
 * status (succeeded|failed|processing), processing_state, tier, score, error, result_url, submitted_at, …}]}.
 * result_url is our own signed link, valid for an hour.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const partner = await requireApiPartner(request);
    const listing = await getPartnerListing(partner.id, params.listingId ?? "");
    if (!listing) return apiError(404, "Listing not found.");
    return apiJson({ listing_id: listing.externalListingId, tournament_status: listing.tournamentStatus, resumes: await listListingResumes(listing.tournamentId) });
  });
}

export const action = () => methodNotAllowed();
