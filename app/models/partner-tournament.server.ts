import { and, eq } from "drizzle-orm";
import type { ContactInfo, Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTier } from "~/analysis/tiers";
import { candidatePage, countResumes } from "./tournament-detail.server";

const { tournaments, externalListings } = schema;

export interface PartnerResumeCardData {
  id: string;
  fileName: string;
  status: (typeof schema.RESUME_STATUSES)[number];
  errorReason: string | null;
  tier: Tier | null;
  score: number | null;
  skills: string[];
  pros: string[];
  cons: string[];
  followUpQuestions: string[];
  contact: ContactInfo | null;
}

/** The partner's tournament page: the tournament, its listing, progress, tier counts and one page of cards. */
export async function getPartnerTournamentPage({ id, partnerId, tier, page }: { id: string; partnerId: string; tier: Tier | null; page: number }) {
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      createdAt: tournaments.createdAt,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      keySkills: tournaments.keySkills,
      company: externalListings.company,
      jobListingType: externalListings.jobListingType,
      region: externalListings.region,
      applicationUrl: externalListings.applicationUrl,
    })
    .from(tournaments)
    .leftJoin(externalListings, eq(externalListings.tournamentId, tournaments.id))
    .where(and(eq(tournaments.id, id), eq(tournaments.partnerId, partnerId)));
  if (!t) return null;

  const counts = await countResumes(id);
  const { cards, page: shown } = await candidatePage({ id, tier, page, counts });
  const { total, processed, tierCounts } = counts;
  // Partners see the tier the recruiter-side analysis settled on; no override details, flags or evidence links.
  const partnerCards: PartnerResumeCardData[] = cards.map((c) => ({
    id: c.id,
    fileName: c.fileName,
    status: c.status,
    errorReason: c.errorReason,
    tier: effectiveTier(c),
    score: c.score,
    skills: c.skills,
    pros: c.pros,
    cons: c.cons,
    followUpQuestions: c.followUpQuestions,
    contact: c.contact,
  }));
  return {
    tournament: t,
    counts: { total, processed, tiers: tierCounts, progress: total ? Math.round((processed / total) * 100) : 0 },
    cards: partnerCards,
    page: { current: shown.current, count: shown.count },
  };
}
