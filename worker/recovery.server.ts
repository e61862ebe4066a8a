import { hostname } from "node:os";
import type { Pool } from "pg";

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function heartbeat(pool: Pool, workerIds: string[]) {
  if (workerIds.length === 0) return;
  await pool.query(
    `insert into worker_heartbeats (worker_id, hostname, pid, last_seen_at)
     select unnest($1::text[]), $2, $3, now()
     on conflict (worker_id) do update set last_seen_at = now()`,
    [workerIds, hostname(), process.pid],
  );
}

export async function forgetWorkers(pool: Pool, workerIds: string[]) {
  await pool.query(`delete from worker_heartbeats where worker_id = any($1::text[])`, [workerIds]);
}

/**
 * Worker ids holding jobs whose process is gone: on this host when the pid is
 * dead; anywhere when no heartbeat came for `staleSeconds` (workers beat every
 * 10 s), or when a worker that never beat has held its lock that long.
 */
export async function findDeadWorkers(pool: Pool, staleSeconds = 30): Promise<string[]> {
  const { rows } = await pool.query<{ locked_by: string; hostname: string | null; pid: number | null; stale: boolean; lock_stale: boolean }>(
    `select distinct j.locked_by, h.hostname, h.pid,
            coalesce(h.last_seen_at < now() - make_interval(secs => $1), true) as stale,
            j.locked_at < now() - make_interval(secs => $1) as lock_stale
       from graphile_worker.jobs j -- the public view: its private tables may change in any release
       left join worker_heartbeats h on h.worker_id = j.locked_by
      where j.locked_by is not null`,
    [staleSeconds],
  );
  const here = hostname();
  return rows
    .filter((r) => {
      if (r.hostname === null) return r.lock_stale;
      if (r.hostname === here && r.pid !== null) return !isAlive(r.pid) || r.stale;
      return r.stale;
    })
    .map((r) => r.locked_by);
}
