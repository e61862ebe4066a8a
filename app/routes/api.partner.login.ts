import type { ActionFunctionArgs } from "@remix-run/node";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireMethod } from "~/utils/json-route.server";
import { signInPartner } from "~/models/partner-session.server";
import { clientKey } from "~/utils/rate-limit.server";

/**
 * POST /api/partner/login {username, jwtToken} → {user: {name, username, partnerName}} and the
 * `__partner` session cookie. The token itself stays with the caller; pages never keep it.
 */
export const action = jsonRoute(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const body = await readBody(request);
  const result = await signInPartner({ username: body.username, jwtToken: body.jwtToken }, clientKey(context, request));
  if (!result.ok) return apiError(result.status, result.message, result.fieldErrors ? { errors: result.fieldErrors } : {});
  const { partner } = result;
  return json({ user: { name: partner.name, username: partner.username, partnerName: partner.name } }, 200, { "Set-Cookie": result.cookie });
});

export const loader = methodNotAllowed("POST");
