import type { LoaderFunctionArgs } from "@remix-run/node";
import { countAdminTournaments, listExternalTournaments, readAdminTournamentQuery } from "~/models/admin-tournaments.server";
import { json, jsonRoute, methodNotAllowed, requireApiAdmin } from "~/utils/json-route.server";

/**
 * GET /api/tournaments/external?q=&page= (administrator only; 401 without a session, 403 otherwise).
 * 200 {
 *   listings: [{ id, tournamentId, externalListingId, listingIdShort, title, company, partnerName,
 *                jobListingType, region, status: "active"|"expired", applicationUrl (http(s) only, else null),
 *                resumeCount, createdAt, expiresAt }],
 *   total, page, pageCount, pageSize            // the search's matches, 50 a page, newest first
 * }
 * q matches tournament name, partner name, listing company or title.
 */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const { q, page } = readAdminTournamentQuery(request);
  const counts = await countAdminTournaments(q);
  const { rows, ...paging } = await listExternalTournaments({ q, page, total: counts.tabs.external });
  return json({ listings: rows, ...paging });
});

export const action = methodNotAllowed("GET");
