import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addResumes, type NewResume } from "~/models/resume-queue.server";
import { processResume, refreshTournamentStatus } from "~/models/resume-processing.server";
import { db, schema } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";
import { startWorker } from "../../worker/index";
import { docx, encryptedPdf, HTML_PAGE, textPdf, truncatedPdf, utf8Txt, zipBombDocx } from "../fixtures/resume-files";
import { createTestUser } from "../support/factories";
import { waitFor as waitUntil } from "../support/wait";

const waitFor = <T,>(fn: () => Promise<T | undefined | null | false>) => waitUntil(fn, 60_000, 150);


async function stored(tournamentId: string, fileName: string, bytes: Uint8Array): Promise<NewResume> {
  const key = `tournaments/${tournamentId}/${randomUUID()}`;
  const put = await getStorage().put(key, Readable.from([bytes]), { contentType: "application/octet-stream" });
  return { fileName, storageKey: key, sizeBytes: put.size, sha256: put.sha256 };
}

async function newTournament(userId: string) {
  const [t] = await db
    .insert(schema.tournaments)
    .values({ userId, name: "Frontend Developer", keyRequirements: "React\nTypeScript\nCSS", status: "draft" })
    .returning();
  return t!;
}

const tournamentStatus = async (id: string) => (await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, id)))[0]!;

describe("resume pipeline", () => {
  let worker: Awaited<ReturnType<typeof startWorker>>;
  beforeAll(async () => {
    worker = await startWorker({ concurrency: 2 });
  });
  afterAll(async () => {
    await worker.stop();
  });

  it("reads good files, fails bad ones with a reason, and completes the tournament with one mail", async () => {
    const user = await createTestUser();
    const t = await newTournament(user.id);
    const files = [
      await stored(t.id, "good.pdf", await textPdf()),
      await stored(t.id, "good.docx", await docx()),
      await stored(t.id, "good.txt", utf8Txt()),
      await stored(t.id, "locked.pdf", encryptedPdf()),
      await stored(t.id, "cut.pdf", await truncatedPdf()),
      await stored(t.id, "bomb.docx", zipBombDocx()),
      await stored(t.id, "page.pdf", HTML_PAGE),
    ];
    await db.transaction((tx) => addResumes(tx, t.id, files));
    expect((await tournamentStatus(t.id)).status).toBe("processing");

    const done = await waitFor(async () => {
      const row = await tournamentStatus(t.id);
      return row.status === "completed" ? row : null;
    });
    expect(done.completedAt).toBeTruthy();
    expect(done.jobProfile?.requirements.length).toBeGreaterThan(0);

    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, t.id));
    const byName = Object.fromEntries(rows.map((r) => [r.fileName, r]));
    for (const name of ["good.pdf", "good.docx", "good.txt"]) {
      expect(byName[name]!.status, name).toBe("done");
      expect(byName[name]!.tier, name).toMatch(/^[ABCD]$/);
      expect(byName[name]!.analysis?.requirements.length, name).toBeGreaterThan(0);
    }
    expect(byName["locked.pdf"]).toMatchObject({ status: "error" });
    expect(byName["locked.pdf"]!.errorReason).toMatch(/password/i);
    for (const name of ["cut.pdf", "bomb.docx", "page.pdf"]) {
      expect(byName[name]!.status, name).toBe("error");
      expect(byName[name]!.errorReason, name).toBeTruthy();
    }

    const mails = await db
      .select()
      .from(schema.emailOutbox)
      .where(and(eq(schema.emailOutbox.toAddress, user.email), eq(schema.emailOutbox.kind, "processing_complete")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/dashboard/tournament/${t.id}`);

    // Running a finished resume again changes nothing and sends nothing.
    await processResume(byName["good.pdf"]!.id);
    await refreshTournamentStatus(t.id);
    const again = await db.select().from(schema.emailOutbox).where(and(eq(schema.emailOutbox.toAddress, user.email), eq(schema.emailOutbox.kind, "processing_complete")));
    expect(again).toHaveLength(1);
    const [same] = await db.select().from(schema.resumes).where(eq(schema.resumes.id, byName["good.pdf"]!.id));
    expect(same!.attempts).toBe(byName["good.pdf"]!.attempts);
  });

  it("gives the same resume the same score every time", async () => {
    const user = await createTestUser();
    const t = await newTournament(user.id);
    const pdf = await textPdf();
    await db.transaction(async (tx) => addResumes(tx, t.id, [await stored(t.id, "a.pdf", pdf), await stored(t.id, "b.pdf", pdf)]));
    await waitFor(async () => (await tournamentStatus(t.id)).status === "completed");
    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, t.id));
    expect(rows[0]!.score).toBe(rows[1]!.score);
    expect(rows[0]!.analysis).toEqual(rows[1]!.analysis);
  });

  it("reopens a completed tournament when resumes are added", async () => {
    const user = await createTestUser();
    const t = await newTournament(user.id);
    await db.transaction(async (tx) => addResumes(tx, t.id, [await stored(t.id, "first.txt", utf8Txt())]));
    await waitFor(async () => (await tournamentStatus(t.id)).status === "completed");
    await db.transaction(async (tx) => addResumes(tx, t.id, [await stored(t.id, "second.txt", utf8Txt("Jane Doe\nAccountant\nExcel"))]));
    expect((await tournamentStatus(t.id)).status).toBe("processing");
    await waitFor(async () => (await tournamentStatus(t.id)).status === "completed");
    const [{ n }] = await db.execute<{ n: number }>(sql`select count(*)::int as n from resumes where tournament_id = ${t.id} and status = 'done'`);
    expect(n).toBe(2);
  });

  it("marks a tournament as error when no resume could be read", async () => {
    const user = await createTestUser();
    const t = await newTournament(user.id);
    await db.transaction(async (tx) => addResumes(tx, t.id, [await stored(t.id, "x.pdf", HTML_PAGE)]));
    const row = await waitFor(async () => {
      const r = await tournamentStatus(t.id);
      return r.status !== "processing" ? r : null;
    });
    expect(row.status).toBe("error");
  });
});
