import type { LoaderFunctionArgs } from "@remix-run/node";
import { candidatesCsv } from "~/models/candidate-csv.server";
import { parseCandidateQuery } from "~/models/candidate-query";
import { found, jsonRoute, methodNotAllowed, NO_STORE, requireApiUser } from "~/utils/json-route.server";
import { isUuid } from "~/utils/uuid";

const NOT_FOUND = "Tournament not found.";
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "tournament";

/** The tournament's list as CSV (the current filters and order, or `?ids=` for a selection), on every plan. */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request, "You need to be logged in to export resumes. Please log in again.");
  const id = found(isUuid(params.id) ? params.id : null, NOT_FOUND);
  const url = new URL(request.url);
  const ids = url.searchParams.getAll("ids").filter(isUuid).slice(0, 5000);
  // "Export selected" with nothing selected: say so rather than export everything (a page the browser shows as text).
  if (url.searchParams.get("selection") === "1" && !ids.length) return new Response("Select at least one candidate to export.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const result = found(await candidatesCsv({ tournamentId: id, userId: user.id, query: parseCandidateQuery(url.searchParams), ids }), NOT_FOUND);
  return new Response(result.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileSafe(result.name)}-candidates.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": NO_STORE,
    },
  });
});

export const action = methodNotAllowed("GET");
