// The worker process: drains Postgres-backed jobs (extraction, analysis, mail, clean-up).
import { EventEmitter } from "node:events";
import { consoleLogFactory, Logger, makeWorkerUtils, run, runMigrations, type WorkerEvents } from "graphile-worker";
import pg from "pg";
import { shutdownExtraction } from "~/extraction/index.server";
import { getAnalyzer } from "~/llm/analyzer.server";
import { closeDb } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { findDeadWorkers, forgetWorkers, heartbeat } from "./recovery.server";
import { crontab, taskList } from "./task-list";

export async function startWorker(options: { concurrency?: number } = {}) {
  // A missing model setting stops the worker at start, not at the first resume.
  const analyzer = getAnalyzer();
  const pool = new pg.Pool({ connectionString: env().DATABASE_URL, max: (options.concurrency ?? env().WORKER_CONCURRENCY) + 4 });
  // Without these, a database restart crashes the process instead of failing a job.
  // While stopping (Ctrl-C reaches the database too), closed connections are expected.
  let stopping = false;
  const report = (what: string) => (err: Error) => stopping || console.error(`worker: database ${what} error:`, err.message);
  pool.on("error", report("pool"));
  pool.on("connect", (client) => client.on("error", report("client")));
  const logger = new Logger((scope) => {
    const log = consoleLogFactory(scope);
    return (level, message, meta) => (stopping && level === "error" ? undefined : log(level, message, meta));
  });

  await runMigrations({ pgPool: pool });
  const workerIds = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  // Jobs are locked by the pool's id (batched fetching) or a worker's: know both.
  events.on("pool:create", ({ workerPool }) => {
    workerIds.add(workerPool.id);
    heartbeat(pool, [workerPool.id]).catch(() => {});
  });
  events.on("worker:create", ({ worker }) => {
    workerIds.add(worker.workerId);
    // Known before it can lock a job, so a kill right after is recognised at once.
    heartbeat(pool, [worker.workerId]).catch(() => {});
  });
  events.on("worker:release", ({ worker }) => workerIds.delete(worker.workerId));
  events.on("job:error", ({ job, error }) =>
    console.error(`worker: job ${job.task_identifier} #${job.id} failed (attempt ${job.attempts}/${job.max_attempts}):`, (error as Error)?.message ?? error),
  );
  const utils = await makeWorkerUtils({ pgPool: pool });
  const runner = await run({
    events,
    pgPool: pool,
    taskList,
    crontab,
    concurrency: options.concurrency ?? env().WORKER_CONCURRENCY,
    noHandleSignals: true,
    pollInterval: 1000,
    logger,
  });

  async function recover() {
    await heartbeat(pool, [...workerIds]);
    const dead = (await findDeadWorkers(pool)).filter((id) => !workerIds.has(id));
    if (dead.length) {
      console.log(`worker: unlocking jobs of ${dead.length} worker(s) that are gone`);
      await utils.forceUnlockWorkers(dead);
      await forgetWorkers(pool, dead);
    }
  }
  await recover();
  const timer = setInterval(() => recover().catch((e) => console.error("worker: recovery failed:", e.message)), 10_000);

  return {
    runner,
    analyzer: analyzer.engine,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await runner.stop();
      await forgetWorkers(pool, [...workerIds]).catch(() => {});
      await shutdownExtraction();
      await utils.release();
      await pool.end();
      await closeDb();
    },
  };
}

const isMain = process.argv[1]?.replace(/\.ts$/, "").endsWith("worker/index");
if (isMain) {
  const worker = await startWorker();
  console.log(`worker: running with concurrency ${env().WORKER_CONCURRENCY}, analyzer ${worker.analyzer}`);
  process.send?.({ type: "worker-ready" });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop().catch((e) => console.error(e));
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("disconnect", stop);
}
