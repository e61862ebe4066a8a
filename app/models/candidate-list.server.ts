import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import type { CandidateQuery, CandidateStage } from "./candidate-query";
import { effectiveTierSql } from "~/analysis/tiers";
import { candidateColumns } from "./tournament-detail.server";

const { resumes, candidateEvents, users } = schema;
// The stage list lives in the schema (a column's values) and in the query (the browser's); they must agree.
schema.CANDIDATE_STAGES satisfies readonly CandidateStage[];

export const LIST_PAGE_SIZE = 50;
const effectiveTier = effectiveTierSql(resumes);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Candidates whose file is byte-for-byte one uploaded earlier in the same tournament. */
// Written with the table named: drizzle leaves a single table's columns unqualified, which a subquery would read as its own.
const duplicateOf = sql<string | null>`(select d.file_name from resumes d where d.tournament_id = "resumes"."tournament_id" and d.sha256 = "resumes"."sha256" and d.position < "resumes"."position" order by d.position limit 1)`;

export function candidateOrder(query: Pick<CandidateQuery, "sort" | "dir">, blind: boolean) {
  return ordering(query, blind);
}

export function candidateFilter({ tournamentId, query, blind }: { tournamentId: string; query: Pick<CandidateQuery, "tier" | "stage" | "q">; blind: boolean }) {
  let match: SQL | undefined;
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    // Blind view hides names and file names, so it does not search them either.
    const personal = blind ? [] : [ilike(resumes.candidateName, pattern), ilike(resumes.fileName, pattern)];
    match = or(...personal, ilike(resumes.currentTitle, pattern), ilike(resumes.location, pattern), sql`${resumes.skills}::text ilike ${pattern}`);
  }
  return and(eq(resumes.tournamentId, tournamentId), query.tier ? sql`${effectiveTier} = ${query.tier}` : undefined, query.stage ? eq(resumes.stage, query.stage) : undefined, match);
}

function ordering(query: Pick<CandidateQuery, "sort" | "dir">, blind: boolean): SQL[] {
  const dir = (e: SQL) => (query.dir === "asc" ? sql`${e} asc nulls last` : sql`${e} desc nulls last`);
  const then = [desc(sql`coalesce(${resumes.score}, -1)`), asc(resumes.position)] as SQL[];
  switch (query.sort) {
    case "name":
      return blind ? [dir(sql`${resumes.position}`)] : [dir(sql`lower(coalesce(${resumes.candidateName}, ${resumes.fileName}))`), asc(resumes.position)];
    case "years":
      return [dir(sql`${resumes.yearsExperience}`), ...then];
    case "date":
      return [dir(sql`${resumes.createdAt}`), dir(sql`${resumes.position}`)];
    case "score":
      return [dir(sql`coalesce(${resumes.score}, -1)`), asc(resumes.position)];
    default:
      // Best first: tier A before D (untiered last), then score.
      return query.dir === "desc"
        ? [sql`${effectiveTier} asc nulls last`, desc(sql`coalesce(${resumes.score}, -1)`), asc(resumes.position)]
        : [sql`${effectiveTier} desc nulls first`, asc(sql`coalesce(${resumes.score}, -1)`), desc(resumes.position)];
  }
}

export interface CandidateRow {
  id: string;
  fileName: string;
  position: number;
  status: (typeof schema.RESUME_STATUSES)[number];
  tier: Tier | null;
  tierOverride: Tier | null;
  score: number | null;
  stage: CandidateStage;
  candidateName: string | null;
  currentTitle: string | null;
  location: string | null;
  yearsExperience: number | null;
  /** The first three requirements the resume meets, in the posting's order. */
  matched: string[];
  requirementsMet: number;
  requirementsTotal: number;
  flagCount: number;
  noteCount: number;
  duplicateOf: string | null;
  createdAt: Date;
}

/** One page of the ranked list, in two steps: order and cut on plain columns, then read only the page's details. */
export async function listCandidates({ tournamentId, query, blind, pageSize = LIST_PAGE_SIZE }: { tournamentId: string; query: CandidateQuery; blind: boolean; pageSize?: number }) {
  const where = candidateFilter({ tournamentId, query, blind });
  const idsOf = (page: number) =>
    db
      .select({ id: resumes.id })
      .from(resumes)
      .where(where)
      .orderBy(...ordering(query, blind))
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .then((rows) => rows.map((r) => r.id));
  // The count and the asked-for page at once; a page past the end is read again as the last page.
  const [[{ n } = { n: 0 }], asked] = await Promise.all([db.select({ n: sql<number>`count(*)::int` }).from(resumes).where(where), idsOf(query.page)]);
  const pageCount = Math.max(1, Math.ceil(n / pageSize));
  const current = Math.min(query.page, pageCount);
  const ids = current === query.page ? asked : n ? await idsOf(current) : [];
  const rows: CandidateRow[] = ids.length
    ? await db
        .select({
          ...candidateColumns,
          matched: sql<string[]>`coalesce(jsonb_path_query_array(jsonb_path_query_array(${resumes.analysis}->'requirements', '$[*] ? (@.status == "met").label'), '$[0 to 2]'), '[]'::jsonb)`,
          requirementsMet: sql<number>`coalesce(jsonb_array_length(jsonb_path_query_array(${resumes.analysis}->'requirements', '$[*] ? (@.status == "met")')), 0)`,
          requirementsTotal: sql<number>`coalesce(jsonb_array_length(${resumes.analysis}->'requirements'), 0)`,
          flagCount: sql<number>`jsonb_array_length(${resumes.flags})`,
          noteCount: sql<number>`(select count(*)::int from candidate_notes cn where cn.resume_id = "resumes"."id")`,
          createdAt: resumes.createdAt,
          duplicateOf: sql<string | null>`case when ${resumes.sha256} is null then null else ${duplicateOf} end`,
        })
        .from(resumes)
        .where(inArray(resumes.id, ids))
    : [];
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { rows, shown: n, page: { current, count: pageCount, size: pageSize } };
}

/** How many candidates are at each stage. */
export async function countStages(tournamentId: string): Promise<Record<CandidateStage, number>> {
  const groups = await db.select({ stage: resumes.stage, n: sql<number>`count(*)::int` }).from(resumes).where(eq(resumes.tournamentId, tournamentId)).groupBy(resumes.stage);
  const counts = { new: 0, shortlisted: 0, contacted: 0, rejected: 0 };
  for (const g of groups) counts[g.stage] = g.n;
  return counts;
}

/** The tournament's most recent change that can still be undone, for the "Undo" bar. */
export async function lastDecision(tournamentId: string) {
  const [row] = await db
    .select({
      batchId: candidateEvents.batchId,
      kind: candidateEvents.kind,
      toValue: candidateEvents.toValue,
      createdAt: candidateEvents.createdAt,
      count: sql<number>`count(*) over (partition by ${candidateEvents.batchId})::int`,
      actor: users.email,
    })
    .from(candidateEvents)
    .leftJoin(users, eq(users.id, candidateEvents.actorUserId))
    .where(and(eq(candidateEvents.tournamentId, tournamentId), sql`${candidateEvents.undoneAt} is null`))
    .orderBy(desc(candidateEvents.createdAt))
    .limit(1);
  return row ?? null;
}

/** Done candidates' scores in ten bands of 10 points (90-100 in the last). */
export async function scoreHistogram(tournamentId: string): Promise<number[]> {
  const rows = await db
    .select({ bucket: sql<number>`least(floor(${resumes.score} / 10), 9)::int`, n: sql<number>`count(*)::int` })
    .from(resumes)
    .where(and(eq(resumes.tournamentId, tournamentId), eq(resumes.status, "done"), sql`${resumes.score} is not null`))
    .groupBy(sql`1`);
  const buckets = Array.from({ length: 10 }, () => 0);
  for (const r of rows) buckets[Math.max(0, r.bucket)] = r.n;
  return buckets;
}

/** The candidates before and after this one in the default ranking (best first), for "Previous" and "Next". */
export async function rankNeighbours({ tournamentId, resumeId }: { tournamentId: string; resumeId: string }) {
  const rows = await db.execute<{ prev: string | null; next: string | null; rank: number; total: number }>(sql`
    select prev, next, rank::int, total::int from (
      select id,
        lag(id) over w as prev, lead(id) over w as next, row_number() over w as rank, count(*) over () as total
      from resumes where tournament_id = ${tournamentId}
      window w as (order by ${effectiveTier} asc nulls last, coalesce(score, -1) desc, position asc)
    ) ranked where id = ${resumeId}`);
  return rows[0] ?? null;
}
