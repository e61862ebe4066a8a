import { asc } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { requireBilling } from "~/utils/billing.server";

/** GET: the public plan list, cheapest first. The same for everyone, so it may be cached. */
export const loader = jsonRoute(async () => {
  requireBilling({ api: true });
  const { plans } = schema;
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      stripePriceId: plans.stripePriceId,
      priceInCents: plans.priceInCents,
      maxTournaments: plans.maxTournaments,
      maxTournamentsPerMonth: plans.maxTournaments,
      maxResumesPerTournament: plans.maxResumesPerTournament,
      zipExport: plans.zipExport,
      isExtraPack: plans.isExtraPack,
      features: plans.features,
    })
    .from(plans)
    .orderBy(asc(plans.sortOrder));
  return json(rows, 200, { "Cache-Control": "public, max-age=60" });
});

export const action = methodNotAllowed("GET");
