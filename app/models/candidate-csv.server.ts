import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tier } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { candidateFilter, candidateOrder } from "./candidate-list.server";
import { STAGE_LABELS, type CandidateQuery } from "./candidate-query";
import { effectiveTierSql } from "~/analysis/tiers";
import { csvCell } from "./export.server";

const { resumes, tournaments } = schema;
const MAX_ROWS = 5000;

const HEADER = ["Rank", "Name", "Current title", "Location", "Years of experience", "Score", "Tier", "AI tier", "Stage", "Matched requirements", "Skills", "Email", "Phone", "File name"];

/**
 * The list as it is shown (same filters, same order), or only the selected
 * candidates, as CSV. Every plan may export it. Blind view leaves out name,
 * contact and file name. Null when the tournament is not the user's.
 */
export async function candidatesCsv({ tournamentId, userId, query, ids }: { tournamentId: string; userId: string; query: CandidateQuery; ids: string[] }) {
  const [t] = await db
    .select({ name: tournaments.name, blind: tournaments.blindView })
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
    })
    .from(resumes)
    .where(where)
    .orderBy(...order)
    .limit(MAX_ROWS);
  const lines = [HEADER.map(csvCell).join(",")];
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
        STAGE_LABELS[r.stage],
        r.matched.join("; "),
        r.skills.join("; "),
        t.blind ? "" : r.email,
        t.blind ? "" : r.phone,
        t.blind ? "" : r.fileName,
      ]
        .map(csvCell)
        .join(","),
    );
  });
  return { name: t.name, csv: `\uFEFF${lines.join("\r\n")}\r\n`, count: rows.length };
}
