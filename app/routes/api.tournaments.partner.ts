import type { LoaderFunctionArgs } from "@remix-run/node";
import { listPartnerTournaments } from "~/models/partner-listings.server";
import { apiError, apiJson, methodNotAllowed, requireApiPartner, handleApi } from "~/models/partner-api.server";
import { getPartnerFromSession } from "~/models/partner-session.server";
import { bearerToken } from "~/utils/partner-token.server";

/** GET /api/tournaments/partner (bearer partner token, or the partner session) → that partner's tournaments with counts. */
export function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const partner = bearerToken(request) ? await requireApiPartner(request) : await getPartnerFromSession(request);
    if (!partner) return apiError(401, "You need to be signed in as a partner.");
    return apiJson(await listPartnerTournaments(partner.id));
  });
}

export const action = () => methodNotAllowed();
