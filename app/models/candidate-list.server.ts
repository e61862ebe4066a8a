import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import type { CandidateQuery } from "./candidate-query";
import { plainLabel } from "~/analysis/posting/requirement-review";
import { effectiveTierSql } from "~/analysis/tiers";
import { candidateColumns } from "./tournament-detail.server";

const { resumes, candidateEvents, users } = schema;

export const LIST_PAGE_SIZE = 50;
const effectiveTier = effectiveTierSql(resumes);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The earlier upload in the same tournament this candidate repeats: the same file byte for byte, or the same
 * person (the same email) in another file, such as a PDF and a DOCX of one resume.
 */
// Written with the table named: drizzle leaves a single table's columns unqualified, which a subquery would read as its own.
const earlier = (column: "sha256" | "contact_email", sameFile: boolean) =>
  sql.raw(`(select json_build_object('fileName', d.file_name, 'sameFile', ${sameFile}) from resumes d
    where d.tournament_id = "resumes"."tournament_id" and d.${column} = "resumes"."${column}" and d.position < "resumes"."position"
    order by d.position limit 1)`);
const duplicateOf = sql<{ fileName: string; sameFile: boolean } | null>`coalesce(${earlier("sha256", true)}, ${earlier("contact_email", false)})`;

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
  /** A key of the tournament's stages. */
  stage: string;
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
  duplicateOf: { fileName: string; sameFile: boolean } | null;
  createdAt: Date;
}

/**
 * One page of the list in one query: the page is ordered and cut on plain columns
 * (the inner select), and only its rows read notes and duplicates. `count` is the
 * number of candidates the filter matches, when the caller already knows it (the
 * tournament's overview does for a tier or a stage alone); otherwise it is counted
 * alongside. A page past the end is read again as the last page.
 */
export async function listCandidates({ tournamentId, query, blind, count, pageSize = LIST_PAGE_SIZE }: { tournamentId: string; query: CandidateQuery; blind: boolean; count?: number; pageSize?: number }) {
  const where = candidateFilter({ tournamentId, query, blind });
  const order = ordering(query, blind);
  const pageOf = (page: number) =>
    db
      .select({
        ...candidateColumns,
        matched: resumes.matchedRequirements,
        requirementsMet: resumes.requirementsMet,
        requirementsTotal: resumes.requirementsTotal,
        flagCount: sql<number>`jsonb_array_length(${resumes.flags})`,
        noteCount: sql<number>`(select count(*)::int from candidate_notes cn where cn.resume_id = "resumes"."id" and cn.deleted_at is null)`,
        createdAt: resumes.createdAt,
        duplicateOf,
      })
      .from(resumes)
      .where(
        inArray(
          resumes.id,
          db
            .select({ id: resumes.id })
            .from(resumes)
            .where(where)
            .orderBy(...order)
            .limit(pageSize)
            .offset((page - 1) * pageSize),
        ),
      )
      .orderBy(...order);
  const [n, asked] = await Promise.all([
    count ?? db.select({ n: sql<number>`count(*)::int` }).from(resumes).where(where).then(([row]) => row?.n ?? 0),
    pageOf(query.page),
  ]);
  const pageCount = Math.max(1, Math.ceil(n / pageSize));
  const current = Math.min(query.page, pageCount);
  // The requirement labels in the analyzer's words ("(O*NET: …)") are shown in plain words.
  const rows: CandidateRow[] = (current === query.page ? asked : n ? await pageOf(current) : []).map((r) => ({ ...r, matched: r.matched.map(plainLabel) }));
  return { rows, shown: n, page: { current, count: pageCount, size: pageSize } };
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
