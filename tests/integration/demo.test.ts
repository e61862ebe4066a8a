import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_MESSAGES } from "~/utils/demo-messages";
import { createDemoTournament, deleteExpiredDemos } from "~/models/demo.server";
import { processResume } from "~/models/resume-processing.server";
import { action as landingAction, loader as landingLoader } from "~/routes/_index";
import { action as createApi } from "~/routes/api.demo.tournament";
import { loader as statusApi } from "~/routes/api.demo.tournament.$id";
import { action as uploadApi, loader as resumesApi } from "~/routes/api.demo.tournament.$id.resumes";
import { db, schema } from "~/utils/db.server";
import { getStorage } from "~/utils/storage.server";
import { crontab, taskList } from "../../worker/task-list";
import { docx, HTML_PAGE, textPdf, utf8Txt } from "../fixtures/resume-files";
import { createTestUser, getRequest } from "../support/factories";

type FileSpec = { name: string; bytes: Uint8Array };
const BASE = "http://localhost:3999";
const uniqueIp = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const args = (request: Request, params: Record<string, string> = {}, ip = uniqueIp()) => ({ request, params, context: { clientIp: ip } }) as never;

function multipart(url: string, fields: Record<string, string>, files: FileSpec[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append("files", new File([f.bytes as Uint8Array<ArrayBuffer>], f.name));
  return new Request(`${BASE}${url}`, { method: "POST", body: form });
}

function jsonPost(url: string, body: unknown) {
  return new Request(`${BASE}${url}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
}

/** Remix's data() result: the body and init. */
const replyOf = (value: unknown) => value as { data: { error?: Record<string, string[] | null> }; init: { status?: number; headers?: HeadersInit } | null };

const txt = (name: string, text?: string): FileSpec => ({ name, bytes: utf8Txt(text) });

async function demoRows(name: string) {
  return db.select().from(schema.tournaments).where(eq(schema.tournaments.name, name));
}

describe("demo from the landing page", () => {
  it("creates a demo tournament and its queued resumes in one go, then shows its results", async () => {
    const name = `Accountant ${randomUUID()}`;
    const ip = uniqueIp();
    const files = [txt("jordan.txt"), { name: "jordan.pdf", bytes: await textPdf() }, { name: "jordan.docx", bytes: await docx() }];
    const res = (await landingAction(args(multipart("/?index", { name, keyRequirements: "Excel\nGAAP" }, files), {}, ip))) as Response;
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    const id = /^\/\?demo=([0-9a-f-]{36})#try-demo$/.exec(location)?.[1];
    expect(id).toBeTruthy();

    const [t] = await demoRows(name);
    expect(t).toMatchObject({ id, isDemo: true, userId: null, demoClientKey: ip, status: "processing", keyRequirements: "Excel\nGAAP" });
    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id!));
    expect(rows.map((r) => r.fileName).sort()).toEqual(["jordan.docx", "jordan.pdf", "jordan.txt"]);
    for (const r of rows) expect(r.storageKey).toMatch(new RegExp(`^demo/${id}/`));
    expect(await getStorage().list(`demo/${id}`)).toHaveLength(3);
    const keys = sql.join(rows.map((r) => sql`${`resume:${r.id}`}`), sql`, `);
    const jobs = await db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'process-resume' and key in (${keys})`);
    expect(Number(jobs[0]?.n)).toBe(3);

    const page = (await landingLoader(args(getRequest(location)))) as Awaited<ReturnType<typeof landingLoader>>;
    expect(page.demo?.tournament).toMatchObject({ id, name, resumeCount: 3, completed: false });
  });

  it("refuses a demo without a job title or without files, with the spec's messages, and stores nothing", async () => {
    const before = await getStorage().list("demo");
    const noTitle = replyOf(await landingAction(args(multipart("/?index", { name: "  " }, [txt("a.txt")]))));
    expect(noTitle.init?.status).toBe(400);
    expect(noTitle.data.error?.name).toEqual([DEMO_MESSAGES.nameRequired]);

    const noFiles = replyOf(await landingAction(args(multipart("/?index", { name: "Designer" }, []))));
    expect(noFiles.init?.status).toBe(400);
    expect(noFiles.data.error?.files).toEqual(["Please select at least one resume file."]);
    expect(await getStorage().list("demo")).toEqual(before);
  });

  it("refuses six files as a whole", async () => {
    const name = `Six files ${randomUUID()}`;
    const six = Array.from({ length: 6 }, (_, i) => txt(`cv-${i}.txt`));
    const res = replyOf(await landingAction(args(multipart("/?index", { name }, six))));
    expect(res.init?.status).toBe(400);
    expect(res.data.error?.files).toEqual(["Demo is limited to 5 resumes."]);
    expect(res.data.error?.[""]).toEqual(["Too many files"]);
    expect(await demoRows(name)).toHaveLength(0);
  });

  it("refuses a file that is not a resume, naming it", async () => {
    const name = `Bad file ${randomUUID()}`;
    const res = replyOf(await landingAction(args(multipart("/?index", { name }, [txt("ok.txt"), { name: "page.pdf", bytes: HTML_PAGE }]))));
    expect(res.init?.status).toBe(400);
    expect(res.data.error?.files).toEqual(['File "page.pdf" is not an accepted file type.']);
    expect(await demoRows(name)).toHaveLength(0);
  });

  it("rate-limits demos per client, the landing form and the JSON endpoint alike", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(((await createApi(args(jsonPost("/api/demo/tournament", { name: `Limit ${i}` }), {}, ip))) as Response).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const blocked = replyOf(await landingAction(args(multipart("/?index", { name: "One more" }, [txt("a.txt")]), {}, ip)));
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data.error?.[""]).toContain(DEMO_MESSAGES.rateLimited);
    const blockedApi = (await createApi(args(jsonPost("/api/demo/tournament", { name: "Again" }), {}, ip))) as Response;
    expect(blockedApi.status).toBe(429);
    expect(await blockedApi.json()).toEqual({ message: DEMO_MESSAGES.rateLimited });
    // Another client is not affected.
    expect(((await createApi(args(jsonPost("/api/demo/tournament", { name: "Other" })))) as Response).status).toBe(201);
  });
});

describe("demo JSON endpoints", () => {
  it("creates, uploads, caps at five resumes in all and reports status and tiered resumes", async () => {
    const created = (await createApi(
      args(jsonPost("/api/demo/tournament", { name: "Senior Accountant", keyRequirements: "Excel\nGAAP", keySkills: ["Excel"], isPublicDemo: true, isDemoTournament: true })),
    )) as Response;
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const invalid = (await createApi(args(jsonPost("/api/demo/tournament", { jobDescription: "no title" })))) as Response;
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toBe(DEMO_MESSAGES.nameRequired);

    const url = `/api/demo/tournament/${id}/resumes`;
    const up = (await uploadApi(args(multipart(url, {}, [txt("a.txt"), txt("b.txt", "Casey Morgan\nLine Cook\nFood safety"), txt("c.txt")]), { id }))) as Response;
    expect(up.status).toBe(201);
    const over = (await uploadApi(args(multipart(url, {}, [txt("d.txt"), txt("e.txt"), txt("f.txt")]), { id }))) as Response;
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ message: "Demo is limited to 5 resumes.", errors: ["Demo is limited to 5 resumes."] });
    const none = (await uploadApi(args(multipart(url, {}, []), { id }))) as Response;
    expect(((await none.json()) as { message: string }).message).toBe("Please select at least one resume file.");
    const bad = (await uploadApi(args(multipart(url, {}, [{ name: "x.pdf", bytes: HTML_PAGE }]), { id }))) as Response;
    expect(((await bad.json()) as { message: string }).message).toBe('File "x.pdf" is not an accepted file type.');
    expect(await getStorage().list(`demo/${id}`)).toHaveLength(3);

    const status = (await statusApi(args(getRequest(`/api/demo/tournament/${id}`), { id }))) as Response;
    expect(await status.json()).toMatchObject({ id, name: "Senior Accountant", status: "processing", isDemoTournament: true, resumeCount: 3, progress: 0 });

    const rows = await db.select({ id: schema.resumes.id }).from(schema.resumes).where(eq(schema.resumes.tournamentId, id));
    for (const r of rows) await processResume(r.id);

    const done = (await (await statusApi(args(getRequest(`/api/demo/tournament/${id}`), { id }))).json()) as Record<string, unknown>;
    expect(done).toMatchObject({ status: "completed", processedCount: 3, progress: 100, completed: true });
    const list = (await (await resumesApi(args(getRequest(url), { id }))).json()) as Array<{ fileName: string; status: string; tier: string; pros: string[]; cons: string[]; extractedSkills: string[] }>;
    expect(list).toHaveLength(3);
    for (const r of list) {
      expect(r.status).toBe("done");
      expect(r.tier).toMatch(/^[ABCD]$/);
      expect(Array.isArray(r.pros) && Array.isArray(r.cons) && Array.isArray(r.extractedSkills)).toBe(true);
    }
    const tiers = list.map((r) => r.tier);
    expect(tiers).toEqual([...tiers].sort());
    expect(list.at(-1)!.fileName).toBe("b.txt");
  });

  it("answers 404 for a user's tournament, an unknown id and a malformed id, on every demo route", async () => {
    const user = await createTestUser();
    const [own] = await db.insert(schema.tournaments).values({ userId: user.id, name: "Private", status: "draft" }).returning();
    await db.insert(schema.resumes).values({ tournamentId: own!.id, fileName: "secret.txt", status: "done" });
    for (const id of [own!.id, randomUUID(), "not-a-uuid", "../../etc"]) {
      expect(((await statusApi(args(getRequest(`/api/demo/tournament/${id}`), { id }))) as Response).status, id).toBe(404);
      expect(((await resumesApi(args(getRequest(`/api/demo/tournament/${id}/resumes`), { id }))) as Response).status, id).toBe(404);
      const up = (await uploadApi(args(multipart(`/api/demo/tournament/${id}/resumes`, {}, [txt("x.txt")]), { id }))) as Response;
      expect(up.status, id).toBe(404);
      const page = (await landingLoader(args(getRequest(`/?demo=${encodeURIComponent(id)}`)))) as Awaited<ReturnType<typeof landingLoader>>;
      expect(page.demo, id).toBeNull();
      expect(page.demoMissing, id).toBe(true);
    }
    const rows = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, own!.id));
    expect(rows).toHaveLength(1);
  });
});

describe("expired demo clean-up", () => {
  async function storedFile(prefix: string) {
    const key = `${prefix}/${randomUUID()}`;
    const put = await getStorage().put(key, (async function* () {
      yield utf8Txt();
    })(), { contentType: "text/plain" });
    return { key, fileName: "cv.txt", kind: "txt" as const, contentType: "text/plain", size: put.size, sha256: put.sha256 };
  }

  it("deletes demos older than 24 hours with their files, keeps fresh demos and never touches other tournaments", async () => {
    const oldId = randomUUID();
    const freshId = randomUUID();
    await createDemoTournament({ id: oldId, input: { name: "Old demo", keySkills: [] }, clientKey: "x", files: [await storedFile(`demo/${oldId}`)] });
    await createDemoTournament({ id: freshId, input: { name: "Fresh demo", keySkills: [] }, clientKey: "x", files: [await storedFile(`demo/${freshId}`)] });
    const user = await createTestUser();
    const [own] = await db.insert(schema.tournaments).values({ userId: user.id, name: "Old but mine", status: "draft" }).returning();
    const ownFile = await storedFile(`tournaments/${own!.id}`);
    await db.insert(schema.resumes).values({ tournamentId: own!.id, fileName: "mine.txt", storageKey: ownFile.key });
    const dayAndHourAgo = new Date(Date.now() - 25 * 3600_000);
    await db.update(schema.tournaments).set({ createdAt: dayAndHourAgo }).where(inArray(schema.tournaments.id, [oldId, own!.id]));

    const deleted = await deleteExpiredDemos();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: schema.tournaments.id }).from(schema.tournaments).where(inArray(schema.tournaments.id, [oldId, freshId, own!.id]));
    expect(left.map((r) => r.id).sort()).toEqual([freshId, own!.id].sort());
    expect(await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, oldId))).toHaveLength(0);
    expect(await getStorage().list(`demo/${oldId}`)).toEqual([]);
    expect(await getStorage().list(`demo/${freshId}`)).toHaveLength(1);
    expect(await getStorage().list(`tournaments/${own!.id}`)).toEqual([ownFile.key]);

    // Idempotent, and run hourly by the worker through the task list.
    const task = taskList["delete-expired-demos"]!;
    await task({ _cron: { ts: new Date().toISOString(), backfilled: false } }, { logger: { info() {} } } as never);
    expect(await db.select({ id: schema.tournaments.id }).from(schema.tournaments).where(inArray(schema.tournaments.id, [freshId, own!.id]))).toHaveLength(2);
    expect(crontab).toMatch(/^\S+ \* \* \* \* delete-expired-demos\b/m);
  });
});
