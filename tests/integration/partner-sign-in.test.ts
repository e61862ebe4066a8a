import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPartner, setPartnerActive } from "~/models/partner.server";
import { loader as dashboardLoader } from "~/routes/partner.dashboard";
import { action as partnerLoginAction } from "~/routes/partner.login";
import { action as partnerLogoutAction } from "~/routes/partner.logout";
import { db, schema } from "~/utils/db.server";
import { formRequest, getRequest } from "../support/factories";
import { call } from "../support/route-call";

process.env.PARTNER_JWT_SECRET ??= "test-partner-jwt-secret-0123456789abcdef";

describe("partner sign-in with username and secret", () => {
  it("lets a partner's people sign in with the secret the admin gave them, and refuses a wrong or deactivated one", async () => {
    const username = `acme-${Math.random().toString(36).slice(2, 8)}`;
    const created = await createPartner({ name: "Acme Jobs", username });
    if (!created.ok) throw new Error(created.message);
    const { secret, partner } = created;

    const ok = await call(partnerLoginAction, formRequest("/partner/login", { username, jwtToken: secret }));
    expect([ok.status, ok.headers.get("Location")]).toEqual([302, "/partner/dashboard"]);
    expect(ok.headers.get("Set-Cookie")).toMatch(/^__partner=/);

    const wrong = await call(partnerLoginAction, formRequest("/partner/login", { username, jwtToken: `${secret}x` }));
    expect(wrong.status).toBe(401);
    expect((wrong.data as { message: string }).message).toBe("Invalid username or secret. Please check your credentials.");
    const otherName = await call(partnerLoginAction, formRequest("/partner/login", { username: `${username}-x`, jwtToken: secret }));
    expect(otherName.status).toBe(401);

    await setPartnerActive({ id: partner.id, isActive: false });
    expect((await call(partnerLoginAction, formRequest("/partner/login", { username, jwtToken: secret }))).status).toBe(401);
  });
});

describe("partner sessions are kept on the server", () => {
  async function signedInPartner() {
    const username = `beta-${Math.random().toString(36).slice(2, 8)}`;
    const created = await createPartner({ name: "Beta Jobs", username });
    if (!created.ok) throw new Error(created.message);
    const res = await call(partnerLoginAction, formRequest("/partner/login", { username, jwtToken: created.secret }));
    const cookie = res.headers.get("Set-Cookie")!.split(";")[0]!;
    return { partner: created.partner, cookie };
  }
  const dashboard = (cookie: string) => call(dashboardLoader, getRequest("/partner/dashboard", { Cookie: cookie }));

  it("signing out ends that session: the same cookie, replayed, no longer opens the partner pages", async () => {
    const { cookie } = await signedInPartner();
    expect((await dashboard(cookie)).status).toBe(200);
    const out = await call(partnerLogoutAction, formRequest("/partner/logout", {}, { Cookie: cookie }));
    expect(out.headers.get("Location")).toBe("/partner/login");
    const replay = await dashboard(cookie);
    expect([replay.status, replay.headers.get("Location")]).toEqual([302, "/partner/login"]);
  });

  it("deactivating a partner signs all of its browsers out, and reactivating does not bring them back", async () => {
    const { partner, cookie } = await signedInPartner();
    expect((await dashboard(cookie)).status).toBe(200);
    await setPartnerActive({ id: partner.id, isActive: false });
    await setPartnerActive({ id: partner.id, isActive: true });
    expect((await dashboard(cookie)).status).toBe(302);
    expect(await db.select().from(schema.partnerSessions).where(eq(schema.partnerSessions.partnerId, partner.id))).toEqual([]);
  });

  it("stores only a hash of the session id, never the cookie's value", async () => {
    const { partner, cookie } = await signedInPartner();
    const [row] = await db.select().from(schema.partnerSessions).where(eq(schema.partnerSessions.partnerId, partner.id));
    expect(row!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(decodeURIComponent(cookie)).not.toContain(row!.idHash);
  });
});
