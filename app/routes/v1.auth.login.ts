import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { verifyPartnerCredentials } from "~/models/partner.server";
import { fieldErrors, json, jsonRoute, methodNotAllowed, readBody, requireMethod } from "~/utils/json-route.server";
import { notConfigured, partnerError, RATE_LIMIT_PARTNER_LOGIN } from "~/models/partner-api.server";
import { signPartnerToken } from "~/utils/partner-token.server";
import { clientKey, hitRateLimit } from "~/utils/rate-limit.server";
import { atMost } from "~/utils/text-length";

const LoginSchema = z.object({
  username: z.string({ error: "username is required" }).trim().min(1, "username is required").refine(atMost(200), "username is too long."),
  password: z.string({ error: "password is required" }).min(1, "password is required").refine(atMost(500), "password is too long."),
});

/**
 * POST /v1/auth/login {username, password} → {token, expires_in}: the partner
 * API's sign-in (the spec's external "POST /auth/login"). Errors carry both
 * `error` and `message`, since the admin tester reads `message` here.
 */
export const action = jsonRoute(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const off = notConfigured();
  if (off) return off;
  const parsed = LoginSchema.safeParse(await readBody(request));
  if (!parsed.success) return partnerError(400, "Send username and password as JSON.", { errors: fieldErrors(parsed.error) });
  const limit = await hitRateLimit(RATE_LIMIT_PARTNER_LOGIN, clientKey(context, request));
  if (!limit.allowed) return partnerError(429, "Too many sign-in attempts. Please try again later.");
  const partner = await verifyPartnerCredentials(parsed.data.username, parsed.data.password);
  if (!partner) return partnerError(401, "Invalid username or password.");
  const { token, expiresIn } = signPartnerToken(partner.id);
  return json({ token, token_type: "Bearer", expires_in: expiresIn, user: { name: partner.name, username: partner.username, partnerName: partner.name, employer_uuid: partner.employerUuid } });
});

export const loader = methodNotAllowed("POST");
