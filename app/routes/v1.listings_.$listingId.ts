import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPartnerListing, listingJson, tierCounts } from "~/models/partner-listings.server";
import { apiError, apiJson, handleApi, methodNotAllowed, requireApiPartner } from "~/models/partner-api.server";

/** GET /v1/listings/{listing_id} (bearer): the listing, its tournament's status and counts. Another partner's is 404. */
export function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const partner = await requireApiPartner(request);
    const listing = await getPartnerListing(partner.id, params.listingId ?? "");
    if (!listing) return apiError(404, "Listing not found.");
    return apiJson(listingJson(listing, await tierCounts(listing.tournamentId)));
  });
}

export const action = () => methodNotAllowed();
