import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, readBody } from "~/models/partner-api.server";
import { signInPartner } from "~/models/partner-session.server";
import { clientKey } from "~/utils/rate-limit.server";

/**
 * POST /api/partner/login {username, jwtToken} → {user: {name, username, partnerName}} and the
 * `__partner` session cookie. The token itself stays with the caller; pages never keep it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = (await readBody(request)) ?? {};
  const result = await signInPartner({ username: body.username, jwtToken: body.jwtToken }, clientKey(context, request));
  if (!result.ok) return apiJson({ error: result.message, message: result.message, ...(result.fieldErrors ? { errors: result.fieldErrors } : {}) }, result.status);
  const { partner } = result;
  return apiJson({ user: { name: partner.name, username: partner.username, partnerName: partner.name } }, 200, { "Set-Cookie": result.cookie });
}

export const loader = () => methodNotAllowed();
