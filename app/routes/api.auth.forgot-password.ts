import type { ActionFunctionArgs } from "@remix-run/node";
import { requestPasswordReset } from "~/models/user.server";
import { ForgotPasswordSchema } from "~/utils/auth-schemas";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireMethod, validate } from "~/utils/json-route.server";
import { clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";

/** POST /api/auth/forgot-password {email}: the same answer whether or not the account exists. */
export const action = jsonRoute(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const { email } = validate(ForgotPasswordSchema, await readBody(request));
  const limit = await hitRateLimit(RATE_LIMITS.forgotPassword, clientKey(context, request));
  if (!limit.allowed) return apiError(429, "Too many requests. Please try again later.", {}, { "Retry-After": String(limit.retryAfterSeconds) });
  await requestPasswordReset(email);
  return json({ message: `If an account exists for ${email}, we sent a link to reset its password. The link expires in 1 hour.` });
});

export const loader = methodNotAllowed("POST");
