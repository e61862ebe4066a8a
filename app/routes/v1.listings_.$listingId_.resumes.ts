import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPartnerListing } from "~/models/partner-listings.server";
import { listListingResumes } from "~/models/partner-resumes.server";
import { json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { partnerError, requireApiPartner } from "~/models/partner-api.server";

/**
 * GET /v1/listings/{listing_id}/resumes (bearer) → {listing_id, resumes: [{resume_id, file_id, filename,
 * status (succeeded|failed|processing), processing_state, tier, score, error, result_url, submitted_at, …}]}.
 * result_url is our own signed link, valid for an hour.
 */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const partner = await requireApiPartner(request);
  const listing = await getPartnerListing(partner.id, params.listingId ?? "");
  if (!listing) return partnerError(404, "Listing not found.");
  return json({ listing_id: listing.externalListingId, tournament_status: listing.tournamentStatus, resumes: await listListingResumes(listing.tournamentId) });
});

export const action = methodNotAllowed("GET");
