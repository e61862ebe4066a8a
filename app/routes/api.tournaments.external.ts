import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminJson, adminOrError } from "~/models/admin-api.server";
import { countAdminTournaments, listExternalTournaments, readAdminTournamentQuery } from "~/models/admin-tournaments.server";

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
export async function loader({ request }: LoaderFunctionArgs) {
  const { error } = await adminOrError(request);
  if (error) return error;
  const { q, page } = readAdminTournamentQuery(request);
  const counts = await countAdminTournaments(q);
  const { rows, ...paging } = await listExternalTournaments({ q, page, total: counts.tabs.external });
  return adminJson({ listings: rows, ...paging });
}
