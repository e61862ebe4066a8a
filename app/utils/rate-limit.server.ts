import { env } from "./env.server";
import { sql, type SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import { db } from "./db.server";

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  login: { name: "login", limit: 10, windowSeconds: 300 },
  signup: { name: "signup", limit: 5, windowSeconds: 3600 },
  forgotPassword: { name: "forgot-password", limit: 5, windowSeconds: 900 },
  demo: { name: "demo", limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const factor = () => env().RATE_LIMIT_FACTOR;

/**
 * Fixed-window counter in Postgres, so the limit holds however many web
 * processes serve the client. Returns whether this attempt is allowed.
 */
export async function hitRateLimit(rule: RateLimitRule, clientKey: string) {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const key = `${rule.name}:${clientKey}`;
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rows[0]?.count ?? 1);
  const limit = Math.round(rule.limit * factor());
  return { allowed: count <= limit, retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - Date.now()) / 1000) };
}

export function clientKey(context: unknown, request: Request) {
  const ip = (context as { clientIp?: string } | undefined)?.clientIp;
  return ip ?? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "unknown";
}

export async function deleteExpiredRateLimits() {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}

/**
 * Sign-in attempts per account, whatever address they come from. The first
 * LOGIN_FREE_ATTEMPTS failures cost nothing; after that each attempt must wait
 * a delay that doubles (1 s, 2 s, 4 s, ...) up to LOGIN_MAX_DELAY_SECONDS. A
 * success clears the count, and 15 quiet minutes forget it. There is no lockout:
 * the owner waits at most a minute, and a browser that signed in to the account
 * before isn't delayed at all (`knownDevice` in the login route).
 */
export const LOGIN_FREE_ATTEMPTS = 5;
export const LOGIN_MAX_DELAY_SECONDS = 60;
const LOGIN_FORGET_MINUTES = 15;

const accountKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/**
 * Claims one sign-in attempt for this account, atomically (parallel attempts
 * can't all slip through). Refused while the account's delay runs.
 */
export async function claimLoginAttempt(email: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const key = accountKey(email);
  const free = LOGIN_FREE_ATTEMPTS;
  const max = LOGIN_MAX_DELAY_SECONDS;
  const forget = sql.raw(`interval '${LOGIN_FORGET_MINUTES} minutes'`);
  // The attempt count after this one, and the delay that must pass before the next.
  const count = sql`(case when t.updated_at < now() - ${forget} then 1 else t.failures + 1 end)`;
  const delay = (n: SQL) => sql`(case when ${n} < ${free} then null else now() + make_interval(secs => least(power(2, ${n} - ${free}), ${max})) end)`;
  const claimed = await db.execute<{ failures: number }>(sql`
    insert into login_throttle as t (account, failures, next_attempt_at, updated_at)
    values (${key}, 1, ${sql`coalesce(${delay(sql`1`)}, now() - interval '1 second')`}, now())
    on conflict (account) do update set
      failures = ${count},
      next_attempt_at = coalesce(${delay(count)}, t.next_attempt_at),
      updated_at = now()
    where t.next_attempt_at <= now() or t.updated_at < now() - ${forget}
    returning failures`);
  if (claimed.length > 0) return { allowed: true };
  const [row] = await db.execute<{ wait: number }>(sql`select ceil(extract(epoch from next_attempt_at - now()))::int as wait from login_throttle where account = ${key}`);
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.wait ?? 1)) };
}

/** A successful sign-in: the account's count starts again. */
export async function clearLoginAttempts(email: string) {
  await db.execute(sql`delete from login_throttle where account = ${accountKey(email)}`);
}

export async function deleteStaleLoginAttempts() {
  await db.execute(sql`delete from login_throttle where updated_at < now() - interval '1 day'`);
}
