import { describe, expect, it } from "vitest";
import { createPartner, setPartnerActive } from "~/models/partner.server";
import { action as partnerLoginAction } from "~/routes/partner.login";
import { formRequest } from "../support/factories";
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
