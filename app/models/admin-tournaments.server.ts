import { count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { searchParam } from "~/utils/input.server";
import { db, schema } from "~/utils/db.server";
import { truncateVisible } from "~/utils/text-length";

const { tournaments, externalListings, partners, users, resumes } = schema;

export const ADMIN_PAGE_SIZE = 50;
export type AdminTournamentTab = "all" | "external";
/** Where a tournament came from. Public landing-page demos are listed too, labelled "Demo". */
export type TournamentSource = "External API" | "Internal" | "Demo";

/** ?q= search, ?tab=external, ?page=: read the same way by the page and the JSON endpoints. */
export function readAdminTournamentQuery(request: Request) {
  const url = new URL(request.url);
  const q = truncateVisible(searchParam(url.searchParams).trim(), 200);
  const tab: AdminTournamentTab = url.searchParams.get("tab") === "external" ? "external" : "all";
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  return { q, tab, page };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Tournament name, partner name or listing company (and listing title), case-insensitive "contains". */
function tournamentMatch(q: string): SQL | undefined {
  const needle = q.trim();
  if (!needle) return undefined;
  const p = `%${escapeLike(needle)}%`;
  return sql`(${tournaments.name} ilike ${p}
    or exists (select 1 from ${partners} where ${partners.id} = ${tournaments.partnerId} and ${partners.name} ilike ${p})
    or exists (select 1 from ${externalListings} where ${externalListings.tournamentId} = ${tournaments.id}
               and (${externalListings.company} ilike ${p} or ${externalListings.title} ilike ${p})))`;
}

/** The same search for one listing row (joined with its tournament and partner). */
function listingMatch(q: string): SQL | undefined {
  const needle = q.trim();
  if (!needle) return undefined;
  const p = `%${escapeLike(needle)}%`;
  return sql`(${tournaments.name} ilike ${p} or ${partners.name} ilike ${p} or ${externalListings.company} ilike ${p} or ${externalListings.title} ilike ${p})`;
}

const pageOf = (page: number, total: number) => {
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return { current: Math.min(Math.max(1, Math.floor(page) || 1), pageCount), pageCount };
};

async function resumeCounts(ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db.select({ id: resumes.tournamentId, n: count() }).from(resumes).where(inArray(resumes.tournamentId, ids)).groupBy(resumes.tournamentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Tiles (everything) and tab counts (what the search matches). */
export async function countAdminTournaments(q: string) {
  const [[all], [external], [allMatching], [externalMatching]] = await Promise.all([
    db.select({ n: count() }).from(tournaments),
    db.select({ n: count() }).from(externalListings),
    db.select({ n: count() }).from(tournaments).where(tournamentMatch(q)),
    db
      .select({ n: count() })
      .from(externalListings)
      .innerJoin(tournaments, eq(tournaments.id, externalListings.tournamentId))
      .innerJoin(partners, eq(partners.id, externalListings.partnerId))
      .where(listingMatch(q)),
  ]);
  return {
    totals: { tournaments: all?.n ?? 0, external: external?.n ?? 0 },
    tabs: { all: allMatching?.n ?? 0, external: externalMatching?.n ?? 0 },
  };
}

/** All sources, newest first, one page of 50. */
export async function listAllTournaments({ q, page, total }: { q: string; page: number; total: number }) {
  const { current, pageCount } = pageOf(page, total);
  const rows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      isDemo: tournaments.isDemo,
      isSample: tournaments.isSample,
      createdAt: tournaments.createdAt,
      partnerId: tournaments.partnerId,
      partnerName: partners.name,
      ownerEmail: users.email,
    })
    .from(tournaments)
    .leftJoin(partners, eq(partners.id, tournaments.partnerId))
    .leftJoin(users, eq(users.id, tournaments.userId))
    .where(tournamentMatch(q))
    .orderBy(desc(tournaments.createdAt), desc(tournaments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  const ids = rows.map((r) => r.id);
  const [counts, listings] = await Promise.all([
    resumeCounts(ids),
    ids.length
      ? db
          .select({ tournamentId: externalListings.tournamentId, company: externalListings.company, title: externalListings.title })
          .from(externalListings)
          .where(inArray(externalListings.tournamentId, ids))
      : Promise.resolve([]),
  ]);
  const listingOf = new Map(listings.map((l) => [l.tournamentId, l]));
  const items = rows.map(({ partnerId, ...r }) => {
    const listing = listingOf.get(r.id);
    const source: TournamentSource = partnerId || listing ? "External API" : r.isDemo ? "Demo" : "Internal";
    return {
      ...r,
      source,
      jobTitle: listing?.title ?? null,
      company: listing?.company ?? null,
      resumeCount: counts.get(r.id) ?? 0,
    };
  });
  return { rows: items, total, page: current, pageCount, pageSize: ADMIN_PAGE_SIZE };
}

/** External API listings, newest first, one page of 50. */
export async function listExternalTournaments({ q, page, total }: { q: string; page: number; total: number }) {
  const { current, pageCount } = pageOf(page, total);
  const rows = await db
    .select({
      id: externalListings.id,
      tournamentId: tournaments.id,
      externalListingId: externalListings.externalListingId,
      title: externalListings.title,
      company: externalListings.company,
      partnerName: partners.name,
      jobListingType: externalListings.jobListingType,
      region: externalListings.region,
      status: externalListings.status,
      applicationUrl: externalListings.applicationUrl,
      createdAt: externalListings.createdAt,
      expiresAt: externalListings.expiresAt,
    })
    .from(externalListings)
    .innerJoin(tournaments, eq(tournaments.id, externalListings.tournamentId))
    .innerJoin(partners, eq(partners.id, externalListings.partnerId))
    .where(listingMatch(q))
    .orderBy(desc(externalListings.createdAt), desc(externalListings.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  const counts = await resumeCounts([...new Set(rows.map((r) => r.tournamentId))]);
  const items = rows.map((r) => ({
    ...r,
    /** The spec's Listing ID column: the id's first segment. */
    listingIdShort: r.externalListingId.split("-")[0] || r.externalListingId,
    applicationUrl: safeHttpUrl(r.applicationUrl),
    resumeCount: counts.get(r.tournamentId) ?? 0,
  }));
  return { rows: items, total, page: current, pageCount, pageSize: ADMIN_PAGE_SIZE };
}

/** A partner-supplied URL is only ever offered as a link when it is http(s). */
export function safeHttpUrl(value: string | null) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export type AdminTournamentRow = Awaited<ReturnType<typeof listAllTournaments>>["rows"][number];
export type AdminListingRow = Awaited<ReturnType<typeof listExternalTournaments>>["rows"][number];
