// Issue 26 on the server: reviewing the requirements spends nothing, the saved
// list is what the worker scores against, and the dashboard's counters add up
// the tournaments listed below them (the sample included).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { processResume } from "~/models/resume-processing.server";
import { createSampleTournament } from "~/models/sample-tournament.server";
import { getCredits } from "~/models/credits.server";
import { action as createAction } from "~/routes/dashboard.create-tournament";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { db, schema } from "~/utils/db.server";
import { postingBasis, REVIEW_FIELD } from "~/utils/requirement-form";
import { utf8Txt } from "../fixtures/resume-files";
import { createTestUser, formRequest, getRequest, sessionCookie } from "../support/factories";
import { call, multipart } from "../support/route-call";

type Review = { basis: string; items: Array<{ id: string; label: string; key: boolean; weight: string; source: string | null }>; removed: string[] };
type Reply = { step: string; review: Review | null };

const POSTING = {
  name: "Line Cook",
  jobDescription: "Requirements\n- 2+ years on a busy grill line\n- Food safety certification\nNice to have\n- Pastry",
  keyRequirements: "Knife skills",
};
const COOK = "Ines Duarte\nLine Cook\nines.duarte@example.com\nExperience\nLine Cook, Harbor Grill, 2019 to Present\nRan the grill and the fryer for 200 covers a night.\nSkills\nKnife skills, grill, food safety, sous vide";

async function signedIn() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookie(user.id) };
}

const ledger = (userId: string) => db.select().from(schema.creditLedger).where(eq(schema.creditLedger.userId, userId));

describe("the requirement review on the create page", () => {
  it("reads the list, applies each button, stores nothing and spends no credit until Create Tournament", async () => {
    const { user, cookie } = await signedIn();
    const before = (await ledger(user.id)).length;
    const review = async (fields: Record<string, string>, extra: Array<[string, string]> = []) => {
      const request = formRequest("/dashboard/create-tournament", { ...POSTING, intent: "review", ...fields }, { Cookie: cookie });
      if (extra.length) {
        const body = new URLSearchParams(await request.text());
        for (const [k, v] of extra) body.append(k, v);
        return call(createAction, new Request(request.url, { method: "POST", headers: request.headers, body }));
      }
      return call(createAction, request);
    };
    const first = await review({});
    expect(first.status).toBe(200);
    const list = (first.data as Reply).review!;
    expect((first.data as Reply).step).toBe("review");
    expect(list.items[0]).toMatchObject({ id: "role", key: true, weight: "counts most", source: "Line Cook" });
    const pastry = list.items.findIndex((i) => i.label === "Pastry");
    expect(list.items[pastry]).toMatchObject({ key: false, source: "- Pastry" });

    // Remove Pastry with its button; the other fields go along as typed.
    const fields: Array<[string, string]> = [["basis", list.basis]];
    for (const item of list.items) fields.push(["req.id", item.id], ["req.label", item.label], ["req.need", item.key ? "must" : "nice"]);
    const removed = await review({ op: `remove:${pastry}` }, fields);
    const after = (removed.data as Reply).review!;
    expect(after.items.map((i) => i.label)).not.toContain("Pastry");
    expect(after.removed).toEqual([list.items[pastry]!.id]);

    expect(await db.select().from(schema.tournaments).where(eq(schema.tournaments.userId, user.id))).toEqual([]);
    expect((await ledger(user.id)).length).toBe(before);
    // A missing name sends the recruiter back to the posting, with the message.
    const nameless = await call(createAction, formRequest("/dashboard/create-tournament", { name: "", intent: "review" }, { Cookie: cookie }));
    expect(nameless.status).toBe(400);
    expect((nameless.data as Reply & { result: { error: Record<string, string[]> } }).result.error.name).toEqual(["Tournament name is required"]);
  });

  it("stores the reviewed list with the tournament, and the worker scores against it", async () => {
    const { user, cookie } = await signedIn();
    // As the page sends it: the list reviewed against this posting.
    const draft = {
      basis: postingBasis(POSTING),
      items: [
        { id: "role", label: "Works as Line Cook", key: true },
        { id: "added:sous-vide", label: "Sous vide", key: true },
        { id: "added:forklift", label: "Forklift licence", key: false },
      ],
      removed: [],
    };
    const created = await call(createAction, multipart("/dashboard/create-tournament", cookie, { ...POSTING, [REVIEW_FIELD]: JSON.stringify(draft) }, [["ines-duarte.txt", utf8Txt(COOK), "text/plain"]]));
    expect(created.status).toBe(302);
    const [t] = await db.select().from(schema.tournaments).where(eq(schema.tournaments.userId, user.id));
    // The role's words are read from the title, not typed: they stay the analyzer's (in plain words).
    expect(t!.requirementReview!.items.map((i) => i.label)).toEqual([expect.stringMatching(/^Works as Line Cook/), "Sous vide", "Forklift licence"]);
    const [resume] = await db.select({ id: schema.resumes.id }).from(schema.resumes).where(eq(schema.resumes.tournamentId, t!.id));
    await processResume(resume!.id);
    const [done] = await db.select({ analysis: schema.resumes.analysis }).from(schema.resumes).where(eq(schema.resumes.id, resume!.id));
    const results = done!.analysis!.requirements;
    expect(results.map((r) => r.label)).toEqual(t!.requirementReview!.items.map((i) => i.label));
    expect(results.find((r) => r.label === "Sous vide")).toMatchObject({ key: true, status: "met" });
    expect(results.find((r) => r.label === "Forklift licence")).toMatchObject({ key: false, status: "not_met" });
    expect((await getCredits(user.id)).used).toBe(1);
  });
});

describe("the dashboard's counters", () => {
  it("count the tournaments listed below them, the sample included", async () => {
    const { user, cookie } = await signedIn();
    const sample = await createSampleTournament(user.id);
    const sampleResumes = await db.select({ id: schema.resumes.id }).from(schema.resumes).where(eq(schema.resumes.tournamentId, sample.tournamentId));
    for (const r of sampleResumes) await processResume(r.id);
    await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: "Line Cook" }, [["ines.txt", utf8Txt(COOK), "text/plain"]]));
    const [mine] = await db.select({ id: schema.tournaments.id }).from(schema.tournaments).where(and(eq(schema.tournaments.userId, user.id), eq(schema.tournaments.name, "Line Cook")));
    const [cv] = await db.select({ id: schema.resumes.id }).from(schema.resumes).where(eq(schema.resumes.tournamentId, mine!.id));
    await processResume(cv!.id);
    await call(createAction, multipart("/dashboard/create-tournament", cookie, { name: "Archived one" }, []));
    await db.update(schema.tournaments).set({ archivedAt: new Date() }).where(and(eq(schema.tournaments.userId, user.id), eq(schema.tournaments.name, "Archived one")));

    const page = (await call(dashboardLoader, getRequest("/dashboard", { Cookie: cookie }))).data as {
      tournaments: Array<{ isSample: boolean; archivedAt: string | null; processedCount: number; tierACount: number }>;
      stats: { active: number; processed: number; tierA: number };
    };
    expect(page.tournaments).toHaveLength(3);
    const listed = page.tournaments;
    expect(page.stats).toEqual({
      active: listed.filter((t) => !t.archivedAt).length,
      processed: listed.reduce((n, t) => n + t.processedCount, 0),
      tierA: listed.reduce((n, t) => n + t.tierACount, 0),
    });
    expect(page.stats.active).toBe(2);
    expect(page.stats.processed).toBe(sampleResumes.length + 1);
    expect(listed.find((t) => t.isSample)!.processedCount).toBe(sampleResumes.length);
  });
});
