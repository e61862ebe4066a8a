import { asc } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";

/** The credit packs as the public pages show them (landing, /subscription/plans, help), cheapest first. */
export function listPublicPlans() {
  const { plans } = schema;
  return db
    .select({
      id: plans.id,
      name: plans.name,
      priceInCents: plans.priceInCents,
      maxResumesPerTournament: plans.maxResumesPerTournament,
      maxTournaments: plans.maxTournaments,
      zipExport: plans.zipExport,
      features: plans.features,
    })
    .from(plans)
    .orderBy(asc(plans.sortOrder));
}
