import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ResumeAnalysis, Tier } from "~/analysis/types";
import { analyzeResume } from "~/analysis/builtin";
import { locationFromText } from "~/analysis/resume/candidate-headline";
import { buildJobProfile } from "~/analysis/posting/job-profile";
import { ACCOUNTANT_POSTING, ACCOUNTANT_RESUME } from "../support/test-resumes";
import { candidateSearch, parseCandidateQuery } from "~/models/candidate-query";
import { loader as csvLoader } from "~/routes/api.tournaments.$id.export.csv";
import { action as candidateAction, loader as candidateLoader } from "~/routes/dashboard.tournament.$id_.candidate.$resumeId";
import { loader as compareLoader } from "~/routes/dashboard.tournament.$id_.compare";
import { action as pageAction, loader as pageLoader } from "~/routes/dashboard.tournament.$id/route";
import { db, schema } from "~/utils/db.server";
import { readToast } from "~/utils/toast.server";
import { listColumnsOf } from "~/models/resume-processing.server";
import { createTestUser, formRequest, getRequest, sessionCookie } from "../support/factories";
import { BASE, call } from "../support/route-call";

type Page = Awaited<ReturnType<typeof pageLoader>>;

async function signedIn() {
  const user = await createTestUser();
  return { user, cookie: await sessionCookie(user.id) };
}

function analysis(tier: Tier, score: number, met: string[], email = "x@example.com"): ResumeAnalysis {
  return {
    summary: "",
    skills: ["Excel"],
    pros: [],
    cons: [],
    followUpQuestions: [],
    contact: { email, links: [] },
    score,
    tier,
    requirements: ["CPA", "Excel", "Audit", "Tax"].map((label, i) => ({ requirementId: `r${i}`, label, kind: "skill" as const, key: true, status: met.includes(label) ? ("met" as const) : ("not_met" as const), evidence: met.includes(label) ? label : null })),
    yearsOfExperience: 5,
    engine: "builtin",
  };
}

/** A tournament of five people with names, titles and years, and one duplicate file. */
async function workspace(userId: string) {
  const [t] = await db.insert(schema.tournaments).values({ userId, name: "Accountant", status: "completed" }).returning();
  const people: Array<[string, string, number, Tier, number, string[], string | null]> = [
    ["Maria Gonzalez", "Senior Accountant", 12, "A", 95, ["CPA", "Excel", "Audit", "Tax"], "sha-maria"],
    ["James Carter", "Staff Accountant", 3, "B", 75, ["Excel", "Audit"], "sha-james"],
    ["Priya Nair", "Financial Analyst", 8, "C", 55, ["Excel"], null],
    ["Tom Becker", "Bookkeeper", 1, "D", 20, [], null],
    ["Maria Gonzalez", "Senior Accountant", 12, "A", 95, ["CPA", "Excel", "Audit", "Tax"], "sha-maria"],
  ];
  const rows = await db
    .insert(schema.resumes)
    .values(
      people.map(([name, title, years, tier, score, met, sha], i) => {
        const a = analysis(tier, score, met, `${name.split(" ")[0]!.toLowerCase()}@example.com`);
        return { tournamentId: t!.id, fileName: `resume-${20393720 + i}.pdf`, status: "done" as const, position: i, analysis: a, skills: a.skills, contact: a.contact, ...listColumnsOf(a), score, tier, candidateName: name, currentTitle: title, yearsExperience: years, sha256: sha };
      }),
    )
    .returning();
  return { t: t!, rows };
}

const list = async (id: string, cookie: string, search = "") => (await call(pageLoader, getRequest(`/dashboard/tournament/${id}${search}`, { Cookie: cookie }), { id })).data as Page;
const names = (page: Page) => page.list!.rows.map((r) => r.candidateName);

function postForm(url: string, cookie: string, fields: Array<[string, string]>) {
  return new Request(`${BASE}${url}`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" } });
}
async function toastOf(headers: Headers) {
  const cookie = headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await readToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}

describe("the analysis reads the person", () => {
  it("finds the current title, location and years of a resume", () => {
    const a = analyzeResume(buildJobProfile({ name: "Accountant", description: ACCOUNTANT_POSTING }), ACCOUNTANT_RESUME);
    expect(a.currentTitle).toBeTruthy();
    expect(a.yearsOfExperience).toBeGreaterThan(0);
    expect(locationFromText("Jo Smith\nAustin, TX 78701 | jo@example.com")).toBe("Austin, TX");
    expect(locationFromText("Jo Smith\nToronto, Ontario")).toBe("Toronto, Ontario");
    expect(locationFromText("Jo Smith\nRemote | jo@example.com")).toBe("Remote");
    expect(locationFromText("Jo Smith\nSkills: Excel, Word")).toBeNull();
  });

  it("keeps the list's state in the URL, defaults left out", () => {
    const q = parseCandidateQuery(new URLSearchParams("sort=name&tier=b&stage=shortlisted&q=%20acc%20&page=2"));
    expect(q).toEqual({ view: "list", tier: "B", stage: "shortlisted", q: "acc", sort: "name", dir: "asc", page: 2 });
    expect(candidateSearch(q, { tier: null })).toBe("?stage=shortlisted&q=acc&sort=name");
    expect(candidateSearch(parseCandidateQuery(new URLSearchParams("sort=nonsense&page=-3")))).toBe("?");
  });
});

describe("the ranked list", () => {
  it("shows people best first, sorts by name, years and score, filters by tier, stage and text, and marks the duplicate", async () => {
    const { user, cookie } = await signedIn();
    const { t } = await workspace(user.id);
    const page = await list(t.id, cookie);
    expect(page.query.view).toBe("list");
    expect(page.cards).toEqual([]);
    expect(names(page)).toEqual(["Maria Gonzalez", "Maria Gonzalez", "James Carter", "Priya Nair", "Tom Becker"]);
    const first = page.list!.rows[0]!;
    expect(first).toMatchObject({ currentTitle: "Senior Accountant", yearsExperience: 12, matched: ["CPA", "Excel", "Audit"], requirementsMet: 4, requirementsTotal: 4, duplicateOf: null });
    expect(page.list!.rows[1]!.duplicateOf).toEqual({ fileName: "resume-20393720.pdf", sameFile: true });
    // Another file with an earlier candidate's email (James Carter's) is marked as the same person.
    const tom = (await db.update(schema.resumes).set({ contactEmail: "james@example.com" }).where(and(eq(schema.resumes.tournamentId, t.id), eq(schema.resumes.candidateName, "Tom Becker"))).returning())[0]!;
    expect((await list(t.id, cookie)).list!.rows.find((r) => r.id === tom.id)!.duplicateOf).toEqual({ fileName: "resume-20393721.pdf", sameFile: false });
    expect(names(await list(t.id, cookie, "?sort=name"))).toEqual(["James Carter", "Maria Gonzalez", "Maria Gonzalez", "Priya Nair", "Tom Becker"]);
    expect(names(await list(t.id, cookie, "?sort=name&dir=desc"))[0]).toBe("Tom Becker");
    expect(names(await list(t.id, cookie, "?sort=years&dir=asc"))).toEqual(["Tom Becker", "James Carter", "Priya Nair", "Maria Gonzalez", "Maria Gonzalez"]);
    expect(names(await list(t.id, cookie, "?sort=score&dir=asc"))[0]).toBe("Tom Becker");
    expect(names(await list(t.id, cookie, "?tier=B"))).toEqual(["James Carter"]);
    expect(names(await list(t.id, cookie, "?q=analyst"))).toEqual(["Priya Nair"]);
    expect(names(await list(t.id, cookie, "?q=carter"))).toEqual(["James Carter"]);
    expect(names(await list(t.id, cookie, "?q=%25"))).toEqual([]);
    expect((await list(t.id, cookie, "?stage=shortlisted")).list!.rows).toEqual([]);

    // Blind view: no names in the search, none to sort by.
    await db.update(schema.tournaments).set({ blindView: true }).where(eq(schema.tournaments.id, t.id));
    expect(names(await list(t.id, cookie, "?q=carter"))).toEqual([]);
  });

  it("pages 1,000 candidates 50 at a time", async () => {
    const { user, cookie } = await signedIn();
    const [t] = await db.insert(schema.tournaments).values({ userId: user.id, name: "Big", status: "completed" }).returning();
    const a = analysis("B", 75, ["Excel"]);
    const rows = Array.from({ length: 1000 }, (_, i) => ({ tournamentId: t!.id, fileName: `cv-${i}.pdf`, status: "done" as const, position: i, analysis: a, score: i % 100, tier: "B" as const, candidateName: `Person ${i}` }));
    for (let i = 0; i < rows.length; i += 250) await db.insert(schema.resumes).values(rows.slice(i, i + 250));
    const page = await list(t!.id, cookie, "?page=20");
    expect(page.list!.page).toEqual({ current: 20, count: 20, size: 50 });
    expect(page.list!.rows).toHaveLength(50);
    // Scores 0-99, ten of each: the last page holds the lowest five.
    expect(page.list!.rows.every((r) => r.score! <= 4)).toBe(true);
    // Past the end: the last page. A text search is counted on its own: "Person 99" and "Person 990"-"Person 999".
    expect((await list(t!.id, cookie, "?page=99")).list!.page.current).toBe(20);
    const found = await list(t!.id, cookie, "?q=Person%2099");
    expect([found.list!.shown, found.list!.page.count, found.list!.rows.length]).toEqual([11, 1, 11]);
  });

  it("summarises analyses saved before the list columns existed (migration 0010's backfill)", async () => {
    const { user, cookie } = await signedIn();
    const { t } = await workspace(user.id);
    await db.update(schema.resumes).set({ matchedRequirements: [], requirementsMet: 0, requirementsTotal: 0, contactEmail: null }).where(eq(schema.resumes.tournamentId, t.id));
    const migration = readFileSync("db/migrations/0010_list_row_columns.sql", "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes("UPDATE"))!;
    await db.execute(sql.raw(backfill));
    const rows = (await list(t.id, cookie)).list!.rows;
    expect(rows.map((r) => [r.matched, r.requirementsMet, r.requirementsTotal])).toEqual([
      [["CPA", "Excel", "Audit"], 4, 4],
      [["CPA", "Excel", "Audit"], 4, 4],
      [["Excel", "Audit"], 2, 4],
      [["Excel"], 1, 4],
      [[], 0, 4],
    ]);
    const emails = await db.select({ email: schema.resumes.contactEmail }).from(schema.resumes).where(eq(schema.resumes.tournamentId, t.id)).orderBy(schema.resumes.position);
    expect(emails.map((e) => e.email)).toEqual(["maria@example.com", "james@example.com", "priya@example.com", "tom@example.com", "maria@example.com"]);
  });
});

describe("decisions with a trail", () => {
  it("moves one candidate or a selection, audits who and when, and undoes a batch", async () => {
    const { user, cookie } = await signedIn();
    const { t, rows } = await workspace(user.id);
    const url = `/dashboard/tournament/${t.id}`;
    const back = `${url}?sort=name`;

    const one = await call(pageAction, formRequest(url, { intent: `set-stage:shortlisted:${rows[1]!.id}`, redirectTo: back }, { Cookie: cookie }), { id: t.id });
    expect([one.status, one.headers.get("Location")]).toEqual([302, back]);
    expect((await toastOf(one.headers))?.message).toBe("Moved to Shortlisted");

    const bulk = await call(pageAction, postForm(url, cookie, [["intent", "bulk-stage"], ["stage", "rejected"], ["ids", rows[2]!.id], ["ids", rows[3]!.id]]), { id: t.id });
    expect((await toastOf(bulk.headers))?.description).toMatch(/^2 candidates moved/);
    const tiers = await call(pageAction, postForm(url, cookie, [["intent", "bulk-tier"], ["tier", "A"], ["reason", "Strong portfolio"], ["ids", rows[2]!.id], ["ids", rows[3]!.id]]), { id: t.id });
    expect(tiers.status).toBe(302);

    let page = await list(t.id, cookie, "?stage=rejected");
    expect(names(page)).toEqual(["Priya Nair", "Tom Becker"]);
    expect(page.list!.rows.every((r) => r.tierOverride === "A")).toBe(true);
    expect(page.counts.stages).toEqual({ new: 2, shortlisted: 1, contacted: 0, rejected: 2 });
    expect(page.last).toMatchObject({ kind: "tier", toValue: "A", count: 2, actor: user.email });

    const events = await db.select().from(schema.candidateEvents).where(eq(schema.candidateEvents.tournamentId, t.id));
    expect(events).toHaveLength(5);
    expect(events.find((e) => e.kind === "tier")).toMatchObject({ actorUserId: user.id, reason: "Strong portfolio", fromValue: null, toValue: "A" });

    // Undo the tier batch: both go back to the AI's tier; the stage batch stays.
    const undo = await call(pageAction, formRequest(url, { intent: "undo", batchId: page.last!.batchId }, { Cookie: cookie }), { id: t.id });
    expect((await toastOf(undo.headers))?.message).toBe("Change undone");
    page = await list(t.id, cookie, "?stage=rejected");
    expect(page.list!.rows.map((r) => r.tierOverride)).toEqual([null, null]);
    expect(page.last).toMatchObject({ kind: "stage", toValue: "rejected", count: 2 });

    // Readable messages for bad input.
    const none = await call(pageAction, postForm(url, cookie, [["intent", "bulk-stage"], ["stage", "rejected"]]), { id: t.id });
    expect((await toastOf(none.headers))?.description).toBe("Select at least one candidate first.");
    // A stage this tournament doesn't have (another may have "hired"), and a value that is no stage at all.
    const badStage = await call(pageAction, postForm(url, cookie, [["intent", "bulk-stage"], ["stage", "hired"], ["ids", rows[0]!.id]]), { id: t.id });
    expect((await toastOf(badStage.headers))?.description).toBe("That stage is not one of this tournament's. Choose another.");
    const noStage = await call(pageAction, postForm(url, cookie, [["intent", "bulk-stage"], ["stage", "<hired>"], ["ids", rows[0]!.id]]), { id: t.id });
    expect((await toastOf(noStage.headers))?.description).toBe("Choose a stage.");
    expect((await db.select({ stage: schema.resumes.stage }).from(schema.resumes).where(eq(schema.resumes.id, rows[0]!.id)))[0]!.stage).not.toBe("hired");
  });

  it("keeps notes and the history on the candidate's page", async () => {
    const { user, cookie } = await signedIn();
    const { t, rows } = await workspace(user.id);
    const url = `/dashboard/tournament/${t.id}/candidate/${rows[0]!.id}`;
    const params = { id: t.id, resumeId: rows[0]!.id };
    expect((await toastOf((await call(candidateAction, formRequest(url, { intent: "add-note", note: "  Ask about Big Four  " }, { Cookie: cookie }), params)).headers))?.message).toBe("Note added");
    expect((await toastOf((await call(candidateAction, formRequest(url, { intent: "add-note", note: "   " }, { Cookie: cookie }), params)).headers))?.description).toBe("Write something first.");
    await call(candidateAction, formRequest(url, { intent: "set-tier", tier: "B", reason: "No licence yet" }, { Cookie: cookie }), params);
    await call(candidateAction, formRequest(url, { intent: "set-stage", stage: "contacted" }, { Cookie: cookie }), params);
    const page = (await call(candidateLoader, getRequest(url, { Cookie: cookie }), params)).data as Awaited<ReturnType<typeof candidateLoader>>;
    expect(page.name).toBe("Maria Gonzalez");
    // Previous / Next follow the ranking, with the recruiter's tier B for Maria: her duplicate (A) first, then her, then James (B, 75).
    expect(page.neighbours).toEqual({ prev: rows[4]!.id, next: rows[1]!.id, rank: 2, total: 5 });
    const james = (await call(candidateLoader, getRequest(`/dashboard/tournament/${t.id}/candidate/${rows[1]!.id}`, { Cookie: cookie }), { id: t.id, resumeId: rows[1]!.id })).data as typeof page;
    expect(james.neighbours).toEqual({ prev: rows[0]!.id, next: rows[2]!.id, rank: 3, total: 5 });
    expect(page.trail.notes).toEqual([expect.objectContaining({ body: "Ask about Big Four", author: user.email })]);
    expect(page.trail.events.map((e) => [e.kind, e.fromValue, e.toValue, e.reason])).toEqual([
      ["stage", "new", "contacted", null],
      ["tier", null, "B", "No licence yet"],
    ]);
    expect(page.candidate).toMatchObject({ stage: "contacted", tierOverride: "B" });
    const noteCount = (await list(t.id, cookie)).list!.rows.find((r) => r.id === rows[0]!.id)!.noteCount;
    expect(noteCount).toBe(1);
    // Deleting a note is a change of the trail, and can be undone like one; both change the cached page (its version).
    const version = async () => (await db.select({ v: schema.tournaments.version }).from(schema.tournaments).where(eq(schema.tournaments.id, t.id)))[0]!.v;
    const v0 = await version();
    const deleted = await call(candidateAction, formRequest(url, { intent: "delete-note", noteId: page.trail.notes[0]!.id }, { Cookie: cookie }), params);
    expect((await toastOf(deleted.headers))?.message).toBe("Note deleted");
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    const after = (await call(candidateLoader, getRequest(url, { Cookie: cookie }), params)).data as typeof page;
    expect(after.trail.notes).toEqual([]);
    expect(after.trail.events[0]).toMatchObject({ kind: "note", reason: "Ask about Big Four", actor: user.email, undoneAt: null });
    expect((await list(t.id, cookie)).list!.rows.find((r) => r.id === rows[0]!.id)!.noteCount).toBe(0);
    expect((await list(t.id, cookie)).last).toMatchObject({ kind: "note", count: 1 });
    const again = await call(candidateAction, formRequest(url, { intent: "delete-note", noteId: page.trail.notes[0]!.id }, { Cookie: cookie }), params);
    expect((await toastOf(again.headers))?.description).toBe("That note no longer exists.");
    const undo = await call(candidateAction, formRequest(url, { intent: "undo", batchId: after.trail.events[0]!.batchId }, { Cookie: cookie }), params);
    expect((await toastOf(undo.headers))?.description).toBe("The note is back.");
    expect(await version()).toBeGreaterThan(v1);
    const back = (await call(candidateLoader, getRequest(url, { Cookie: cookie }), params)).data as typeof page;
    expect(back.trail.notes).toEqual([expect.objectContaining({ body: "Ask about Big Four" })]);
    expect(back.trail.events[0]!.undoneAt).not.toBeNull();
    expect((await list(t.id, cookie)).list!.rows.find((r) => r.id === rows[0]!.id)!.noteCount).toBe(1);
  });

  it("shows someone else's tournament, candidate, comparison and CSV as not found, and changes nothing", async () => {
    const { user } = await signedIn();
    const other = await signedIn();
    const { t, rows } = await workspace(user.id);
    const asOther = { Cookie: other.cookie };
    const url = `/dashboard/tournament/${t.id}`;
    expect((await call(pageAction, formRequest(url, { intent: `set-stage:rejected:${rows[0]!.id}` }, asOther), { id: t.id })).status).toBe(404);
    expect((await call(pageAction, postForm(url, other.cookie, [["intent", "bulk-tier"], ["tier", "D"], ["ids", rows[0]!.id]]), { id: t.id })).status).toBe(404);
    expect((await call(pageAction, formRequest(url, { intent: "undo", batchId: randomUUID() }, asOther), { id: t.id })).status).toBe(404);
    const params = { id: t.id, resumeId: rows[0]!.id };
    expect((await call(candidateAction, formRequest(`${url}/candidate/${rows[0]!.id}`, { intent: "add-note", note: "hi" }, asOther), params)).status).toBe(404);
    expect((await call(compareLoader, getRequest(`${url}/compare?ids=${rows[0]!.id}&ids=${rows[1]!.id}`, asOther), { id: t.id })).status).toBe(404);
    expect((await call(csvLoader, getRequest(`/api/tournaments/${t.id}/export/csv`, asOther), { id: t.id })).status).toBe(404);
    // Another tournament's candidate, moved from the user's own tournament page: not found either.
    const mine = await workspace(other.user.id);
    expect((await call(pageAction, formRequest(`/dashboard/tournament/${mine.t.id}`, { intent: `set-stage:rejected:${rows[0]!.id}` }, asOther), { id: mine.t.id })).status).toBe(404);
    const [row] = await db.select().from(schema.resumes).where(eq(schema.resumes.id, rows[0]!.id));
    expect(row).toMatchObject({ stage: "new", tierOverride: null });
  });
});

describe("compare and export", () => {
  it("compares two or three candidates requirement by requirement", async () => {
    const { user, cookie } = await signedIn();
    const { t, rows } = await workspace(user.id);
    const res = await call(compareLoader, getRequest(`/dashboard/tournament/${t.id}/compare?ids=${rows[1]!.id}&ids=${rows[0]!.id}`, { Cookie: cookie }), { id: t.id });
    const data = res.data as Awaited<ReturnType<typeof compareLoader>>;
    expect(data.problem).toBeNull();
    expect(data.candidates.map((c) => c.name)).toEqual(["James Carter", "Maria Gonzalez"]);
    expect(data.requirements.map((r) => r.label)).toEqual(["CPA", "Excel", "Audit", "Tax"]);
    expect(data.candidates[0]!.results.find((r) => r.label === "CPA")!.status).toBe("not_met");
    const one = (await call(compareLoader, getRequest(`/dashboard/tournament/${t.id}/compare?ids=${rows[1]!.id}`, { Cookie: cookie }), { id: t.id })).data as typeof data;
    expect(one.problem).toBe("Select two or three candidates to compare.");
  });

  it("exports the current list or a selection as CSV on the free plan, without names in blind view", async () => {
    const { user, cookie } = await signedIn();
    const { t, rows } = await workspace(user.id);
    const csv = async (search: string) => {
      const res = await call(csvLoader, getRequest(`/api/tournaments/${t.id}/export/csv${search}`, { Cookie: cookie }), { id: t.id });
      return { status: res.status, type: res.headers.get("Content-Type"), text: (await res.response!.text()).replace(/^\uFEFF/, "") };
    };
    const all = await csv("");
    expect(all.status).toBe(200);
    expect(all.type).toMatch(/^text\/csv/);
    const lines = all.text.trim().split("\r\n");
    expect(lines[0]).toBe("Rank,Name,Current title,Location,Years of experience,Score,Tier,AI tier,Stage,Matched requirements,Skills,Email,Phone,File name,Tier reason,Notes,Link");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(`1,Maria Gonzalez,Senior Accountant,,12,95,A,A,New,CPA; Excel; Audit; Tax,Excel,maria@example.com,,resume-20393720.pdf,,,http://localhost:3999/dashboard/tournament/${t.id}/candidate/${rows[0]!.id}`);
    expect((await csv("?tier=B")).text.trim().split("\r\n").slice(1)).toEqual([expect.stringMatching(/^1,James Carter,/)]);
    const selected = await csv(`?selection=1&ids=${rows[3]!.id}&ids=${rows[2]!.id}`);
    expect(selected.text.trim().split("\r\n").slice(1).map((l) => l.split(",")[1])).toEqual(["Priya Nair", "Tom Becker"]);
    expect((await csv("?selection=1")).status).toBe(400);
    await db.update(schema.tournaments).set({ blindView: true }).where(eq(schema.tournaments.id, t.id));
    const blind = await csv("");
    expect(blind.text).not.toContain("Maria");
    expect(blind.text).not.toContain("resume-2039");
    expect(blind.text).toContain("Candidate 1");
  });
});
