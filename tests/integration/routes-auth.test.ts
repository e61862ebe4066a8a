import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as adminPromoLoader } from "~/routes/admin.promo-codes";
import { loader as adminLayoutLoader } from "~/routes/admin";
import { action as forgotAction } from "~/routes/auth.forgot-password";
import { action as loginAction } from "~/routes/auth.login";
import { action as resetAction } from "~/routes/auth.reset-password";
import { action as registerAction } from "~/routes/api.auth.register";
import { action as apiResetAction } from "~/routes/api.auth.reset-password";
import { db, schema } from "~/utils/db.server";
import { resetTokenFor } from "~/utils/emails.server";
import { action as signupAction } from "~/routes/auth.signup";
import { loader as dashboardLoader } from "~/routes/dashboard._index";
import { loader as healthLoader } from "~/routes/healthz";
import { createTestUser, formRequest, getRequest, routeArgs, sessionCookie, uniqueEmail } from "../support/factories";

async function thrown(fn: () => Promise<unknown>): Promise<Response> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("expected a thrown response");
}

const jsonPost = (url: string, body: unknown) =>
  new Request(`http://localhost:3999${url}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

function resultOf(value: unknown) {
  // Remix's data() wraps the body and init.
  return value as { data: Record<string, unknown>; init: { status?: number; headers?: Headers } | null };
}

describe("sign-in and sign-up actions", () => {
  it("signs in with the right password and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const user = await createTestUser({ password: "correct-horse" });
    const res = (await loginAction(routeArgs(formRequest("/auth/login", { email: user.email, password: "correct-horse", redirectTo: "/dashboard/tournaments" })) as never)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/tournaments");
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a wrong password with the spec's message and no session", async () => {
    const user = await createTestUser({ password: "correct-horse" });
    const res = resultOf(await loginAction(routeArgs(formRequest("/auth/login", { email: user.email, password: "wrong-horse" })) as never));
    expect(res.init?.status).toBe(401);
    expect(JSON.stringify(res.data)).toContain("Failed to log in. Please check your credentials and try again.");
    expect(res.init?.headers?.get("Set-Cookie") ?? "").not.toMatch(/__session=/);
  });

  it("never redirects off-site after login", async () => {
    const user = await createTestUser({ password: "correct-horse" });
    const res = (await loginAction(routeArgs(formRequest("/auth/login", { email: user.email, password: "correct-horse", redirectTo: "//evil.example" })) as never)) as Response;
    expect(res.headers.get("Location")).toBe("/dashboard");
  });

  it("validates sign-up with the spec's messages", async () => {
    const res = resultOf(await signupAction(routeArgs(formRequest("/auth/signup", { email: "not-an-email", password: "12345", confirmPassword: "54321" })) as never));
    const text = JSON.stringify(res.data);
    expect(res.init?.status).toBe(400);
    expect(text).toContain("Please enter a valid email address");
    expect(text).toContain("Password must be at least 8 characters long");
    const mismatch = resultOf(await signupAction(routeArgs(formRequest("/auth/signup", { email: uniqueEmail(), password: "12345678", confirmPassword: "123456789" })) as never));
    expect(JSON.stringify(mismatch.data)).toContain("Passwords do not match");
  });

  it("asks 8 characters of every new password, counted as a person counts them, and still signs in an older, shorter one", async () => {
    // Issue 24.4: sign-up asked 6 and reset 8. One rule now, on every path where a password is chosen.
    const rule = "Password must be at least 8 characters long";
    const seven = "abcdefg";
    const signup = resultOf(await signupAction(routeArgs(formRequest("/auth/signup", { email: uniqueEmail(), password: seven, confirmPassword: seven })) as never));
    expect(signup.init?.status).toBe(400);
    expect((signup.data as { error?: Record<string, string[]> }).error?.password).toEqual([rule]);

    const register = (await registerAction(routeArgs(jsonPost("/api/auth/register", { email: uniqueEmail(), password: seven })) as never)) as Response;
    expect(register.status).toBe(400);
    expect(((await register.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([rule]);

    const user = await createTestUser();
    await forgotAction(routeArgs(formRequest("/auth/forgot-password", { email: user.email })) as never);
    const [reset] = await db.select({ id: schema.passwordResetTokens.id }).from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, user.id));
    const token = resetTokenFor(reset!.id);
    const form = resultOf(await resetAction(routeArgs(formRequest("/auth/reset-password", { token, password: seven, confirmPassword: seven })) as never));
    expect(form.init?.status).toBe(400);
    expect(JSON.stringify(form.data)).toContain(rule);
    const api = (await apiResetAction(routeArgs(jsonPost("/api/auth/reset-password", { token, password: seven })) as never)) as Response;
    expect(api.status).toBe(400);
    expect(((await api.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([rule]);

    // Eight emoji are eight characters (sixteen UTF-16 units); four are too few, though they are eight units.
    const emoji = "🔑".repeat(8);
    expect((await registerAction(routeArgs(jsonPost("/api/auth/register", { email: uniqueEmail(), password: emoji })) as never)) as Response).toHaveProperty("status", 201);
    const four = (await registerAction(routeArgs(jsonPost("/api/auth/register", { email: uniqueEmail(), password: "🔑".repeat(4) })) as never)) as Response;
    expect(((await four.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([rule]);

    // An account made under the old rule keeps its 6-character password.
    const old = await createTestUser({ password: "abc123" });
    const signIn = (await loginAction(routeArgs(formRequest("/auth/login", { email: old.email, password: "abc123" })) as never)) as Response;
    expect(signIn.status).toBe(302);
  });

  it("rate-limits sign-in attempts per client, counted in the database", async () => {
    const user = await createTestUser({ password: "correct-horse" });
    // A different account each time, so only the per-client limit is at work (accounts have their own, tests/integration/login-throttle.test.ts).
    const args = () => ({ ...routeArgs(formRequest("/auth/login", { email: uniqueEmail("guess"), password: "nope-nope" })), context: { clientIp: "203.0.113.7" } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push(resultOf(await loginAction(args() as never)).init?.status ?? 0);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused while the client is limited.
    const blocked = resultOf(await loginAction({ ...routeArgs(formRequest("/auth/login", { email: user.email, password: "correct-horse" })), context: { clientIp: "203.0.113.7" } } as never));
    expect(blocked.init?.status).toBe(429);
    // Another client is not affected.
    const other = (await loginAction({ ...routeArgs(formRequest("/auth/login", { email: user.email, password: "correct-horse" })), context: { clientIp: "203.0.113.8" } } as never)) as Response;
    expect(other.status).toBe(302);
  });

  it("answers forgot-password the same whether or not the email exists", async () => {
    const user = await createTestUser();
    const known = await forgotAction(routeArgs(formRequest("/auth/forgot-password", { email: user.email })) as never);
    const unknown = await forgotAction(routeArgs(formRequest("/auth/forgot-password", { email: uniqueEmail("ghost") })) as never);
    const strip = (v: unknown) => JSON.stringify(v).replaceAll(user.email, "X").replace(/ghost-[a-z0-9]+@example\.com/, "X");
    expect(strip(known)).toBe(strip(unknown));
  });
});

describe("who may see what", () => {
  it("sends a visitor to login and back", async () => {
    const res = await thrown(() => dashboardLoader(routeArgs(getRequest("/dashboard?q=x")) as never));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/auth/login?redirectTo=${encodeURIComponent("/dashboard?q=x")}`);
  });

  it("turns a signed-in non-admin away from admin pages, on the server", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookie(user.id);
    for (const loader of [adminLayoutLoader, adminPromoLoader]) {
      const res = await thrown(() => loader(routeArgs(getRequest("/admin/promo-codes", { Cookie: cookie })) as never));
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/dashboard");
    }
  });

  it("lets the administrator in", async () => {
    const admin = await createTestUser({ role: "admin" });
    const data = await adminPromoLoader(routeArgs(getRequest("/admin/promo-codes", { Cookie: await sessionCookie(admin.id) })) as never);
    expect(data).toHaveProperty("codes");
  });

  it("ignores a forged session cookie", async () => {
    const user = await createTestUser();
    const cookie = (await sessionCookie(user.id)).replace(/.$/, (c) => (c === "a" ? "b" : "a"));
    const res = await thrown(() => dashboardLoader(routeArgs(getRequest("/dashboard", { Cookie: cookie })) as never));
    expect(res.headers.get("Location")).toMatch(/^\/auth\/login/);
  });

  it("reports the database in the health check", async () => {
    const res = (await healthLoader()) as Response;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });
});
