// Issue 10.6: a session can be ended. Logout ends that session; a password reset ends all of them.
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as logoutAction } from "~/routes/auth.logout";
import { action as resetAction } from "~/routes/auth.reset-password";
import { db, schema } from "~/utils/db.server";
import { getUser } from "~/utils/session.server";
import { dashboardWith, logIn as signIn } from "../support/browser-session";
import { createTestUser, formRequest, getRequest, routeArgs } from "../support/factories";

const PASSWORD = "correct-horse";

const logIn = (email: string, password = PASSWORD) => signIn(email, password);

async function logOut(cookie: string) {
  const res = (await logoutAction(routeArgs(formRequest("/auth/logout", {}, { Cookie: cookie })) as never)) as Response;
  expect(res.headers.get("Location")).toBe("/auth/login");
}

describe("server-side sessions", () => {
  it("gives every sign-in its own cookie, which carries no user id", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const a = await logIn(user.email);
    const b = await logIn(user.email);
    expect(a).not.toBe(b);
    const payload = Buffer.from(decodeURIComponent(a.split("=")[1]!.split(".")[0]!), "base64").toString("utf8");
    expect(payload).not.toContain(user.id);
  });

  it("after logout, the old cookie no longer opens /dashboard (even replayed)", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await logIn(user.email);
    expect(await dashboardWith(cookie)).toBe("dashboard");
    await logOut(cookie);
    expect(await dashboardWith(cookie)).toBe("login");
  });

  it("logout ends only that session: another browser stays signed in", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const laptop = await logIn(user.email);
    const phone = await logIn(user.email);
    await logOut(laptop);
    expect(await dashboardWith(laptop)).toBe("login");
    expect(await dashboardWith(phone)).toBe("dashboard");
  });

  it("a password reset ends every session of the account", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const laptop = await logIn(user.email);
    const phone = await logIn(user.email);
    const other = await createTestUser({ password: PASSWORD });
    const otherCookie = await logIn(other.email);

    const token = randomBytes(32).toString("base64url");
    await db.insert(schema.passwordResetTokens).values({
      userId: user.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = (await resetAction(routeArgs(formRequest("/auth/reset-password", { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" })) as never)) as {
      data: { done: boolean };
    };
    expect(res.data?.done ?? (res as unknown as { done: boolean }).done).toBe(true);

    expect(await dashboardWith(laptop)).toBe("login");
    expect(await dashboardWith(phone)).toBe("login");
    expect(await dashboardWith(otherCookie)).toBe("dashboard");
    expect(await dashboardWith(await logIn(user.email, "brand-new-pass"))).toBe("dashboard");
  });

  it("an expired session opens nothing", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await logIn(user.email);
    await db.update(schema.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.sessions.userId, user.id));
    expect(await dashboardWith(cookie)).toBe("login");
  });

  it("the layout and the page of one page read share one lookup; a form post and the next read look again", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const cookie = await logIn(user.email);
    // Remix gives each loader its own copy of the Request; the load context is what they share.
    const context = {};
    const layout = getUser(getRequest("/dashboard/tournaments", { Cookie: cookie }), context);
    const page = getUser(getRequest("/dashboard/tournaments", { Cookie: cookie }), context);
    expect(page).toBe(layout);
    expect((await page)?.id).toBe(user.id);

    // Signed out in between: the next page read (a new context) sees it at once.
    await db.delete(schema.sessions).where(eq(schema.sessions.userId, user.id));
    expect(await getUser(getRequest("/dashboard/tournaments", { Cookie: cookie }), {})).toBeNull();
    // An action may change the user its loaders then read: a post is never shared.
    const post = formRequest("/dashboard/account", {}, { Cookie: cookie });
    expect(getUser(post, context)).not.toBe(getUser(formRequest("/dashboard/account", {}, { Cookie: cookie }), context));
  });
});
