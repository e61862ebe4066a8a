import type { ActionFunctionArgs } from "@remix-run/node";
import { createUser, EmailTakenError } from "~/models/user.server";
import { createApiToken } from "~/utils/api-token.server";
import { SignupSchema } from "~/utils/auth-schemas";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireMethod, validate } from "~/utils/json-route.server";
import { clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";

/**
 * POST /api/auth/register {email, password, confirmPassword?} → 201 {token, message, user}.
 * The sign-up form's rules and limits; confirmPassword defaults to password (the spec's client sends two fields).
 */
export const action = jsonRoute(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const body = await readBody(request);
  const { email, password } = validate(SignupSchema, { ...body, confirmPassword: body.confirmPassword ?? body.password });
  const limit = await hitRateLimit(RATE_LIMITS.signup, clientKey(context, request));
  if (!limit.allowed) return apiError(429, "Too many sign-ups from this network. Please try again later.", {}, { "Retry-After": String(limit.retryAfterSeconds) });
  try {
    const user = await createUser({ email, password });
    const { token } = await createApiToken({ userId: user.id, name: "Created at registration" });
    return json({ token, message: "Account created", user: { id: user.id, email: user.email } }, 201);
  } catch (error) {
    if (error instanceof EmailTakenError) return apiError(409, error.message);
    throw error;
  }
});

export const loader = methodNotAllowed("POST");
