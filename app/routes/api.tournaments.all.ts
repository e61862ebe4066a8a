import type { LoaderFunctionArgs } from "@remix-run/node";
import { countAdminTournaments, listAllTournaments, readAdminTournamentQuery } from "~/models/admin-tournaments.server";
import { json, jsonRoute, methodNotAllowed, requireApiAdmin } from "~/utils/json-route.server";

/**
 * GET /api/tournaments/all?q=&page= (administrator only; 401 without a session, 403 otherwise).
 * 200 {
 *   tournaments: [{ id, name, source: "External API"|"Internal"|"Demo", status, isDemo, isSample,
 *                   jobTitle, company, partnerName, ownerEmail, resumeCount, createdAt }],
 *   total, page, pageCount, pageSize,           // the search's matches, 50 a page, newest first
 *   totals: { tournaments, external }           // everything, as on the page's tiles
 * }
 * q matches tournament name, partner name or listing company.
 */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  const { q, page } = readAdminTournamentQuery(request);
  const counts = await countAdminTournaments(q);
  const list = await listAllTournaments({ q, page, total: counts.tabs.all });
  const { rows, ...paging } = list;
  return json({ tournaments: rows, ...paging, totals: counts.totals });
});

export const action = methodNotAllowed("GET");
