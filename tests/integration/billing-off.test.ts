// BILLING=off (this file's process only: env() is read once per process, and
// vitest runs each file in its own): no credits to spend or show, up to 1,000
// resumes a tournament and the zip for every account, and the billing pages
// and API routes answer 404.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.BILLING = "off";
});

import { getCredits } from "~/models/credits.server";
import { createTournament } from "~/models/tournament-create.server";
import { deleteTournament } from "~/models/tournament-delete.server";
import { loader as plansLoader } from "~/routes/api.plans";
import { action as redeemAction } from "~/routes/api.promo-codes.redeem";
import { loader as createLoader } from "~/routes/dashboard.create-tournament";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as adminPromoLoader } from "~/routes/admin.promo-codes";
import { loader as creditsLoader } from "~/routes/subscription.manage/route";
import { loader as promoLoader } from "~/routes/subscription.promo";
import { db, schema } from "~/utils/db.server";
import { createTestUser, getRequest, sessionCookie } from "../support/factories";
import { call } from "../support/route-call";

describe("without billing", () => {
  it("every account creates tournaments of up to 1,000 resumes with the zip, and no credit is written", async () => {
    const user = await createTestUser();
    const credits = await getCredits(user.id);
    expect(credits).toMatchObject({ billing: false, limitReached: false, resumeCap: 1000, zipExport: true });
    for (const name of ["One", "Two", "Three", "Four"]) await createTournament({ id: crypto.randomUUID(), userId: user.id, input: { name }, files: [] });
    const rows = await db.select().from(schema.creditLedger).where(eq(schema.creditLedger.userId, user.id));
    expect(rows.filter((r) => r.reason === "tournament")).toEqual([]);
    // Deleting an unused one gives nothing back, since nothing was spent.
    const [t] = await db.select({ id: schema.tournaments.id }).from(schema.tournaments).where(eq(schema.tournaments.userId, user.id));
    expect(await deleteTournament({ id: t!.id, userId: user.id })).toMatchObject({ refunded: false });

    const cookie = await sessionCookie(user.id);
    const create = (await call(createLoader, getRequest("/dashboard/create-tournament", { Cookie: cookie }))).data as { maxFiles: number; limitReached: boolean };
    expect(create).toEqual({ maxFiles: 1000, limitReached: false });
    const dashboard = (await call(dashboardLoader, getRequest("/dashboard", { Cookie: cookie }))).data as { credits: { billing: boolean }; creditLines: string[] };
    expect(dashboard.credits.billing).toBe(false);
    expect(dashboard.creditLines).toEqual(["Tournaments without credits", "Up to 1,000 resumes per tournament", "Download tiers in a single zip"]);
  });

  it("answers 404 for the credits, promo and plan pages and API routes", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    const cookie = await sessionCookie(user.id);
    expect((await call(creditsLoader, getRequest("/subscription/manage", { Cookie: cookie }))).status).toBe(404);
    expect((await call(promoLoader, getRequest("/subscription/promo", { Cookie: cookie }))).status).toBe(404);
    expect((await call(adminPromoLoader, getRequest("/admin/promo-codes", { Cookie: await sessionCookie(admin.id) }))).status).toBe(404);
    const plans = await call(plansLoader, getRequest("/api/plans"));
    expect([plans.status, await plans.response!.json()]).toEqual([404, { message: "Billing is turned off on this server." }]);
    const redeem = await call(redeemAction, new Request("http://localhost:3999/api/promo-codes/redeem", { method: "POST", headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify({ code: "X" }) }));
    expect(redeem.status).toBe(404);
    // A visitor is still sent to sign in first, as on every page.
    expect((await call(creditsLoader, getRequest("/subscription/manage"))).status).toBe(302);
  });
});
