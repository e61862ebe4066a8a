import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "~/utils/db.server";
import { jobTitle, requiredJobText } from "~/utils/job-fields";
import { insertTournament } from "./tournament-uploads.server";
import { effectiveTierSql } from "~/analysis/tiers";
import { atMost } from "~/utils/text-length";

const { externalListings, tournaments, resumes, partners } = schema;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine(atMost(max), `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const ListingInputSchema = z.object({
  company: jobTitle("company", "company is required"),
  title: jobTitle("title", "title is required"),
  description: requiredJobText("description", "description is required"),
  application_url: optionalText(2000).refine((v) => {
    if (!v) return true;
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, "application_url must be an http or https URL"),
  job_listing_type: z.enum(["Full-Time", "Contract"], { error: "job_listing_type must be Full-Time or Contract" }),
  region: optionalText(100),
  optional_skills: z.array(z.number({ error: "optional_skills must be numbers" }).int("optional_skills must be integers"), { error: "optional_skills must be a list of numbers" }).max(200, "At most 200 optional skills").default([]),
  expires_at: z
    .string({ error: "expires_at must be a date-time" })
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const at = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v.trim()) ? new Date(v.trim()) : new Date(NaN);
      if (Number.isNaN(at.getTime())) {
        ctx.addIssue({ code: "custom", message: "expires_at must be an ISO 8601 date-time" });
        return z.NEVER;
      }
      return at;
    }),
});

export type ListingInput = z.infer<typeof ListingInputSchema>;

/** The listing's own status: expired once its expiry has passed. */
const listingStatus = sql<"active" | "expired">`case when ${externalListings.status} = 'expired' or ${externalListings.expiresAt} <= now() then 'expired' else 'active' end`;
const resumeCount = sql<number>`(select count(*)::int from ${resumes} where ${resumes.tournamentId} = ${tournaments.id})`;
const processedCount = sql<number>`(select count(*)::int from ${resumes} where ${resumes.tournamentId} = ${tournaments.id} and ${resumes.status} in ('done','error'))`;

/** A listing and its tournament (status draft, owned by the partner, no user) in one transaction. */
export async function createListing(partnerId: string, input: ListingInput) {
  const listingId = randomUUID();
  return db.transaction(async (tx) => {
    const tournamentId = await insertTournament(tx, { owner: { partnerId }, job: { name: input.title, jobDescription: input.description }, status: "draft" });
    await tx.insert(externalListings).values({
      partnerId,
      tournamentId,
      externalListingId: listingId,
      company: input.company,
      title: input.title,
      description: input.description,
      applicationUrl: input.application_url,
      jobListingType: input.job_listing_type,
      region: input.region,
      optionalSkills: input.optional_skills,
      expiresAt: input.expires_at,
    });
    return { listingId, tournamentId, tournamentStatus: "draft" as const };
  });
}

const listingColumns = {
  id: externalListings.id,
  externalListingId: externalListings.externalListingId,
  company: externalListings.company,
  title: externalListings.title,
  description: externalListings.description,
  applicationUrl: externalListings.applicationUrl,
  jobListingType: externalListings.jobListingType,
  region: externalListings.region,
  optionalSkills: externalListings.optionalSkills,
  status: listingStatus,
  expiresAt: externalListings.expiresAt,
  createdAt: externalListings.createdAt,
  tournamentId: tournaments.id,
  tournamentStatus: tournaments.status,
  employerUuid: partners.employerUuid,
  resumeCount,
  processedCount,
};

/** The partner's listing by its public id; another partner's is null, like a missing one. */
export async function getPartnerListing(partnerId: string, externalListingId: string) {
  const [row] = await db
    .select(listingColumns)
    .from(externalListings)
    .innerJoin(tournaments, eq(tournaments.id, externalListings.tournamentId))
    .innerJoin(partners, eq(partners.id, externalListings.partnerId))
    .where(and(eq(externalListings.externalListingId, externalListingId), eq(externalListings.partnerId, partnerId), eq(tournaments.partnerId, partnerId)));
  return row ?? null;
}

export type PartnerListing = NonNullable<Awaited<ReturnType<typeof getPartnerListing>>>;

/** The API's view of a listing (snake_case, as the partner API speaks). */
export function listingJson(l: PartnerListing, tiers?: Record<string, number>) {
  return {
    listing_id: l.externalListingId,
    employer_uuid: l.employerUuid,
    job_title: l.title,
    company: l.company,
    title: l.title,
    description: l.description,
    application_url: l.applicationUrl,
    job_listing_type: l.jobListingType,
    region: l.region,
    optional_skills: l.optionalSkills,
    status: l.status,
    expires_at: l.expiresAt,
    created_at: l.createdAt,
    tournament_id: l.tournamentId,
    tournament_status: l.tournamentStatus,
    resume_count: l.resumeCount,
    processed_count: l.processedCount,
    ...(tiers ? { tiers } : {}),
  };
}

export async function tierCounts(tournamentId: string) {
  const rows = await db
    .select({ tier: effectiveTierSql(resumes), n: sql<number>`count(*)::int` })
    .from(resumes)
    .where(eq(resumes.tournamentId, tournamentId))
    .groupBy(sql`1`);
  const tiers: Record<string, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (const r of rows) if (r.tier) tiers[r.tier] = r.n;
  return tiers;
}

/**
 * The partner's tournaments, newest first, in the spec's Tournament shape
 * (with isExternal, partnerName and externalListing).
 */
export async function listPartnerTournaments(partnerId: string) {
  const rows = await db
    .select({
      ...listingColumns,
      name: tournaments.name,
      keySkills: tournaments.keySkills,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      optionalRequirements: tournaments.optionalRequirements,
      tournamentCreatedAt: tournaments.createdAt,
      partnerName: partners.name,
    })
    .from(externalListings)
    .innerJoin(tournaments, eq(tournaments.id, externalListings.tournamentId))
    .innerJoin(partners, eq(partners.id, externalListings.partnerId))
    .where(and(eq(externalListings.partnerId, partnerId), eq(tournaments.partnerId, partnerId)))
    .orderBy(desc(externalListings.createdAt));
  return rows.map((r) => ({
    id: r.tournamentId,
    name: r.name,
    status: r.tournamentStatus,
    createdAt: r.tournamentCreatedAt,
    resumeCount: r.resumeCount,
    processedCount: r.processedCount,
    keySkills: r.keySkills,
    jobDescription: r.jobDescription,
    keyRequirements: r.keyRequirements,
    optionalRequirements: r.optionalRequirements,
    isDemoTournament: false,
    isExternal: true,
    partnerName: r.partnerName,
    externalListing: {
      listingId: r.id,
      externalListingId: r.externalListingId,
      company: r.company,
      title: r.title,
      description: r.description,
      applicationUrl: r.applicationUrl,
      jobListingType: r.jobListingType,
      region: r.region,
      status: r.status,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
    },
  }));
}

export type PartnerTournament = Awaited<ReturnType<typeof listPartnerTournaments>>[number];

/** Dashboard tiles (spec: Total Job Listings, Active Listings, Total Resumes, Avg. per Listing, rounded). */
export function dashboardTiles(rows: Pick<PartnerTournament, "resumeCount" | "externalListing">[]) {
  const total = rows.length;
  const resumesTotal = rows.reduce((n, r) => n + r.resumeCount, 0);
  return {
    totalListings: total,
    activeListings: rows.filter((r) => r.externalListing.status === "active").length,
    totalResumes: resumesTotal,
    averagePerListing: total ? Math.round(resumesTotal / total) : 0,
  };
}
