import { fork } from "node:child_process";
import { createServer } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_RESUMES } from "~/models/sample-tournament.server";
import { db, schema } from "~/utils/db.server";
import { queueEmail } from "~/models/mailer.server";
import { startWorker } from "../../worker/index";
import { createTestUser, uniqueEmail } from "../support/factories";
import { startSmtpServer } from "../support/smtp";
import { waitFor } from "../support/wait";

const smtp = await startSmtpServer();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());


describe("worker", () => {
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  beforeAll(async () => {
    worker = await startWorker({ concurrency: 2 });
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it("delivers the welcome mail over SMTP and marks it sent", async () => {
    const user = await createTestUser();
    const mail = await waitFor(async () => smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(user.email)));
    expect(mail.subject).toBe("Welcome to Tierlist");
    expect(mail.text).toContain("http://localhost:3999/dashboard");
    const row = await waitFor(async () => {
      const [r] = await db.select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.toAddress, user.email), eq(schema.emailOutbox.status, "sent")));
      return r;
    });
    expect(row.sentAt).toBeTruthy();
  });

  it("prepares the sample tournament once, with its sample candidates", async () => {
    const user = await createTestUser();
    const done = await waitFor(async () => {
      const [u] = await db.select().from(schema.users).where(eq(schema.users.id, user.id));
      return u?.setupCompletedAt ? u : null;
    });
    expect(done.setupCompletedAt).toBeTruthy();
    const samples = await db.select().from(schema.tournaments).where(and(eq(schema.tournaments.userId, user.id), eq(schema.tournaments.isSample, true)));
    expect(samples).toHaveLength(1);
    const resumes = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, samples[0]!.id));
    expect(resumes.map((r) => r.fileName).sort()).toEqual(SAMPLE_RESUMES.map((r) => r.fileName).sort());

    // Running the job again changes nothing.
    const { setupAccountJob } = await import("~/jobs/setup-account.server");
    await setupAccountJob.enqueue(db, { userId: user.id });
    await waitFor(async () => {
      const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'setup-account'`);
      return r[0]!.n === 0;
    });
    const again = await db.select().from(schema.tournaments).where(and(eq(schema.tournaments.userId, user.id), eq(schema.tournaments.isSample, true)));
    expect(again).toHaveLength(1);
  });
});

describe("recovery after a worker is killed", () => {
  it("finishes a job whose worker was SIGKILLed mid-job, as soon as a worker starts again", async () => {
    // A mail server that accepts the connection and never answers: the first worker hangs in the job.
    const sockets: import("node:net").Socket[] = [];
    const blackhole = createServer((s) => sockets.push(s));
    await new Promise<void>((r) => blackhole.listen(0, "127.0.0.1", r));
    const hangingUrl = `smtp://127.0.0.1:${(blackhole.address() as { port: number }).port}`;

    const to = uniqueEmail("recover");
    const outboxId = await db.transaction((tx) => queueEmail(tx, { to, kind: "test", subject: "Recovery test", text: "hello", html: "<p>hello</p>" }));

    const child = fork("worker/index.ts", [], {
      execArgv: ["--import", "tsx"],
      env: { ...process.env, SMTP_URL: hangingUrl, WORKER_CONCURRENCY: "1" },
      stdio: "ignore",
    });
    await waitFor(async () => {
      const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where key = ${`email:${outboxId}`} and locked_by is not null`);
      return r[0]!.n === 1;
    });
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));

    const started = Date.now();
    const worker = await startWorker({ concurrency: 1 });
    try {
      const mail = await waitFor(async () => smtp.received.find((m) => JSON.stringify(m.to).includes(to)), 15_000);
      expect(mail.subject).toBe("Recovery test");
      // Recovered at once, not after graphile-worker's 4-hour lock timeout.
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await worker.stop();
      sockets.forEach((s) => s.destroy());
      blackhole.close();
    }
  });
});
