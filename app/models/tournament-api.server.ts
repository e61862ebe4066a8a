// Tournaments and resumes as the JSON API shows them, with the field names clients read (id, name, status, resumeCount, fileName, tier, pros, cons, …).
// Always scoped to their owner: someone else's tournament or resume is as absent as a made-up one.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { ContactInfo, Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { effectiveTierSql } from "~/analysis/tiers";
import { stageLabel, stagesOf, type Stage } from "~/utils/stages";
import { countResumes } from "./tournament-detail.server";

const { tournaments, resumes } = schema;
const effectiveTier = effectiveTierSql(resumes);

// A grouped join, not a correlated subquery: in a one-table select drizzle leaves column names unqualified.
const counts = db
  .select({
    tournamentId: resumes.tournamentId,
    total: sql<number>`count(*)::int`.as("total"),
    processed: sql<number>`count(*) filter (where ${resumes.status} in ('done','error'))::int`.as("processed"),
  })
  .from(resumes)
  .groupBy(resumes.tournamentId)
  .as("counts");
const resumeCount = sql<number>`coalesce(${counts.total}, 0)`;
const processedCount = sql<number>`coalesce(${counts.processed}, 0)`;

const tournamentColumns = {
  id: tournaments.id,
  name: tournaments.name,
  status: tournaments.status,
  createdAt: tournaments.createdAt,
  resumeCount,
  processedCount,
  keySkills: tournaments.keySkills,
  jobDescription: tournaments.jobDescription,
  keyRequirements: tournaments.keyRequirements,
  optionalRequirements: tournaments.optionalRequirements,
  isSample: tournaments.isSample,
  completedAt: tournaments.completedAt,
};

type TournamentRow = { resumeCount: number; processedCount: number; isSample: boolean } & Record<string, unknown>;
/** isDemoTournament marks the sample tournament every account starts with (the 'Sample' badge); public demos are never listed here. */
const withProgress = <T extends TournamentRow>(t: T) => ({
  ...t,
  isDemoTournament: t.isSample,
  progress: t.resumeCount ? Math.round((t.processedCount / t.resumeCount) * 100) : 0,
});

const owned = (userId: string, extra?: SQL) => and(eq(tournaments.userId, userId), eq(tournaments.isDemo, false), extra);

/** The owner's tournaments, newest first, each with its resume count and progress. */
export async function listApiTournaments(userId: string) {
  const rows = await db
    .select(tournamentColumns)
    .from(tournaments)
    .leftJoin(counts, eq(counts.tournamentId, tournaments.id))
    .where(owned(userId))
    .orderBy(desc(tournaments.createdAt));
  return rows.map(withProgress);
}

/** One of the owner's tournaments with its tier counts; null when missing or not theirs. */
export async function getApiTournament({ id, userId }: { id: string; userId: string }) {
  const [row] = await db.select(tournamentColumns).from(tournaments).leftJoin(counts, eq(counts.tournamentId, tournaments.id)).where(owned(userId, eq(tournaments.id, id)));
  if (!row) return null;
  const { tierCounts } = await countResumes(id);
  return { ...withProgress(row), tierCounts };
}

const textList = (json: SQL) => sql<string[]>`coalesce(${json}, '[]'::jsonb)`;

const resumeColumns = {
  id: resumes.id,
  fileName: resumes.fileName,
  status: resumes.status,
  errorReason: resumes.errorReason,
  tier: effectiveTier,
  aiTier: resumes.tier,
  tierOverride: resumes.tierOverride,
  score: resumes.score,
  extractedSkills: resumes.skills,
  pros: textList(sql`${resumes.analysis}->'pros'`),
  cons: textList(sql`${resumes.analysis}->'cons'`),
  followUpQuestions: textList(sql`${resumes.analysis}->'followUpQuestions'`),
  contact: resumes.contact,
  createdAt: resumes.createdAt,
  tournament: { id: tournaments.id, name: tournaments.name },
  // The person and the recruiter's decisions, read from plain columns (a blind tournament's names stay hidden).
  name: sql<string | null>`case when ${tournaments.blindView} then null else ${resumes.candidateName} end`,
  currentTitle: resumes.currentTitle,
  yearsOfExperience: resumes.yearsExperience,
  stage: resumes.stage,
  noteCount: sql<number>`(select count(*)::int from candidate_notes cn where cn.resume_id = "resumes"."id" and cn.deleted_at is null)`,
  stages: tournaments.stages,
};

type ResumeRow = { contact: ContactInfo | null; tier: Tier | null; stage: string; stages: Stage[] | null } & Record<string, unknown>;
/** contactInfo: email and phone (and name when found), or null. stageLabel: the stage's name in its tournament. */
const toApiResume = <R extends ResumeRow>({ contact, stages, ...r }: R) => ({
  ...r,
  stageLabel: stageLabel(stagesOf(stages), r.stage as string),
  contactInfo: contact && (contact.email || contact.phone || contact.name) ? { name: contact.name ?? null, email: contact.email ?? null, phone: contact.phone ?? null } : null,
});

/** A tournament's resumes, best first (tier A to D, untiered last, then score and upload order). */
export async function listApiTournamentResumes({ tournamentId, userId }: { tournamentId: string; userId: string }) {
  const rows = await db
    .select(resumeColumns)
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(eq(resumes.tournamentId, tournamentId), owned(userId)))
    .orderBy(sql`${effectiveTier} asc nulls last`, desc(sql`coalesce(${resumes.score}, -1)`), asc(resumes.position));
  return rows.map(toApiResume);
}

/** The given resumes of the owner, in the order of `ids`. */
export async function getApiResumes({ ids, userId }: { ids: string[]; userId: string }) {
  if (!ids.length) return [];
  const rows = await db
    .select(resumeColumns)
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(inArray(resumes.id, ids), owned(userId)));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toApiResume);
}

export type ApiResume = Awaited<ReturnType<typeof listApiTournamentResumes>>[number];
