import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { candidateFilter, candidateOrder } from "./candidate-list.server";
import type { CandidateQuery } from "./candidate-query";
import { plainLabel } from "~/analysis/posting/requirement-review";
import { appUrl } from "~/utils/env.server";
import { stageLabel, stagesOf } from "~/utils/stages";
import { effectiveTierSql } from "~/analysis/tiers";
import { csvCell } from "./export.server";

const { resumes, tournaments } = schema;
const MAX_ROWS = 5000;

// New columns go at the end, so a sheet or script that reads the earlier ones by position keeps working.
const HEADER = ["Rank", "Name", "Current title", "Location", "Years of experience", "Score", "Tier", "AI tier", "Stage", "Matched requirements", "Skills", "Email", "Phone", "File name", "Tier reason", "Notes", "Link"];

// Written with the table named: drizzle leaves a single table's columns unqualified, which a subquery would read as its own.
/** Why the recruiter set the tier: the reason of the latest tier change still in effect. */
const tierReason = sql.raw(`(select e.reason from candidate_events e where e.resume_id = "resumes"."id" and e.kind = 'tier' and e.undone_at is null
  order by e.created_at desc limit 1)`);
/** The notes, latest first, each with its day and author. */
const notes = sql.raw(`(select string_agg(to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD') || ' ' || coalesce(u.email, 'a former user') || ': ' || n.body, E'\n' order by n.created_at desc)
  from candidate_notes n left join users u on u.id = n.author_user_id where n.resume_id = "resumes"."id" and n.deleted_at is null)`);

/**
 * The list as it is shown (same filters, same order), or only the selected
 * candidates, as CSV. Every plan may export it. Blind view leaves out name,
 * contact and file name. Null when the tournament is not the user's.
 */
export async function candidatesCsv({ tournamentId, userId, query, ids }: { tournamentId: string; userId: string; query: CandidateQuery; ids: string[] }) {
  const [t] = await db
    .select({ name: tournaments.name, blind: tournaments.blindView, stages: tournaments.stages })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.userId, userId)));
  if (!t) return null;
  const where = ids.length ? and(eq(resumes.tournamentId, tournamentId), inArray(resumes.id, ids)) : candidateFilter({ tournamentId, query, blind: t.blind });
  const order = candidateOrder(query, t.blind);
  const rows = await db
    .select({
      fileName: resumes.fileName,
      position: resumes.position,
      candidateName: resumes.candidateName,
      currentTitle: resumes.currentTitle,
      location: resumes.location,
      years: resumes.yearsExperience,
      score: resumes.score,
      tier: effectiveTierSql(resumes),
      aiTier: resumes.tier,
      stage: resumes.stage,
      matched: sql<string[]>`coalesce(jsonb_path_query_array(${resumes.analysis}->'requirements', '$[*] ? (@.status == "met").label'), '[]'::jsonb)`,
      skills: resumes.skills,
      email: sql<string | null>`${resumes.contact}->>'email'`,
      phone: sql<string | null>`${resumes.contact}->>'phone'`,
      id: resumes.id,
      tierOverride: resumes.tierOverride,
      tierReason: sql<string | null>`${tierReason}`,
      notes: sql<string | null>`${notes}`,
    })
    .from(resumes)
    .where(where)
    .orderBy(...order)
    .limit(MAX_ROWS);
  const lines = [HEADER.map(csvCell).join(",")];
  const stages = stagesOf(t.stages);
  const page = `${appUrl()}/dashboard/tournament/${tournamentId}/candidate/`;
  rows.forEach((r, i) => {
    const name = t.blind ? `Candidate ${r.position + 1}` : (r.candidateName ?? "");
    lines.push(
      [
        i + 1,
        name,
        r.currentTitle,
        r.location,
        r.years,
        r.score === null ? "" : Math.round(r.score),
        r.tier as Tier | null,
        r.aiTier,
        stageLabel(stages, r.stage),
        r.matched.map(plainLabel).join("; "),
        r.skills.join("; "),
        t.blind ? "" : r.email,
        t.blind ? "" : r.phone,
        t.blind ? "" : r.fileName,
        r.tierOverride ? r.tierReason : "",
        r.notes,
        page + r.id,
      ]
        .map(csvCell)
        .join(","),
    );
  });
  return { name: t.name, csv: `\uFEFF${lines.join("\r\n")}\r\n`, count: rows.length };
}
