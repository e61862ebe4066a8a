import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "~/analysis/builtin";
import { buildJobProfile } from "~/analysis/posting/job-profile";
import { ACCOUNTANT_POSTING, ACCOUNTANT_RESUME } from "../support/test-resumes";
import { processResume } from "~/models/resume-processing.server";
import { action as pageAction } from "~/routes/dashboard.tournament.$id/route";
import { db, schema } from "~/utils/db.server";
import { readToast } from "~/utils/toast.server";
import { createTestUser, formRequest, sessionCookie } from "../support/factories";
import { BASE, call } from "../support/route-call";

async function toastOf(headers: Headers) {
  const cookie = headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}

/** A completed tournament with one analysed resume whose text is stored (its original file is not needed to re-rank). */
async function analysed(userId: string) {
  const profile = buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING });
  const [t] = await db.insert(schema.tournaments).values({ userId, name: "Accountant", jobDescription: ACCOUNTANT_POSTING, jobProfile: profile, keySkills: profile.keySkills, status: "completed" }).returning();
  const a = analyzeResume(profile, ACCOUNTANT_RESUME);
  const [r] = await db
    .insert(schema.resumes)
    .values({ tournamentId: t!.id, fileName: "cv.pdf", storageKey: "tournaments/missing/on-purpose", fileKind: "pdf", status: "done", text: ACCOUNTANT_RESUME, analysis: a, score: a.score, tier: a.tier, stage: "shortlisted", tierOverride: "A" })
    .returning();
  return { t: t!, r: r! };
}

describe("the tournament's life", () => {
  it("re-ranks from the stored text when the requirements change, without a credit, keeping the recruiter's decisions", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const { t, r } = await analysed(user.id);
    const ledgerBefore = await db.select().from(schema.creditLedger).where(eq(schema.creditLedger.userId, user.id));
    const url = `/dashboard/tournament/${t.id}`;

    // A rename alone does not re-rank.
    const renamed = await call(pageAction, formRequest(url, { intent: "edit", name: "Senior Accountant", jobDescription: ACCOUNTANT_POSTING }, { Cookie: cookie }), { id: t.id });
    expect((await toastOf(renamed.headers))?.message).toBe("Tournament saved");
    expect((await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]).toMatchObject({ name: "Senior Accountant", status: "completed" });

    const edited = await call(pageAction, formRequest(url, { intent: "edit", name: "Senior Accountant", jobDescription: ACCOUNTANT_POSTING, keyRequirements: "Kubernetes\nGo" }, { Cookie: cookie }), { id: t.id });
    expect(await toastOf(edited.headers)).toMatchObject({ message: "Re-ranking started", description: "1 candidate will be re-ranked against the new requirements. No credit was used." });
    const [queued] = await db.select().from(schema.resumes).where(eq(schema.resumes.id, r.id));
    expect(queued!.status).toBe("queued");
    expect((await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]).toMatchObject({ status: "processing", jobProfile: null });

    // The worker reads the stored text (the file is not in storage) and scores against the new requirements.
    await processResume(r.id);
    const [done] = await db.select().from(schema.resumes).where(eq(schema.resumes.id, r.id));
    expect(done!.status).toBe("done");
    expect(done!.analysis!.requirements.map((q) => q.label)).toEqual(expect.arrayContaining(["Kubernetes"]));
    expect(done).toMatchObject({ stage: "shortlisted", tierOverride: "A" });
    expect((await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]!.status).toBe("completed");
    expect(await db.select().from(schema.creditLedger).where(eq(schema.creditLedger.userId, user.id))).toHaveLength(ledgerBefore.length);

    const bad = await call(pageAction, formRequest(url, { intent: "edit", name: "  " }, { Cookie: cookie }), { id: t.id });
    expect((await toastOf(bad.headers))?.description).toBe("Tournament name is required");
  });

  it("archives, restores and duplicates (a new tournament uses a credit); someone else's is not found", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const { t } = await analysed(user.id);
    const url = `/dashboard/tournament/${t.id}`;
    await call(pageAction, formRequest(url, { intent: "archive", archived: "on" }, { Cookie: cookie }), { id: t.id });
    expect((await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]!.archivedAt).toBeInstanceOf(Date);
    await call(pageAction, formRequest(url, { intent: "archive", archived: "off" }, { Cookie: cookie }), { id: t.id });
    expect((await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]!.archivedAt).toBeNull();

    const copy = await call(pageAction, formRequest(url, { intent: "duplicate" }, { Cookie: cookie }), { id: t.id });
    const to = copy.headers.get("Location")!;
    expect(to).toMatch(/^\/dashboard\/tournament\/[0-9a-f-]{36}$/);
    const [dup] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, to.split("/").pop()!));
    expect(dup).toMatchObject({ name: "Accountant (copy)", jobDescription: ACCOUNTANT_POSTING, userId: user.id });
    expect((await db.select().from(schema.creditLedger).where(eq(schema.creditLedger.tournamentId, dup!.id)))[0]).toMatchObject({ delta: -1, reason: "tournament" });

    const other = await sessionCookie((await createTestUser()).id);
    for (const fields of [{ intent: "archive", archived: "on" }, { intent: "duplicate" }, { intent: "edit", name: "Mine now" }] as Array<Record<string, string>>) {
      expect((await call(pageAction, formRequest(url, fields, { Cookie: other }), { id: t.id })).status).toBe(404);
    }
    expect((await db.select().from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]).toMatchObject({ name: "Accountant", archivedAt: null });
  });
});
