import { parseTier } from "~/analysis/tiers";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { EXPORT_REFUSED, getTierExport, tierZip } from "~/models/export.server";
import { canExportZip } from "~/models/tournament-create.server";
import { isUuid } from "~/utils/uuid";
import { getUserId } from "~/utils/session.server";

const json = (message: string, status: number) => Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  if (!userId) return json("You need to be logged in to export resumes. Please log in again.", 401);
  const tier = parseTier(params.tier);
  if (!isUuid(params.id) || !tier || params.tier !== tier) return json("Tournament not found.", 404);
  const rows = await getTierExport({ tournamentId: params.id, userId, tier });
  if (!rows) return json("Tournament not found.", 404);
  if (!(await canExportZip(userId))) return json(EXPORT_REFUSED, 403);

  return new Response(createReadableStreamFromReadable(tierZip(rows)), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="tournament-tier-${tier}.zip"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
