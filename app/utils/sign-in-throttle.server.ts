// The sign-in limits, the same for the login form and POST /api/auth/login.
import { isKnownDevice } from "./known-device.server";
import { claimLoginAttempt, clientKey, hitRateLimit, RATE_LIMITS } from "./rate-limit.server";

/**
 * Claims one sign-in attempt: per client address, then per account (a growing delay after a few
 * failures, skipped for a browser that signed in to the account before). The message says why not.
 */
export async function claimSignIn(request: Request, context: unknown, email: string): Promise<string | null> {
  const limit = await hitRateLimit(RATE_LIMITS.login, clientKey(context, request));
  if (!limit.allowed) return `Too many sign-in attempts. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`;
  if (await isKnownDevice(request, email)) return null;
  const attempt = await claimLoginAttempt(email);
  if (attempt.allowed) return null;
  const wait = attempt.retryAfterSeconds === 1 ? "1 second" : `${attempt.retryAfterSeconds} seconds`;
  return `Too many failed sign-ins for this account. Please wait ${wait} and try again.`;
}
