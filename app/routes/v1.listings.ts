import type { ActionFunctionArgs } from "@remix-run/node";
import { createListing, ListingInputSchema } from "~/models/partner-listings.server";
import { fieldErrors, json, jsonRoute, methodNotAllowed, readBody, requireMethod } from "~/utils/json-route.server";
import { partnerError, requireApiPartner } from "~/models/partner-api.server";

/**
 * POST /v1/listings (bearer): a job listing and its tournament.
 * → 201 {listing_id, employer_uuid, job_title, tournament_id, status, tournament_status}
 */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const partner = await requireApiPartner(request);
  if (!(request.headers.get("Content-Type") ?? "").includes("application/json")) return partnerError(415, "Send the listing as JSON.");
  const parsed = ListingInputSchema.safeParse(await readBody(request));
  if (!parsed.success) return partnerError(400, "Invalid listing.", { errors: fieldErrors(parsed.error) });
  const created = await createListing(partner.id, parsed.data);
  return json(
    {
      listing_id: created.listingId,
      employer_uuid: partner.employerUuid,
      job_title: parsed.data.title,
      tournament_id: created.tournamentId,
      status: "active",
      tournament_status: created.tournamentStatus,
    },
    201,
  );
});

export const loader = methodNotAllowed("POST");
