import { asc } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";

/** GET: the public plan list, cheapest first: id, name, price, caps and features. */
export async function loader() {
  const { plans } = schema;
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      priceInCents: plans.priceInCents,
      maxTournaments: plans.maxTournaments,
      maxResumesPerTournament: plans.maxResumesPerTournament,
      zipExport: plans.zipExport,
      isExtraPack: plans.isExtraPack,
      features: plans.features,
    })
    .from(plans)
    .orderBy(asc(plans.sortOrder));
  return Response.json(rows, { headers: { "Cache-Control": "public, max-age=60" } });
}
