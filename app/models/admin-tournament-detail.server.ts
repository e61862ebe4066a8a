import { asc, count, desc, eq, sql } from "drizzle-orm";
import { type Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTierSql, TIERS } from "~/analysis/tiers";
import { ADMIN_PAGE_SIZE, safeHttpUrl, type TournamentSource } from "./admin-tournaments.server";

const { tournaments, externalListings, partners, users, resumes } = schema;
const effectiveTier = effectiveTierSql(resumes);

/**
 * Any tournament, read-only, for the administrator: its details, how many
 * candidates sit in each tier, and one page of 50 candidates (best first).
 */
export async function getAdminTournament({ id, page }: { id: string; page: number }) {
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      isDemo: tournaments.isDemo,
      isSample: tournaments.isSample,
      createdAt: tournaments.createdAt,
      completedAt: tournaments.completedAt,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      optionalRequirements: tournaments.optionalRequirements,
      keySkills: tournaments.keySkills,
      partnerId: tournaments.partnerId,
      partnerName: partners.name,
      ownerEmail: users.email,
    })
    .from(tournaments)
    .leftJoin(partners, eq(partners.id, tournaments.partnerId))
    .leftJoin(users, eq(users.id, tournaments.userId))
    .where(eq(tournaments.id, id));
  if (!t) return null;

  const [listingRow] = await db
    .select({
      externalListingId: externalListings.externalListingId,
      title: externalListings.title,
      company: externalListings.company,
      jobListingType: externalListings.jobListingType,
      region: externalListings.region,
      status: externalListings.status,
      applicationUrl: externalListings.applicationUrl,
      expiresAt: externalListings.expiresAt,
    })
    .from(externalListings)
    .where(eq(externalListings.tournamentId, id))
    .limit(1);
  const listing = listingRow ? { ...listingRow, applicationUrl: safeHttpUrl(listingRow.applicationUrl) } : null;

  const groups = await db
    .select({ tier: effectiveTier, status: resumes.status, n: count() })
    .from(resumes)
    .where(eq(resumes.tournamentId, id))
    .groupBy(effectiveTier, resumes.status);
  const tiers = Object.fromEntries(TIERS.map((k) => [k, 0])) as Record<Tier, number>;
  const statuses: Record<string, number> = {};
  let total = 0;
  let unranked = 0;
  for (const g of groups) {
    total += g.n;
    if (g.tier) tiers[g.tier] += g.n;
    else unranked += g.n;
    statuses[g.status] = (statuses[g.status] ?? 0) + g.n;
  }

  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const candidates = total
    ? await db
        .select({
          id: resumes.id,
          fileName: resumes.fileName,
          position: resumes.position,
          name: sql<string | null>`nullif(trim(${resumes.contact}->>'name'), '')`,
          status: resumes.status,
          errorReason: resumes.errorReason,
          tier: resumes.tier,
          tierOverride: resumes.tierOverride,
          score: resumes.score,
        })
        .from(resumes)
        .where(eq(resumes.tournamentId, id))
        .orderBy(sql`${effectiveTier} asc nulls last`, desc(sql`coalesce(${resumes.score}, -1)`), asc(resumes.position), asc(resumes.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((current - 1) * ADMIN_PAGE_SIZE)
    : [];

  const { partnerId, ...tournament } = t;
  const source: TournamentSource = partnerId || listing ? "External API" : t.isDemo ? "Demo" : "Internal";
  return {
    tournament: { ...tournament, source },
    listing,
    counts: { total, unranked, tiers, statuses },
    candidates,
    page: { current, count: pageCount, size: ADMIN_PAGE_SIZE },
  };
}

export type AdminTournamentDetail = NonNullable<Awaited<ReturnType<typeof getAdminTournament>>>;
