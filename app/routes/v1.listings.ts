import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { createListing, ListingInputSchema } from "~/models/partner-listings.server";
import { apiError, apiJson, handleApi, methodNotAllowed, requireApiPartner } from "~/models/partner-api.server";

/**
 * POST /v1/listings (bearer): a job listing and its tournament.
 * → 201 {listing_id, employer_uuid, job_title, tournament_id, status, tournament_status}
 */
export function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed();
    const partner = await requireApiPartner(request);
    if (!(request.headers.get("Content-Type") ?? "").includes("application/json")) return apiError(415, "Send the listing as JSON.");
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = ListingInputSchema.safeParse(body ?? {});
    if (!parsed.success) return apiError(400, "Invalid listing.", { errors: z.flattenError(parsed.error).fieldErrors });
    const created = await createListing(partner.id, parsed.data);
    return apiJson(
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
}

export const loader = () => methodNotAllowed();
