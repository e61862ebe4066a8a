import { eq } from "drizzle-orm";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { EXPORT_REFUSED } from "~/models/export.server";
import { createPromoCode, redeemPromoCode } from "~/models/promo.server";
import { loader as exportLoader } from "~/routes/api.tournaments.$id.export.tier.$tier";
import { loader as createLoader } from "~/routes/dashboard.create-tournament";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as creditsLoader } from "~/routes/subscription.manage/route";
import { db, schema } from "~/utils/db.server";
import { UNLIMITED_GRANTS } from "~/utils/plan-access";
import { createTestUser, getRequest, sessionCookie } from "../support/factories";
import { call } from "../support/route-call";

type Credits = { plan: { name: string }; unlimited: boolean; total: number; used: number; available: number; resumeCap: number | null; limitReached: boolean };
type Screen = { credits: Credits; creditLines: string[] };

async function screens(cookie: string) {
  const dashboard = (await call(dashboardLoader, getRequest("/dashboard", { Cookie: cookie }))).data as Screen;
  const creditsPage = (await call(creditsLoader, getRequest("/subscription/manage", { Cookie: cookie }))).data as Screen;
  const create = (await call(createLoader, getRequest("/dashboard/create-tournament", { Cookie: cookie }))).data as { maxFiles: number; limitReached: boolean };
  return { dashboard, creditsPage, create };
}

async function promo(grant: { grantsUnlimited: boolean; grantsCredits: number }) {
  const code = `P${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
  const admin = await createTestUser({ role: "admin" });
  const made = await createPromoCode({ actorId: admin.id, code, maxUses: null, isActive: true, ...grant });
  expect(made.ok).toBe(true);
  return code;
}

describe("one source for plan, balance and cap", () => {
  it("shows the same credits on the dashboard, the Credits page and the create form after promo codes", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    let s = await screens(cookie);
    expect(s.dashboard.creditLines).toEqual(["2 of 2 tournament credits left", "Up to 10 resumes per tournament", "No zip download of tiers (PRO and ENTERPRISE)"]);
    expect(s.creditsPage.creditLines).toEqual(s.dashboard.creditLines);

    expect((await redeemPromoCode({ userId: user.id, code: await promo({ grantsUnlimited: false, grantsCredits: 3 }) })).ok).toBe(true);
    s = await screens(cookie);
    // Before: the card kept the FREE plan's static "2 tournaments".
    expect(s.dashboard.creditLines[0]).toBe("5 of 5 tournament credits left");
    expect(s.dashboard.creditLines.join(" ")).not.toContain("2 tournaments");
    expect(s.creditsPage.credits).toMatchObject({ total: 5, available: 5 });

    expect((await redeemPromoCode({ userId: user.id, code: await promo({ grantsUnlimited: true, grantsCredits: 0 }) })).ok).toBe(true);
    s = await screens(cookie);
    expect(s.dashboard.creditLines).toEqual([...UNLIMITED_GRANTS]);
    expect(s.creditsPage.creditLines).toEqual([...UNLIMITED_GRANTS]);
    expect(s.dashboard.credits).toMatchObject({ unlimited: true, resumeCap: null, limitReached: false });
    expect(s.create).toEqual({ maxFiles: 1000, limitReached: false });
  });

  it("lets unlimited access download tiers, as the promo page promises", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const [t] = await db.insert(schema.tournaments).values({ userId: user.id, name: "Zip", status: "completed" }).returning();
    // One candidate in tier A, pasted as text (no stored original): the zip carries that text.
    await db.insert(schema.resumes).values({ tournamentId: t!.id, fileName: "wren-okafor.txt", fileKind: "txt", status: "done", text: "Wren Okafor\nLine cook, eight years", tier: "A", score: 93 });
    const refused = await call(exportLoader, getRequest(`/api/tournaments/${t!.id}/export/tier/A`, { Cookie: cookie }), { id: t!.id, tier: "A" });
    expect(refused.status).toBe(403);
    expect(await refused.response!.json()).toEqual({ message: EXPORT_REFUSED });
    await redeemPromoCode({ userId: user.id, code: await promo({ grantsUnlimited: true, grantsCredits: 0 }) });
    const allowed = await call(exportLoader, getRequest(`/api/tournaments/${t!.id}/export/tier/A`, { Cookie: cookie }), { id: t!.id, tier: "A" });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("Content-Type")).toBe("application/zip");
    expect(allowed.headers.get("Content-Disposition")).toBe('attachment; filename="tournament-tier-A.zip"');
    const zip = await JSZip.loadAsync(await allowed.response!.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(["summary.csv", "summary.json", "wren-okafor.txt"]);
    expect(await zip.file("wren-okafor.txt")!.async("string")).toBe("Wren Okafor\nLine cook, eight years");
  });

  it("never shows a plan's allowance beside a different balance (an account with no grants)", async () => {
    const admin = await createTestUser({ role: "admin" });
    await db.delete(schema.creditLedger).where(eq(schema.creditLedger.userId, admin.id));
    const { dashboard } = await screens(await sessionCookie(admin.id));
    expect(dashboard.credits).toMatchObject({ total: 0, used: 0, available: 0, limitReached: true });
    expect(dashboard.creditLines[0]).toBe("0 of 0 tournament credits left");
  });
});
