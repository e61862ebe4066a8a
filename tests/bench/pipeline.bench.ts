// End to end: N real PDFs added to one tournament → tournament completed, with the
// worker's peak memory (its process tree: worker + extraction children). Then
// recovery: SIGKILL the worker halfway through a second batch and start it again.
// Usage: npx tsx tests/bench/pipeline.bench.ts [evalDir] [count]
import { fork, type ChildProcess } from "node:child_process";
import { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { evalDirFromArgs, filesUnder } from "./eval-files";
import { startTestDatabase } from "../support/database";
import { WORKER_NODE_FLAGS } from "../../worker/node-flags";

const evalDir = evalDirFromArgs();
const count = Number(process.argv[3] ?? 1000);
const concurrency = process.env.WORKER_CONCURRENCY ?? "4";
const storageDir = path.resolve("tests/.tmp/bench-storage");
rmSync(storageDir, { recursive: true, force: true });

const database = await startTestDatabase("bench");
Object.assign(process.env, {
  DATABASE_URL: database.url,
  SESSION_SECRET: "bench-session-secret-0123456789",
  STORAGE: "local",
  STORAGE_DIR: storageDir,
  NODE_ENV: "production",
});
const { db, schema, closeDb } = await import("~/utils/db.server");
const { addResumes } = await import("~/models/resume-queue.server");
const { getStorage } = await import("~/utils/storage.server");
const { createUser } = await import("~/models/user.server");
const { sql } = await import("drizzle-orm");

const pdfs = filesUnder(path.join(evalDir, "resumes"), (n) => n.endsWith(".pdf")).slice(0, count);
const user = await createUser({ email: `bench-${randomUUID().slice(0, 6)}@example.com`, password: "bench-password" });

async function tournamentWithFiles(name: string) {
  const [t] = await db.insert(schema.tournaments).values({ userId: user.id, name, jobDescription: "Accountant: general ledger, reconciliations, GAAP, Excel." }).returning();
  const rows = [];
  for (const file of pdfs) {
    const key = `tournaments/${t!.id}/${randomUUID()}`;
    const put = await getStorage().put(key, Readable.from([readFileSync(file)]), { contentType: "application/pdf" });
    rows.push({ fileName: path.basename(file), storageKey: key, sizeBytes: put.size, sha256: put.sha256 });
  }
  return { id: t!.id, rows };
}

const peakByProcess = new Map<string, number>();

function rssOfTree(rootPid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* exited */
    }
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  let kb = 0;
  for (const pid of tree) {
    try {
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      kb += rss;
      const name = pid === rootPid ? "worker" : readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("runner-entry") ? "extraction child" : "other";
      peakByProcess.set(name, Math.max(peakByProcess.get(name) ?? 0, rss / 1024));
    } catch {
      /* exited */
    }
  }
  return kb / 1024;
}

function startWorkerProcess(): ChildProcess {
  return fork("worker/index.ts", [], { execArgv: ["--import", "tsx", ...(process.env.WORKER_NODE_FLAGS ?? WORKER_NODE_FLAGS.join(" ")).split(" ").filter(Boolean)], env: { ...process.env, WORKER_CONCURRENCY: concurrency }, stdio: ["ignore", "ignore", "inherit", "ipc"] });
}

async function progress(tournamentId: string) {
  const [row] = await db.execute<{ finished: number; done: number; status: string }>(sql`
    select count(*) filter (where r.status in ('done','error'))::int as finished,
           count(*) filter (where r.status = 'done')::int as done,
           (select status from tournaments where id = ${tournamentId}) as status
      from resumes r where r.tournament_id = ${tournamentId}`);
  return row!;
}

async function waitUntil(check: () => Promise<boolean>, onTick?: () => void) {
  for (;;) {
    onTick?.();
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stopWorker = (w: ChildProcess) => new Promise<void>((resolve) => (w.exitCode !== null ? resolve() : (w.once("exit", () => resolve()), w.kill("SIGTERM"))));

// 1. Throughput and memory.
const first = await tournamentWithFiles("Bench: throughput");
await db.transaction((tx) => addResumes(tx, first.id, first.rows));
let worker = startWorkerProcess();
let peakMb = 0;
const started = performance.now();
await waitUntil(async () => (await progress(first.id)).status !== "processing", () => (peakMb = Math.max(peakMb, rssOfTree(worker.pid!))));
const seconds = (performance.now() - started) / 1000;
const result = await progress(first.id);
await stopWorker(worker);

// 2. Recovery after SIGKILL halfway.
const second = await tournamentWithFiles("Bench: recovery");
await db.transaction((tx) => addResumes(tx, second.id, second.rows));
worker = startWorkerProcess();
await waitUntil(async () => (await progress(second.id)).finished >= pdfs.length / 2);
worker.kill("SIGKILL");
await new Promise((r) => worker.once("exit", r));
const atKill = (await progress(second.id)).finished;
const restarted = performance.now();
worker = startWorkerProcess();
let recoveredAfter = 0;
await waitUntil(async () => {
  const p = await progress(second.id);
  if (!recoveredAfter) {
    const [stuck] = await db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where locked_by is not null and locked_at < ${new Date(Date.now() - 1000).toISOString()}::timestamptz`);
    if (p.finished > atKill && stuck!.n === 0) recoveredAfter = (performance.now() - restarted) / 1000;
  }
  return p.status !== "processing";
});
const recoverySeconds = (performance.now() - restarted) / 1000;
const final = await progress(second.id);
const [attempts] = await db.execute<{ max: number; twice: number; total: number }>(sql`
  select max(attempts)::int as max, count(*) filter (where attempts > 1)::int as twice, count(*)::int as total from resumes where tournament_id = ${second.id}`);
await stopWorker(worker);

console.log(`pipeline: ${pdfs.length} PDFs, worker concurrency ${concurrency}, 2 extraction processes`);
console.log(`  upload finished → tournament ${result.status}: ${seconds.toFixed(1)} s (${(pdfs.length / seconds).toFixed(1)} resumes/s), done ${result.done}, error ${result.finished - result.done} (target ≤ 60 s)`);
console.log(`  worker peak memory (process tree): ${peakMb.toFixed(0)} MB (target ≤ 600 MB); peak per process: ${[...peakByProcess].map(([k, v]) => `${k} ${v.toFixed(0)} MB`).join(", ")}`);
console.log(`recovery: SIGKILL at ${atKill}/${pdfs.length} finished; restart → jobs unlocked and progressing in ${recoveredAfter.toFixed(1)} s; → tournament ${final.status} in ${recoverySeconds.toFixed(1)} s`);
console.log(`  resumes: ${attempts!.total} rows, ${final.finished} finished (${final.done} done), processed twice: ${attempts!.twice} (the in-flight ones), max attempts ${attempts!.max}`);

await closeDb();
await database.stop();
