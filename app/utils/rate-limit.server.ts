import { sql } from "drizzle-orm";
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

function factor() {
  const f = Number(process.env.RATE_LIMIT_FACTOR ?? 1);
  return Number.isFinite(f) && f > 0 ? f : 1;
}

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
