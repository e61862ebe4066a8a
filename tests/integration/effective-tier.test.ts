import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { action as pageAction, loader as pageLoader } from "~/routes/dashboard.tournament.$id/route";
import { loader as tournamentsLoader } from "~/routes/dashboard.tournaments";
import { db, schema } from "~/utils/db.server";
import { createTestUser, formRequest, getRequest, sessionCookie } from "../support/factories";
import { call } from "../support/route-call";

type Row = { name: string; topCandidate: { candidateName: string | null; fileName: string } | null; tierACount: number };

describe("the recruiter's tier is the tier everywhere", () => {
  it("moves Top Candidate and the tier counts when the A candidate is changed to D", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const [t] = await db.insert(schema.tournaments).values({ userId: user.id, name: "Accountants", status: "completed" }).returning();
    const [ada] = await db
      .insert(schema.resumes)
      .values([
        { tournamentId: t!.id, fileName: "ada.pdf", status: "done", tier: "A", score: 95, position: 0 },
        { tournamentId: t!.id, fileName: "ben.pdf", status: "done", tier: "B", score: 80, position: 1 },
      ])
      .returning();

    const dashboard = async () => (await call(dashboardLoader, getRequest("/dashboard", { Cookie: cookie }))).data as { tournaments: Row[]; stats: { tierA: number } };
    const before = await dashboard();
    expect(before.tournaments.find((r) => r.name === "Accountants")?.topCandidate?.fileName).toBe("ada.pdf");
    expect(before.stats.tierA).toBe(1);

    const res = await call(pageAction, formRequest(`/dashboard/tournament/${t!.id}`, { intent: "change-tier", resumeId: ada!.id, tier: "D" }, { Cookie: cookie }), { id: t!.id });
    expect(res.status).toBe(302);

    const after = await dashboard();
    expect(after.tournaments.find((r) => r.name === "Accountants")).toMatchObject({ topCandidate: { fileName: "ben.pdf" }, tierACount: 0 });
    expect(after.stats.tierA).toBe(0);
    const list = (await call(tournamentsLoader, getRequest("/dashboard/tournaments", { Cookie: cookie }))).data as { tournaments: Row[] };
    expect(list.tournaments.find((r) => r.name === "Accountants")?.topCandidate?.fileName).toBe("ben.pdf");

    const page = (await call(pageLoader, getRequest(`/dashboard/tournament/${t!.id}?view=cards`, { Cookie: cookie }), { id: t!.id })).data as {
      counts: { tiers: Record<string, number> };
      cards: Array<{ fileName: string }>;
    };
    expect(page.counts.tiers).toMatchObject({ A: 0, B: 1, D: 1 });
    expect(page.cards.map((c) => c.fileName)).toEqual(["ben.pdf", "ada.pdf"]);
    const [stored] = await db.select().from(schema.resumes).where(eq(schema.resumes.id, ada!.id));
    expect(stored).toMatchObject({ tier: "A", tierOverride: "D" });
  });
});
