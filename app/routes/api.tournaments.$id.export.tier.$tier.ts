import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { EXPORT_REFUSED, getTierExport, tierZip } from "~/models/export.server";
import { canExportZip } from "~/models/tournament-create.server";
import { parseTier } from "~/analysis/tiers";
import { isUuid } from "~/utils/uuid";
import { apiError, found, jsonRoute, methodNotAllowed, NO_STORE, requireApiUser } from "~/utils/json-route.server";

const NOT_FOUND = "Tournament not found.";

/** GET: one tier's originals and AI summaries as a zip (PRO, ENTERPRISE and unlimited access only). */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request, "You need to be logged in to export resumes. Please log in again.");
  const tier = parseTier(params.tier);
  if (!isUuid(params.id) || !tier || params.tier !== tier) return apiError(404, NOT_FOUND);
  const rows = found(await getTierExport({ tournamentId: params.id, userId: user.id, tier }), NOT_FOUND);
  if (!(await canExportZip(user.id))) return apiError(403, EXPORT_REFUSED);

  return new Response(createReadableStreamFromReadable(tierZip(rows)), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="tournament-tier-${tier}.zip"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": NO_STORE,
    },
  });
});

export const action = methodNotAllowed("GET");
