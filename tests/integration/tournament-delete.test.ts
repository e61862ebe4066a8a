import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getCredits } from "~/models/credits.server";
import { failResume, processResume } from "~/models/resume-processing.server";
import { action as createAction } from "~/routes/dashboard.create-tournament";
import { action as pageAction, loader as pageLoader } from "~/routes/dashboard.tournament.$id/route";
import { db, schema } from "~/utils/db.server";
import { utf8Txt } from "../fixtures/resume-files";
import { isStored } from "../support/stored";
import { createTestUser, formRequest, getRequest, sessionCookie } from "../support/factories";
import { call, multipart, toastOf } from "../support/route-call";

async function signedIn() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookie(user.id) };
}

async function createWithFiles(cookie: string, files: Array<[string, Uint8Array]>) {
  const res = await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: "Accountants" }, files));
  expect(res.status).toBe(302);
  return res.headers.get("Location")!.split("/").pop()!;
}

const remove = (id: string, cookie: string) => call(pageAction, formRequest(`/dashboard/tournament/${id}`, { intent: "delete" }, { Cookie: cookie }), { id });

describe("deleting a tournament", () => {
  it("removes an unused tournament with its resumes and files, and gives its credit back once", async () => {
    const { user, cookie } = await signedIn();
    const id = await createWithFiles(cookie, [["a.txt", utf8Txt()], ["b.txt", utf8Txt()]]);
    const keys = (await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id))).map((r) => r.storageKey!);
    expect(keys).toHaveLength(2);
    expect(await isStored(keys[0]!)).toBe(true);
    expect((await getCredits(user.id)).available).toBe(1);

    // The page offers it, and says the credit comes back.
    const page = await call(pageLoader, getRequest(`/dashboard/tournament/${id}`, { Cookie: cookie }), { id });
    expect((page.data as { deletion: unknown }).deletion).toMatchObject({ resumes: 2, debited: true, refund: true });

    const res = await remove(id, cookie);
    expect([res.status, res.headers.get("Location")]).toEqual([302, "/dashboard/tournaments"]);
    expect(await toastOf(res.headers)).toMatchObject({ message: "Tournament deleted", description: expect.stringContaining("Its tournament credit is back in your account.") });
    expect(await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, id))).toHaveLength(0);
    expect(await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id))).toHaveLength(0);
    for (const key of keys) expect(await isStored(key)).toBe(false);

    const credits = await getCredits(user.id);
    expect(credits).toMatchObject({ available: 2, total: 2, used: 0 });
    const refunds = await db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, user.id), eq(schema.creditLedger.reason, "refund")));
    expect(refunds).toEqual([expect.objectContaining({ delta: 1, tournamentId: id })]);
    // A replayed delete finds nothing, and the ledger's key refuses a second give-back.
    expect((await remove(id, cookie)).status).toBe(404);
    await expect(db.insert(schema.creditLedger).values({ userId: user.id, delta: 1, reason: "refund", tournamentId: id })).rejects.toThrow();
    expect((await getCredits(user.id)).available).toBe(2);
  });

  it("keeps the credit spent when a resume was analysed", async () => {
    const { user, cookie } = await signedIn();
    const id = await createWithFiles(cookie, [["a.txt", utf8Txt()]]);
    for (const r of await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id))) await processResume(r.id);
    const page = await call(pageLoader, getRequest(`/dashboard/tournament/${id}`, { Cookie: cookie }), { id });
    expect((page.data as { deletion: unknown }).deletion).toMatchObject({ resumes: 1, debited: true, refund: false });

    const res = await remove(id, cookie);
    expect(res.status).toBe(302);
    expect((await toastOf(res.headers))?.description).not.toContain("credit");
    expect(await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, id))).toHaveLength(0);
    expect((await getCredits(user.id)).available).toBe(1);
  });

  it("keeps the credit spent after a re-rank: editing the posting puts every resume back in the queue, and the delete right after still sees a used tournament", async () => {
    // Issue 24.2: the delete counted resumes "done" at that moment; a re-rank leaves none, so edit + delete gave the credit back, again and again.
    const { user, cookie } = await signedIn();
    const id = await createWithFiles(cookie, [["a.txt", utf8Txt()], ["b.txt", utf8Txt()]]);
    for (const r of await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id))) await processResume(r.id);
    const url = `/dashboard/tournament/${id}`;
    const edited = await call(pageAction, formRequest(url, { intent: "edit", name: "Accountants", jobDescription: "Staff accountant.", keyRequirements: "CPA" }, { Cookie: cookie }), { id });
    expect(await toastOf(edited.headers)).toMatchObject({ message: "Re-ranking started" });
    const statuses = await db.select({ status: schema.resumes.status }).from(schema.resumes).where(eq(schema.resumes.tournamentId, id));
    expect(statuses.map((r) => r.status)).toEqual(["queued", "queued"]);

    const page = await call(pageLoader, getRequest(url, { Cookie: cookie }), { id });
    expect((page.data as { deletion: unknown }).deletion).toMatchObject({ resumes: 2, debited: true, refund: false });
    const res = await remove(id, cookie);
    expect(res.status).toBe(302);
    expect((await toastOf(res.headers))?.description).toBe("“Accountants” and 2 resumes were deleted.");
    expect((await getCredits(user.id)).available).toBe(1);
    expect(await db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, user.id), eq(schema.creditLedger.reason, "refund")))).toEqual([]);
  });

  it("gives the credit back for a tournament whose every file was unreadable: nothing was ever analysed", async () => {
    const { user, cookie } = await signedIn();
    const id = await createWithFiles(cookie, [["a.txt", utf8Txt()]]);
    for (const r of await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id))) await failResume(r.id, "The file could not be read.");
    const res = await remove(id, cookie);
    expect(await toastOf(res.headers)).toMatchObject({ description: expect.stringContaining("Its tournament credit is back in your account.") });
    expect((await getCredits(user.id)).available).toBe(2);
  });

  it("refuses another user and a visitor, and deletes nothing", async () => {
    const { user: owner, cookie: ownerCookie } = await signedIn();
    const { user: other, cookie: otherCookie } = await signedIn();
    const id = await createWithFiles(ownerCookie, [["a.txt", utf8Txt()]]);
    const [resume] = await db.select().from(schema.resumes).where(eq(schema.resumes.tournamentId, id));

    expect((await remove(id, otherCookie)).status).toBe(404);
    const visitor = await call(pageAction, formRequest(`/dashboard/tournament/${id}`, { intent: "delete" }), { id });
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\/login/);
    expect((await remove(randomUUID(), otherCookie)).status).toBe(404);

    expect(await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, id))).toHaveLength(1);
    expect(await isStored(resume!.storageKey!)).toBe(true);
    expect((await getCredits(owner.id)).available).toBe(1);
    expect((await getCredits(other.id)).available).toBe(2);
  });

  it("never creates a tournament when every chosen file was refused (JavaScript off)", async () => {
    const { user, cookie } = await signedIn();
    const files = Array.from({ length: 30 }, (_, i) => [`cv-${i}.txt`, utf8Txt()] as [string, Uint8Array]);
    const res = await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: "Too many" }, files));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.data)).toContain("You can only upload up to 10 files.");
    expect(await db.select().from(schema.tournaments).where(and(eq(schema.tournaments.userId, user.id), eq(schema.tournaments.name, "Too many")))).toHaveLength(0);
    expect((await getCredits(user.id)).available).toBe(2);
  });
});

