// What the landing page says a demo takes: the median of the last demos' real run times (upload to the
// last result), so it stays true whichever analyzer runs them (the spec's "1-2 minutes" was not).
import { sql } from "drizzle-orm";
import { db } from "~/utils/db.server";

/** Demos counted: the most recent ones (demos are deleted after 24 hours anyway). */
const SAMPLE = 20;

/** Seconds from the first upload to the last result, the median over recent completed demos; null before any. */
export async function typicalDemoSeconds(): Promise<number | null> {
  const rows = await db.execute<{ median: number | null }>(sql`
    select percentile_cont(0.5) within group (order by seconds) as median from (
      select extract(epoch from max(r.finished_at) - min(r.created_at)) as seconds
      from tournaments t join resumes r on r.tournament_id = t.id
      where t.is_demo and t.status = 'completed' and r.finished_at is not null
      group by t.id
      order by t.created_at desc
      limit ${SAMPLE}
    ) recent`);
  const median = rows[0]?.median;
  return median === null || median === undefined ? null : Number(median);
}

/** "about 6 seconds", "about 2 minutes"; before any demo has run, what the built-in analyzer takes. */
export function runTimeText(seconds: number | null) {
  if (seconds === null) return "under a minute";
  if (seconds < 59.5) {
    const n = Math.max(1, Math.round(seconds));
    return `about ${n} second${n === 1 ? "" : "s"}`;
  }
  const n = Math.round(seconds / 60);
  return `about ${n} minute${n === 1 ? "" : "s"}`;
}
