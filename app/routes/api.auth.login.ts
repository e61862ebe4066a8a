import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyLogin } from "~/models/user.server";
import { createApiToken, optionalTokenName } from "~/utils/api-token.server";
import { LoginSchema } from "~/utils/auth-schemas";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireMethod, validate } from "~/utils/json-route.server";
import { clearLoginAttempts } from "~/utils/rate-limit.server";
import { claimSignIn } from "~/utils/sign-in-throttle.server";

const ApiLoginSchema = LoginSchema.extend({
  tokenName: optionalTokenName(),
});

/**
 * POST /api/auth/login {email, password, tokenName?} → {token, message}: a new personal API token
 * (listed on /dashboard/account). The login form's rules and limits.
 */
export const action = jsonRoute(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const { email, password, tokenName } = validate(ApiLoginSchema, await readBody(request));
  const refused = await claimSignIn(request, context, email);
  if (refused) return apiError(429, refused);
  const user = await verifyLogin(email, password);
  if (!user) return apiError(401, "Failed to log in. Please check your credentials and try again.");
  await clearLoginAttempts(email);
  const { token } = await createApiToken({ userId: user.id, name: tokenName || "Signed in from the API" });
  return json({ token, message: "Login successful" });
});

export const loader = methodNotAllowed("POST");
