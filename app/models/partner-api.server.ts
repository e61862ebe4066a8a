// Shared by the /v1 partner API routes: bearer authentication, on the one JSON-route helper.
import { apiError } from "~/utils/json-route.server";
import { bearerToken, PARTNER_API_NOT_CONFIGURED, partnerSecret, verifyPartnerToken } from "~/utils/partner-token.server";
import { getActivePartner, type PartnerRow } from "./partner.server";

export const RATE_LIMIT_PARTNER_LOGIN = { name: "partner-login", limit: 10, windowSeconds: 300 };

/** The API's error shape, with the text repeated as `error`: partner clients and the admin tester read that field. */
export const partnerError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  apiError(status, message, { error: message, ...extra }, status === 401 ? { "WWW-Authenticate": 'Bearer realm="partner-api"' } : {});

/** 503 while the partner API has no signing secret. */
export function notConfigured(): Response | null {
  return partnerSecret() ? null : partnerError(503, PARTNER_API_NOT_CONFIGURED);
}

/** The active partner a bearer token names; otherwise throws the 401 (or 503) to answer. */
export async function requireApiPartner(request: Request): Promise<PartnerRow> {
  const off = notConfigured();
  if (off) throw off;
  const token = bearerToken(request);
  if (!token) throw partnerError(401, "Missing bearer token.");
  const claims = verifyPartnerToken(token);
  const partner = claims ? await getActivePartner(claims.sub) : null;
  if (!partner) throw partnerError(401, "Invalid or expired token.");
  return partner;
}
