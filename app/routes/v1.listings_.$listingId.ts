import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPartnerListing, listingJson, tierCounts } from "~/models/partner-listings.server";
import { json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { partnerError, requireApiPartner } from "~/models/partner-api.server";

/** GET /v1/listings/{listing_id} (bearer): the listing, its tournament's status and counts. Another partner's is 404. */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const partner = await requireApiPartner(request);
  const listing = await getPartnerListing(partner.id, params.listingId ?? "");
  if (!listing) return partnerError(404, "Listing not found.");
  return json(listingJson(listing, await tierCounts(listing.tournamentId)));
});

export const action = methodNotAllowed("GET");
