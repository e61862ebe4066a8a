// Shared by the /v1 partner API routes: JSON answers and bearer authentication.
import { getActivePartner, type PartnerRow } from "~/models/partner.server";
import { bearerToken, PARTNER_API_NOT_CONFIGURED, partnerSecret, verifyPartnerToken } from "~/utils/partner-token.server";

export const RATE_LIMIT_PARTNER_LOGIN = { name: "partner-login", limit: 10, windowSeconds: 300 };

export function apiJson(body: unknown, status = 200, headers: HeadersInit = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export const apiError = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  apiJson({ error, ...extra }, status, status === 401 ? { "WWW-Authenticate": 'Bearer realm="partner-api"' } : {});

/** 503 while the partner API has no signing secret. */
export function notConfigured(): Response | null {
  return partnerSecret() ? null : apiError(503, PARTNER_API_NOT_CONFIGURED);
}

/** The active partner a bearer token names; otherwise throws the 401 (or 503) to answer. */
export async function requireApiPartner(request: Request): Promise<PartnerRow> {
  const off = notConfigured();
  if (off) throw off;
  const token = bearerToken(request);
  if (!token) throw apiError(401, "Missing bearer token.");
  const claims = verifyPartnerToken(token);
  const partner = claims ? await getActivePartner(claims.sub) : null;
  if (!partner) throw apiError(401, "Invalid or expired token.");
  return partner;
}

/** Runs a /v1 handler, turning a thrown Response into the answer. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

export const methodNotAllowed = () => apiError(405, "Method not allowed.");

/** A JSON or form body as a plain object; null when it is neither. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  }
  if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    return form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) : null;
  }
  return null;
}
