// `npm start` keeps the site up when its worker or web process dies (kill -9), and
// still stops everything, without restarting anything, on Ctrl-C or SIGTERM.
// Real processes: embedded Postgres, web and worker, started by db/start.server.ts.
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_RESUME, textPdf } from "../fixtures/resume-files";
import { isAlive, productDataDir, startProduct, stopProduct, type Product } from "../support/product";
import { waitFor } from "../support/wait";
import { WORKER_NODE_FLAGS } from "../../worker/node-flags";

const dataDir = productDataDir("supervisor");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Watches /healthz every 250 ms and records every failure. */
function watchHealth(product: Product) {
  const failures: string[] = [];
  let checks = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = new Date().toISOString();
      if (!(await product.healthy())) failures.push(at);
      checks++;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    failures,
    get checks() {
      return checks;
    },
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

const onlyChild = (pids: number[]) => {
  expect(pids).toHaveLength(1);
  return pids[0]!;
};

describe("npm start: a crashed process is restarted and the site stays up", () => {
  let product: Product;
  // The app's own modules, pointed at the product's database and upload folder.
  let app: {
    db: typeof import("~/utils/db.server").db;
    schema: typeof import("~/utils/db.server").schema;
    closeDb: typeof import("~/utils/db.server").closeDb;
    sql: typeof import("drizzle-orm").sql;
    addResumes: typeof import("~/models/resume-queue.server").addResumes;
    getStorage: typeof import("~/utils/storage.server").getStorage;
  };

  beforeAll(async () => {
    product = await startProduct({ dataDir, env: { ADMIN_PASSWORD: "supervisor-admin-password", WORKER_CONCURRENCY: "1" } });
    const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
    process.env.DATABASE_URL = `postgres://postgres:${password}@127.0.0.1:${product.pgPort}/tierlist`;
    process.env.STORAGE_DIR = path.join(dataDir, "uploads");
    const dbModule = await import("~/utils/db.server");
    app = {
      ...dbModule,
      sql: (await import("drizzle-orm")).sql,
      addResumes: (await import("~/models/resume-queue.server")).addResumes,
      getStorage: (await import("~/utils/storage.server")).getStorage,
    };
  }, 90_000);

  afterAll(async () => {
    await app?.closeDb();
    if (product) await stopProduct(product);
  });

  async function queueBatch(count: number) {
    const { db, schema, sql, addResumes, getStorage } = app;
    const [admin] = await db.execute<{ id: string }>(sql`select id from users where email = 'admin@example.com'`);
    const [t] = await db
      .insert(schema.tournaments)
      .values({ userId: admin!.id, name: "Crash test", jobDescription: "Senior Accountant: GAAP, reconciliations, month-end close, Excel, SAP." })
      .returning();
    const rows: Array<{ fileName: string; storageKey: string; sizeBytes: number; sha256: string }> = [];
    for (let i = 0; i < count; i++) {
      const bytes = await textPdf([[`Candidate ${i} ${randomUUID().slice(0, 6)}`, ...SAMPLE_RESUME.slice(1)]]);
      const key = `tournaments/${t!.id}/${randomUUID()}`;
      const put = await getStorage().put(key, Readable.from([Buffer.from(bytes)]), { contentType: "application/pdf" });
      rows.push({ fileName: `candidate-${i}.pdf`, storageKey: key, sizeBytes: put.size, sha256: put.sha256 });
    }
    await db.transaction((tx) => addResumes(tx, t!.id, rows));
    return t!.id;
  }

  async function progress(tournamentId: string) {
    const { db, sql } = app;
    const [row] = await db.execute<{ finished: number; done: number; total: number; status: string; locked: number }>(sql`
      select count(*) filter (where r.status in ('done','error'))::int as finished,
             count(*) filter (where r.status = 'done')::int as done,
             count(*)::int as total,
             (select status from tournaments where id = ${tournamentId}) as status,
             (select count(*)::int from graphile_worker.jobs where task_identifier = 'process-resume' and locked_by is not null) as locked
        from resumes r where r.tournament_id = ${tournamentId}`);
    return row!;
  }

  it("kill -9 of the worker mid-batch: it is restarted, the batch completes untouched, /healthz never fails", async () => {
    const total = 30;
    const tournamentId = await queueBatch(total);
    const health = watchHealth(product);
    try {
      const firstWorker = onlyChild(product.children().worker);
      // Mid-batch: some resumes finished, one in the worker's hands.
      const atKill = await waitFor(async () => {
        const p = await progress(tournamentId);
        return p.finished >= 3 && p.finished < total && p.locked > 0 ? p : null;
      }, 40_000, 50);
      process.kill(firstWorker, "SIGKILL");

      await product.waitForOutput(/worker stopped unexpectedly \(SIGKILL\); restarting it/);
      await product.waitForOutput(/worker is running again \(pid \d+\)/);
      const secondWorker = onlyChild(product.children().worker);
      expect(secondWorker).not.toBe(firstWorker);
      // Each worker runs with the heap limits that keep its process tree under 600 MB (worker/node-flags.ts).
      for (const pid of [secondWorker]) expect(readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")).toEqual(expect.arrayContaining(WORKER_NODE_FLAGS));
      expect(isAlive(firstWorker)).toBe(false);

      const final = await waitFor(async () => {
        const p = await progress(tournamentId);
        return p.status !== "processing" ? p : null;
      }, 45_000, 200);
      expect(atKill.finished).toBeLessThan(total);
      expect(final).toMatchObject({ status: "completed", total, done: total, finished: total });
    } finally {
      await health.stop();
    }
    expect(health.checks).toBeGreaterThan(5);
    expect(health.failures).toEqual([]);
    expect(product.process.exitCode).toBeNull();
  }, 90_000);

  it("kill -9 of the web process: it is restarted and answers again within seconds", async () => {
    const firstWeb = onlyChild(product.children().web);
    process.kill(firstWeb, "SIGKILL");
    await product.waitForOutput(/web stopped unexpectedly \(SIGKILL\); restarting it/);
    await waitFor(() => product.healthy(), 20_000, 100);
    await product.waitForOutput(/web is answering again/);
    expect(onlyChild(product.children().web)).not.toBe(firstWeb);
    expect(product.process.exitCode).toBeNull();
  }, 60_000);

  it("Ctrl-C (SIGINT to the whole process group) stops everything cleanly and restarts nothing", async () => {
    const { web, worker } = product.children();
    const before = product.output();
    await app.closeDb();
    const code = await stopProduct(product, "group-SIGINT");
    const after = product.output().slice(before.length);

    expect(code).toBe(0);
    expect(after).toContain("Stopped. Your data is kept for the next start.");
    expect(after).not.toMatch(/unexpectedly|restarting|running again|answering again/);
    for (const pid of [...web, ...worker]) expect(isAlive(pid)).toBe(false);
    expect(await product.healthy()).toBe(false);
    // The database stopped too: its folder is free for the next start.
    expect(() => readFileSync(path.join(dataDir, "postgres", "postmaster.pid"))).toThrow();
  }, 60_000);
});

describe("npm start: stopping and giving up", () => {
  it("Ctrl-C that reaches Postgres first (it is in the same process group) still stops cleanly and says so", async () => {
    const product = await startProduct({ dataDir, env: { ADMIN_PASSWORD: "supervisor-admin-password" } });
    const postmaster = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    // Postgres answers the signal first and is gone before npm start begins to stop the rest.
    process.kill(postmaster, "SIGINT");
    await waitFor(async () => !isAlive(postmaster), 20_000, 50);
    const before = product.output();
    const code = await stopProduct(product, "SIGTERM");
    const after = product.output().slice(before.length);

    expect(code).toBe(0);
    expect(after).toContain("Stopped. Your data is kept for the next start.");
  }, 90_000);

  it("SIGTERM to npm start alone (a process manager) stops everything cleanly and restarts nothing", async () => {
    const product = await startProduct({ dataDir, env: { ADMIN_PASSWORD: "supervisor-admin-password" } });
    const { web, worker } = product.children();
    const before = product.output();
    const code = await stopProduct(product, "SIGTERM");
    const after = product.output().slice(before.length);

    expect(code).toBe(0);
    expect(after).toContain("Stopped. Your data is kept for the next start.");
    expect(after).not.toMatch(/unexpectedly|restarting|running again|answering again/);
    for (const pid of [...web, ...worker]) expect(isAlive(pid)).toBe(false);
    expect(() => readFileSync(path.join(dataDir, "postgres", "postmaster.pid"))).toThrow();
  }, 90_000);

  it("gives up after 5 fast crashes of the same process, says so, and stops everything", async () => {
    const product = await startProduct({ dataDir, env: { ADMIN_PASSWORD: "supervisor-admin-password" } });
    try {
      let last = 0;
      for (let crash = 1; crash <= 5; crash++) {
        const pid = await waitFor(async () => {
          const [worker] = product.children().worker;
          return worker && worker !== last ? worker : null;
        }, 20_000, 50);
        process.kill(pid, "SIGKILL");
        last = pid;
        if (crash < 5) await product.waitForOutput(new RegExp(`crash ${crash} of 5 allowed within 60 s`));
      }
      const code = await Promise.race([product.exited, new Promise((r) => setTimeout(() => r("still running"), 30_000))]);
      expect(code).toBe(1);
      expect(product.output()).toMatch(/worker stopped unexpectedly \(SIGKILL\), 5 times within 60 s; giving up and stopping everything\./);
      expect(await product.healthy()).toBe(false);
      expect(() => readFileSync(path.join(dataDir, "postgres", "postmaster.pid"))).toThrow();
    } finally {
      await stopProduct(product);
    }
  }, 90_000);
});
