// The account page's API tokens: created with a name and shown once, listed with their last
// use, revoked with a plain form post (no JavaScript), and only ever the owner's.
import { describe, expect, it } from "vitest";
import { loader as meLoader } from "~/routes/api.auth.me";
import { action as accountAction, loader as accountLoader } from "~/routes/dashboard.account";
import { db, schema } from "~/utils/db.server";
import { call } from "../support/route-call";
import { createTestUser, formRequest, getRequest, routeArgs, sessionCookie } from "../support/factories";

const me = (token: string) => meLoader(routeArgs(getRequest("/api/auth/me", { Authorization: `Bearer ${token}` })) as never);

describe("/dashboard/account", () => {
  it("creates a named token shown once, lists it with its last use, and revokes it", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    const created = await call(accountAction, formRequest("/dashboard/account", { intent: "create", name: "Monday script" }, { Cookie: cookie }));
    expect(created.status).toBe(200);
    const { token, name } = (created.data as { created: { token: string; name: string } }).created;
    expect(name).toBe("Monday script");
    expect((await me(token)).status).toBe(200);

    const page = await call(accountLoader, getRequest("/dashboard/account", { Cookie: cookie }));
    const tokens = (page.data as { tokens: Array<{ id: string; name: string; lastUsedAt: Date | null; revokedAt: Date | null }> }).tokens;
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ name: "Monday script", revokedAt: null });
    expect(tokens[0]!.lastUsedAt).toBeInstanceOf(Date);
    // Only the hash is stored.
    const stored = await db.select({ hash: schema.apiTokens.tokenHash }).from(schema.apiTokens);
    expect(stored.some((r) => r.hash === token || r.hash.includes(token.slice(3, 20)))).toBe(false);

    const stranger = await createTestUser();
    const foreign = await call(accountAction, formRequest("/dashboard/account", { intent: "revoke", tokenId: tokens[0]!.id }, { Cookie: await sessionCookie(stranger.id) }));
    expect(foreign.status).toBe(404);
    expect((await me(token)).status).toBe(200);

    const revoked = await call(accountAction, formRequest("/dashboard/account", { intent: "revoke", tokenId: tokens[0]!.id }, { Cookie: cookie }));
    expect(revoked.status).toBe(302);
    expect(revoked.headers.get("Location")).toBe("/dashboard/account");
    expect((await me(token)).status).toBe(401);
    const after = await call(accountLoader, getRequest("/dashboard/account", { Cookie: cookie }));
    expect((after.data as { tokens: Array<{ revokedAt: Date | null }> }).tokens[0]!.revokedAt).toBeInstanceOf(Date);
  });

  it("asks for a name, and sends a visitor to log in", async () => {
    const user = await createTestUser();
    const unnamed = await call(accountAction, formRequest("/dashboard/account", { intent: "create", name: "  " }, { Cookie: await sessionCookie(user.id) }));
    expect(unnamed.status).toBe(400);
    expect((unnamed.data as { error: string }).error).toBe("Give the token a name, e.g. the script that uses it.");
    const visitor = await call(accountLoader, getRequest("/dashboard/account"));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\/login/);
  });
});
