import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/dashboard.resumes";
import { db, schema } from "~/utils/db.server";
import { createTestUser, getRequest, routeArgs, sessionCookie } from "../support/factories";

type Page = Awaited<ReturnType<typeof loader>>;

async function tournamentWith(userId: string | null, name: string, resumes: Partial<typeof schema.resumes.$inferInsert>[], isDemo = false) {
  const [t] = await db.insert(schema.tournaments).values({ userId, name, isDemo, status: "completed" }).returning();
  if (resumes.length) {
    await db.insert(schema.resumes).values(resumes.map((r, i) => ({ fileName: `resume-${i}.pdf`, status: "done" as const, position: i, ...r, tournamentId: t!.id })));
  }
  return t!;
}

async function open(userId: string, query = "") {
  const request = getRequest(`/dashboard/resumes${query}`, { Cookie: await sessionCookie(userId) });
  return (await loader(routeArgs(request) as never)) as Page;
}

describe("/dashboard/resumes", () => {
  it("lists only the user's own resumes, never demos or other users'", async () => {
    const me = await createTestUser();
    const other = await createTestUser();
    const mine = await tournamentWith(me.id, "Backend Engineer", [
      { fileName: "ada.pdf", skills: ["Python", "PostgreSQL", "Docker", "AWS"], tier: "B", tierOverride: "A" },
      { fileName: "", skills: [], tier: null, status: "queued" },
    ]);
    await tournamentWith(other.id, "Not mine", [{ fileName: "theirs.pdf" }]);
    await tournamentWith(null, "Public demo", [{ fileName: "demo.pdf" }], true);
    await tournamentWith(me.id, "Odd demo row", [{ fileName: "demo-owned.pdf" }], true);

    const page = await open(me.id);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.fileName).sort()).toEqual(["", "ada.pdf"]);
    const ada = page.rows.find((r) => r.fileName === "ada.pdf")!;
    expect(ada).toMatchObject({ tournamentId: mine.id, tournamentName: "Backend Engineer", tier: "B", tierOverride: "A", skills: ["Python", "PostgreSQL", "Docker", "AWS"] });
  });

  it("searches by file name or by skill, case-insensitively, treating % and _ literally", async () => {
    const me = await createTestUser();
    await tournamentWith(me.id, "Data", [
      { fileName: "Jane_Doe_CV.pdf", skills: ["Python", "Machine Learning"] },
      { fileName: "john-smith.docx", skills: ["Excel", "python scripting"] },
      { fileName: "100%.txt", skills: ["SQL"] },
    ]);
    const names = (p: Page) => p.rows.map((r) => r.fileName).sort();
    expect(names(await open(me.id, "?q=JANE&by=name"))).toEqual(["Jane_Doe_CV.pdf"]);
    expect(names(await open(me.id, "?q=PYTHON&by=skills"))).toEqual(["Jane_Doe_CV.pdf", "john-smith.docx"]);
    expect(names(await open(me.id, "?q=learn&by=skills"))).toEqual(["Jane_Doe_CV.pdf"]);
    // A skill is not a file name and the other way round.
    expect(names(await open(me.id, "?q=python&by=name"))).toEqual([]);
    expect(names(await open(me.id, "?q=%25&by=name"))).toEqual(["100%.txt"]);
    expect(names(await open(me.id, "?q=_&by=name"))).toEqual(["Jane_Doe_CV.pdf"]);

    const none = await open(me.id, "?q=cobol&by=skills");
    expect(none).toMatchObject({ total: 0, hasAny: true, q: "cobol", by: "skills" });
  });

  it("filters by tier, stage and tournament, sorts by name, score and tier, newest first by default, and keeps blind names out", async () => {
    const me = await createTestUser();
    const first = await tournamentWith(me.id, "Accountant", [
      { fileName: "a.pdf", candidateName: "Zoe Adams", tier: "B", score: 80, stage: "shortlisted" },
      { fileName: "b.pdf", candidateName: "Ann Brown", tier: "D", score: 30 },
    ]);
    const second = await tournamentWith(me.id, "Auditor", [{ fileName: "c.pdf", candidateName: "Mia Chen", tier: "A", score: 95, tierOverride: "C" }]);
    await db.update(schema.tournaments).set({ blindView: true }).where(eq(schema.tournaments.id, second.id));
    const names = (p: Page) => p.rows.map((r) => r.candidateName);
    expect(names(await open(me.id))).toEqual(["Mia Chen", "Zoe Adams", "Ann Brown"]);
    expect(names(await open(me.id, "?sort=score"))).toEqual(["Mia Chen", "Zoe Adams", "Ann Brown"]);
    expect(names(await open(me.id, "?sort=tier"))).toEqual(["Zoe Adams", "Mia Chen", "Ann Brown"]);
    expect(names(await open(me.id, "?sort=name"))).toEqual(["Ann Brown", "Zoe Adams", "Mia Chen"]);
    expect(names(await open(me.id, "?tier=C"))).toEqual(["Mia Chen"]);
    expect(names(await open(me.id, "?stage=shortlisted"))).toEqual(["Zoe Adams"]);
    expect(names(await open(me.id, `?t=${first.id}`))).toEqual(["Zoe Adams", "Ann Brown"]);
    expect(names(await open(me.id, "?q=zoe&by=name"))).toEqual(["Zoe Adams"]);
    // Mia is in a blind tournament: her name is not searchable.
    expect(names(await open(me.id, "?q=mia&by=name"))).toEqual([]);
    expect((await open(me.id)).rows.find((r) => r.candidateName === "Mia Chen")!.blind).toBe(true);
  });

  it("pages through thousands of candidates 50 at a time", async () => {
    const me = await createTestUser();
    await tournamentWith(
      me.id,
      "Big round",
      Array.from({ length: 1120 }, (_, i) => ({ fileName: `cv-${String(i).padStart(4, "0")}.pdf`, skills: i % 2 ? ["Go"] : ["Rust"] })),
    );
    const first = await open(me.id);
    expect(first).toMatchObject({ total: 1120, page: 1, pageCount: 23, pageSize: 50 });
    expect(first.rows).toHaveLength(50);
    const last = await open(me.id, "?page=23");
    expect(last.rows).toHaveLength(20);
    const seen = new Set([...first.rows, ...last.rows].map((r) => r.id));
    expect(seen.size).toBe(70);
    expect((await open(me.id, "?page=999")).page).toBe(23);
    expect((await open(me.id, "?page=abc")).page).toBe(1);
    const rust = await open(me.id, "?q=rust&by=skills&page=2");
    expect(rust).toMatchObject({ total: 560, page: 2, pageCount: 12 });
  });

  it("tells an empty account from a search without matches", async () => {
    const me = await createTestUser();
    expect(await open(me.id)).toMatchObject({ total: 0, hasAny: false, rows: [] });
    expect(await open(me.id, "?q=anything")).toMatchObject({ total: 0, hasAny: false });
  });

  it("sends a visitor without a session to log in", async () => {
    try {
      await loader(routeArgs(getRequest("/dashboard/resumes")) as never);
      expect.unreachable();
    } catch (e) {
      expect((e as Response).status).toBe(302);
      expect((e as Response).headers.get("Location")).toMatch(/^\/auth\/login\?redirectTo=/);
    }
  });
});
