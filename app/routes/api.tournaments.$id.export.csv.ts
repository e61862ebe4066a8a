import type { LoaderFunctionArgs } from "@remix-run/node";
import { candidatesCsv } from "~/models/candidate-csv.server";
import { parseCandidateQuery } from "~/models/candidate-query";
import { isUuid } from "~/utils/uuid";
import { getUserId } from "~/utils/session.server";

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
const fileSafe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "tournament";

/** The tournament's list as CSV (the current filters and order, or `?ids=` for a selection), on every plan. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  if (!userId) return json("You need to be logged in to export resumes. Please log in again.", 401);
  if (!isUuid(params.id)) return json("Tournament not found.", 404);
  const url = new URL(request.url);
  const ids = url.searchParams.getAll("ids").filter(isUuid).slice(0, 5000);
  // "Export selected" with nothing selected: say so rather than export everything.
  if (url.searchParams.get("selection") === "1" && !ids.length) return new Response("Select at least one candidate to export.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const result = await candidatesCsv({ tournamentId: params.id, userId, query: parseCandidateQuery(url.searchParams), ids });
  if (!result) return json("Tournament not found.", 404);
  return new Response(result.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileSafe(result.name)}-candidates.csv"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
