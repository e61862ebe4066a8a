// Issue 10.9: passwords of one account can't be guessed quickly by spreading the
// attempts over many addresses; and the owner is delayed, never locked out.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as loginAction } from "~/routes/auth.login";
import { db } from "~/utils/db.server";
import { LOGIN_FREE_ATTEMPTS, LOGIN_MAX_DELAY_SECONDS } from "~/utils/rate-limit.server";
import { createTestUser, formRequest, uniqueEmail } from "../support/factories";

const PASSWORD = "correct-horse";
let address = 0;
/** Every attempt from its own client address, as in the report (15 attempts, 15 addresses). */
const fromNewAddress = () => ({ clientIp: `198.51.${Math.floor(address / 250) % 250}.${address++ % 250}` });

async function attempt(email: string, password: string, cookie?: string) {
  const request = formRequest("/auth/login", { email, password }, cookie ? { Cookie: cookie } : {});
  const value = (await loginAction({ request, params: {}, context: fromNewAddress() } as never)) as
    | Response
    | { data: unknown; init: { status?: number; headers?: HeadersInit } | null };
  if (value instanceof Response) return { status: value.status, text: "", setCookie: value.headers.get("Set-Cookie") ?? "" };
  return { status: value.init?.status ?? 200, text: JSON.stringify(value.data), setCookie: "" };
}

/** As if the account's delay had run out (the clock moves on). */
async function letTheDelayPass() {
  await db.execute(sql`update login_throttle set next_attempt_at = now() - interval '1 second'`);
}

describe("sign-in attempts per account", () => {
  it("15 wrong passwords from 15 addresses: only the first few are tried, the rest are told to wait", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const results = [];
    for (let i = 0; i < 15; i++) results.push(await attempt(user.email, `guess-${i}`));
    const tried = results.filter((r) => r.status === 401);
    const delayed = results.filter((r) => r.status === 429);
    expect(tried.length).toBeGreaterThanOrEqual(LOGIN_FREE_ATTEMPTS);
    expect(tried.length).toBeLessThanOrEqual(LOGIN_FREE_ATTEMPTS + 1);
    expect(delayed.length).toBe(15 - tried.length);
    expect(delayed[0]!.text).toMatch(/Too many failed sign-ins for this account\. Please wait \d+ seconds? and try again\./);
    // Even the right password waits its turn: a delayed attempt checks nothing.
    expect((await attempt(user.email, PASSWORD)).status).toBe(429);
  });

  it("parallel guesses can't slip past the count", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(user.email, `guess-${i}`)));
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(LOGIN_FREE_ATTEMPTS + 1);
  });

  it("is a delay, not a lockout: once it passes, the owner signs in and the count starts again", async () => {
    const user = await createTestUser({ password: PASSWORD });
    for (let i = 0; i < 12; i++) await attempt(user.email, `guess-${i}`);
    const waiting = await attempt(user.email, PASSWORD);
    expect(waiting.status).toBe(429);
    const seconds = Number(/wait (\d+) second/.exec(waiting.text)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(LOGIN_MAX_DELAY_SECONDS);

    await letTheDelayPass();
    const ok = await attempt(user.email, PASSWORD);
    expect(ok.status).toBe(302);
    // A success clears the count: the next few mistakes are free again.
    for (let i = 0; i < LOGIN_FREE_ATTEMPTS; i++) expect((await attempt(user.email, `typo-${i}`)).status).toBe(401);
  });

  it("a browser that signed in to the account before isn't delayed by someone guessing elsewhere", async () => {
    const user = await createTestUser({ password: PASSWORD });
    const first = await attempt(user.email, PASSWORD);
    expect(first.status).toBe(302);
    const known = first.setCookie
      .split(/,(?=\s*__)/)
      .map((c) => c.split(";")[0]!.trim())
      .find((c) => c.startsWith("__known="));
    expect(known).toBeTruthy();

    for (let i = 0; i < 15; i++) await attempt(user.email, `guess-${i}`);
    expect((await attempt(user.email, PASSWORD)).status).toBe(429); // a new browser waits
    expect((await attempt(user.email, PASSWORD, known)).status).toBe(302); // the owner's doesn't
  });

  it("treats an address with no account the same way, so the delay doesn't reveal who has one", async () => {
    const nobody = uniqueEmail("nobody");
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await attempt(nobody, `guess-${i}`)).status);
    expect(results.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_FREE_ATTEMPTS + 1);
    expect(results).toContain(429);
  });
});
