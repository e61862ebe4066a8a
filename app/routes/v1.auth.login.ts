import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { verifyPartnerCredentials } from "~/models/partner.server";
import { apiError, apiJson, methodNotAllowed, notConfigured, RATE_LIMIT_PARTNER_LOGIN, readBody } from "~/models/partner-api.server";
import { signPartnerToken } from "~/utils/partner-token.server";
import { clientKey, hitRateLimit } from "~/utils/rate-limit.server";

const LoginSchema = z.object({
  username: z.string().trim().min(1, "username is required").max(200),
  password: z.string().min(1, "password is required").max(500),
});

/**
 * POST /v1/auth/login {username, password} → {token, expires_in}: the partner
 * API's sign-in (the spec's external "POST /auth/login"). Errors carry both
 * `error` and `message`, since the admin tester reads `message` here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const off = notConfigured();
  if (off) return off;
  const parsed = LoginSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const message = "Send username and password as JSON.";
    return apiError(400, message, { message, errors: z.flattenError(parsed.error).fieldErrors });
  }
  const limit = await hitRateLimit(RATE_LIMIT_PARTNER_LOGIN, clientKey(context, request));
  if (!limit.allowed) {
    const message = "Too many sign-in attempts. Please try again later.";
    return apiError(429, message, { message });
  }
  const partner = await verifyPartnerCredentials(parsed.data.username, parsed.data.password);
  if (!partner) {
    const message = "Invalid username or password.";
    return apiError(401, message, { message });
  }
  const { token, expiresIn } = signPartnerToken(partner.id);
  return apiJson({ token, token_type: "Bearer", expires_in: expiresIn, user: { name: partner.name, username: partner.username, partnerName: partner.name, employer_uuid: partner.employerUuid } });
}

export const loader = () => methodNotAllowed();
