import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { type ContactInfo, type SuspiciousFlag, type Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { canZipExport, resumeCap, spentOn, userPlan } from "./credits.server";
import { DEFAULT_STAGES, stagesOf } from "~/utils/stages";
import { refundsCredit } from "./tournament-delete.server";
import { effectiveTierSql, TIERS } from "~/analysis/tiers";
import { BATCH_SIZE } from "./resume-queue.server";

const { tournaments, resumes } = schema;

export const PAGE_SIZE = 20;
/** A card shows at most 5 skills, 3 strengths, 2 gaps, 2 questions and 3 flags; the candidate page shows all. */
const CARD_LIMITS = { skills: 5, pros: 3, cons: 2, questions: 2, flags: 3 };
/** Throughput is measured over resumes finished this recently. */
const THROUGHPUT_WINDOW_MS = 5 * 60 * 1000;

/** What every view of a candidate starts from: the card, the list row, the candidate page. */
export const candidateColumns = {
  id: resumes.id,
  fileName: resumes.fileName,
  position: resumes.position,
  status: resumes.status,
  errorReason: resumes.errorReason,
  tier: resumes.tier,
  tierOverride: resumes.tierOverride,
  score: resumes.score,
  stage: resumes.stage,
  candidateName: resumes.candidateName,
  currentTitle: resumes.currentTitle,
  location: resumes.location,
  yearsExperience: resumes.yearsExperience,
};

const effectiveTier = effectiveTierSql(resumes);

export interface ProcessingEstimate {
  processed: number;
  total: number;
  progress: number;
  etaMinutes: number;
  /** Seconds left at the throughput measured over the last minutes; null until a resume of this batch has finished. */
  etaSeconds: number | null;
  /** Measured from recent throughput, or the spec's fallback formula when there is none yet. */
  measured: boolean;
  batch: { index: number; count: number; start: number; end: number } | null;
}

/** Before any throughput is measured: a minute per 10% left, at least one. */
export const fallbackMinutes = (progress: number) => Math.max(1, Math.ceil((100 - progress) / 10));

export function estimate(input: {
  total: number;
  processed: number;
  recentFinished: number;
  recentSince: Date | null;
  firstPendingPosition: number | null;
  now?: number;
}): ProcessingEstimate {
  const { total, processed } = input;
  const progress = total ? Math.round((processed / total) * 100) : 0;
  const now = input.now ?? Date.now();
  let etaMinutes = fallbackMinutes(progress);
  let etaSeconds: number | null = null;
  let measured = false;
  if (input.recentFinished > 0 && input.recentSince) {
    const seconds = Math.max(1, (now - input.recentSince.getTime()) / 1000);
    const perSecond = input.recentFinished / seconds;
    etaSeconds = Math.ceil((total - processed) / perSecond);
    etaMinutes = Math.max(1, Math.ceil(etaSeconds / 60));
    measured = true;
  }
  let batch: ProcessingEstimate["batch"] = null;
  if (total > BATCH_SIZE) {
    const count = Math.ceil(total / BATCH_SIZE);
    const index = Math.min(count, Math.floor((input.firstPendingPosition ?? total - 1) / BATCH_SIZE) + 1);
    batch = { index, count, start: (index - 1) * BATCH_SIZE + 1, end: Math.min(index * BATCH_SIZE, total) };
  }
  return { processed, total, progress, etaMinutes, etaSeconds, measured, batch };
}

export interface CandidateCardData {
  id: string;
  fileName: string;
  position: number;
  status: (typeof schema.RESUME_STATUSES)[number];
  errorReason: string | null;
  tier: Tier | null;
  tierOverride: Tier | null;
  score: number | null;
  stage: string;
  candidateName: string | null;
  currentTitle: string | null;
  location: string | null;
  yearsExperience: number | null;
  skills: string[];
  pros: string[];
  cons: string[];
  followUpQuestions: string[];
  /** The full evidence is on the candidate page; the card shows how much is met. */
  requirementsMet: number;
  requirementsTotal: number;
  contact: ContactInfo | null;
  flags: SuspiciousFlag[];
}

const firstItems = (json: ReturnType<typeof sql>, n: number) => sql<string[]>`coalesce(jsonb_path_query_array(${json}, ${`$[0 to ${n - 1}]`}::jsonpath), '[]'::jsonb)`;

export interface ResumeCounts {
  total: number;
  processed: number;
  /** Done: read and scored (the rest are queued, in progress or failed). */
  analysed: number;
  tierCounts: Record<Tier, number>;
  /** Candidates per stage key, for the stages asked for. */
  stages: Record<string, number>;
  /** Done candidates' scores in ten bands of 10 points (90-100 in the last). */
  histogram: number[];
  recentFinished: number;
  recentSince: Date | null;
  firstPendingPosition: number | null;
}

const HISTOGRAM_BANDS = 10;

/** Every count a tournament's pages show (progress, tiers, its stages, score bands), in one pass over its resumes. */
export async function countResumes(id: string, stageKeys: readonly string[] = DEFAULT_STAGES.map((s) => s.key)): Promise<ResumeCounts> {
  const since = sql`now() - make_interval(secs => ${THROUGHPUT_WINDOW_MS / 1000})`;
  const count = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;
  const band = sql`least(floor(${resumes.score} / 10), ${HISTOGRAM_BANDS - 1})::int`;
  const scored = sql`${resumes.status} = 'done' and ${resumes.score} is not null`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      processed: count(sql`${resumes.status} in ('done','error')`),
      analysed: count(sql`${resumes.status} = 'done'`),
      tiers: sql<number[]>`array[${sql.join(
        TIERS.map((t) => count(sql`${effectiveTier} = ${t}`)),
        sql`, `,
      )}]`,
      stages: sql<number[]>`array[${sql.join(
        stageKeys.map((st) => count(sql`${resumes.stage} = ${st}`)),
        sql`, `,
      )}]`,
      histogram: sql<number[]>`array[${sql.join(
        Array.from({ length: HISTOGRAM_BANDS }, (_, i) => count(sql`${scored} and greatest(${band}, 0) = ${i}`)),
        sql`, `,
      )}]`,
      recentFinished: count(sql`${resumes.finishedAt} > ${since}`),
      recentSince: sql<string | null>`min(coalesce(${resumes.startedAt}, ${resumes.finishedAt})) filter (where ${resumes.finishedAt} > ${since})`,
      firstPending: sql<number | null>`min(${resumes.position}) filter (where ${resumes.status} not in ('done','error'))`,
    })
    .from(resumes)
    .where(eq(resumes.tournamentId, id));
  const r = row!;
  return {
    total: r.total,
    processed: r.processed,
    analysed: r.analysed,
    tierCounts: Object.fromEntries(TIERS.map((t, i) => [t, r.tiers[i] ?? 0])) as Record<Tier, number>,
    stages: Object.fromEntries(stageKeys.map((st, i) => [st, r.stages[i] ?? 0])),
    histogram: r.histogram,
    recentFinished: r.recentFinished,
    recentSince: r.recentSince ? new Date(r.recentSince) : null,
    firstPendingPosition: r.firstPending,
  };
}

/** One page of cards, best first (effective tier, score, upload order), optionally one tier only. */
export async function candidatePage({ id, tier, page, counts }: { id: string; tier: Tier | null; page: number; counts: ResumeCounts }) {
  const shown = tier ? counts.tierCounts[tier] : counts.total;
  const pageCount = Math.max(1, Math.ceil(shown / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const where = and(eq(resumes.tournamentId, id), tier ? sql`${effectiveTier} = ${tier}` : undefined);
  // Order and cut the page on plain columns first, so only the page's analyses are read.
  const pageIds = shown
    ? (
        await db
          .select({ id: resumes.id })
          .from(resumes)
          .where(where)
          .orderBy(sql`${effectiveTier} asc nulls last`, desc(sql`coalesce(${resumes.score}, -1)`), asc(resumes.position))
          .limit(PAGE_SIZE)
          .offset((current - 1) * PAGE_SIZE)
      ).map((r) => r.id)
    : [];
  const rows: CandidateCardData[] = pageIds.length
    ? await db
        .select({
          ...candidateColumns,
          skills: firstItems(sql`${resumes.skills}`, CARD_LIMITS.skills),
          pros: firstItems(sql`${resumes.analysis}->'pros'`, CARD_LIMITS.pros),
          cons: firstItems(sql`${resumes.analysis}->'cons'`, CARD_LIMITS.cons),
          followUpQuestions: firstItems(sql`${resumes.analysis}->'followUpQuestions'`, CARD_LIMITS.questions),
          requirementsTotal: resumes.requirementsTotal,
          requirementsMet: resumes.requirementsMet,
          contact: resumes.contact,
          flags: sql<SuspiciousFlag[]>`coalesce(jsonb_path_query_array(${resumes.flags}, ${`$[0 to ${CARD_LIMITS.flags - 1}]`}::jsonpath), '[]'::jsonb)`,
        })
        .from(resumes)
        .where(inArray(resumes.id, pageIds))
    : [];
  const order = new Map(pageIds.map((rid, i) => [rid, i]));
  return { cards: rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!), page: { current, count: pageCount, size: PAGE_SIZE } };
}

/**
 * Everything the tournament page shows but the list: the owner's own tournament
 * (not a demo's or a partner's), then at once every count in one pass, the
 * owner's plan and whether it cost a credit; the cards view reads its page too.
 */
export async function getTournamentPage({ id, userId, tier, page, withCards = true }: { id: string; userId: string; tier: Tier | null; page: number; withCards?: boolean }) {
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      createdAt: tournaments.createdAt,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      optionalRequirements: tournaments.optionalRequirements,
      keySkills: tournaments.keySkills,
      blindView: tournaments.blindView,
      isSample: tournaments.isSample,
      archivedAt: tournaments.archivedAt,
      firstAnalysedAt: tournaments.firstAnalysedAt,
      stages: tournaments.stages,
      requirementReview: tournaments.requirementReview,
      jobProfile: tournaments.jobProfile,
    })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId), eq(tournaments.isDemo, false), isNull(tournaments.partnerId)));
  if (!t) return null;

  const stages = stagesOf(t.stages);
  const [counts, access, debited] = await Promise.all([countResumes(id, stages.map((st) => st.key)), userPlan(userId), spentOn(db, userId, id)]);
  const { cards, page: shownPage } = withCards ? await candidatePage({ id, tier, page, counts }) : { cards: [], page: { current: 1, count: 1, size: PAGE_SIZE } };
  const { total, processed, tierCounts, recentFinished, recentSince, firstPendingPosition } = counts;

  const { firstAnalysedAt, stages: _saved, requirementReview, jobProfile, ...tournament } = t;
  return {
    tournament: { ...tournament, stages },
    /** What the requirements list is read from: the profile the analysis used, else the posting and the reviewed list. */
    requirementSource: { requirementReview, jobProfile },
    canExport: canZipExport(access),
    resumeCap: resumeCap(access),
    counts: { total, processed, tiers: tierCounts, stages: counts.stages },
    histogram: counts.histogram,
    /** What the delete confirmation says: how many resumes go, and whether the credit comes back. */
    deletion: { resumes: total, debited, refund: refundsCredit({ firstAnalysedAt, debited }) },
    processing: estimate({ total, processed, recentFinished, recentSince, firstPendingPosition }),
    cards,
    page: shownPage,
  };
}

export type TournamentPageData = NonNullable<Awaited<ReturnType<typeof getTournamentPage>>>;

export async function setBlindView({ id, userId, blindView }: { id: string; userId: string; blindView: boolean }) {
  const rows = await db
    .update(tournaments)
    .set({ blindView })
    .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId)))
    .returning({ id: tournaments.id });
  return rows.length > 0;
}

/** One candidate's whole analysis, for the page that shows the evidence behind the tier. */
export async function getCandidate({ tournamentId, resumeId, userId }: { tournamentId: string; resumeId: string; userId: string }) {
  const [row] = await db
    .select({
      ...candidateColumns,
      analysis: resumes.analysis,
      flags: resumes.flags,
      text: resumes.text,
      tournament: { id: tournaments.id, name: tournaments.name, blindView: tournaments.blindView, stages: tournaments.stages },
    })
    .from(resumes)
    .innerJoin(tournaments, eq(tournaments.id, resumes.tournamentId))
    .where(and(eq(resumes.id, resumeId), eq(resumes.tournamentId, tournamentId), eq(tournaments.userId, userId)));
  return row ? { ...row, tournament: { ...row.tournament, stages: stagesOf(row.tournament.stages) } } : null;
}
