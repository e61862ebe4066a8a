import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPartnerTournaments } from "~/models/partner-listings.server";
import { json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { partnerError, requireApiPartner } from "~/models/partner-api.server";
import { getPartnerFromSession } from "~/models/partner-session.server";
import { bearerToken } from "~/utils/partner-token.server";

/** GET /api/tournaments/partner (bearer partner token, or the partner session) → that partner's tournaments with counts. */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => {
  const partner = bearerToken(request) ? await requireApiPartner(request) : await getPartnerFromSession(request);
  if (!partner) return partnerError(401, "You need to be signed in as a partner.");
  return json(await listPartnerTournaments(partner.id));
});

export const action = methodNotAllowed("GET");
