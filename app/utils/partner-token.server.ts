// Partner API tokens: HS256 JWTs signed with PARTNER_JWT_SECRET, and the
// signatures on our own result URLs. node:crypto only; every comparison is
// constant-time and only the exact algorithm we issue is accepted.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "./env.server";

export const PARTNER_TOKEN_SECONDS = 60 * 60;
export const RESULT_URL_SECONDS = 60 * 60;
const ISSUER = "tierlist";
const AUDIENCE = "partner-api";

export const PARTNER_API_NOT_CONFIGURED = "The partner API is not configured.";

/** Null when PARTNER_JWT_SECRET is unset: the partner API then answers 503. */
export function partnerSecret(): string | null {
  return env().PARTNER_JWT_SECRET ?? null;
}

function requireSecret() {
  const secret = partnerSecret();
  if (!secret) throw new Error(PARTNER_API_NOT_CONFIGURED);
  return secret;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");
const hmac = (secret: string, purpose: string, data: string) => createHmac("sha256", secret).update(`${purpose}\n`).update(data).digest();
// JWTs are signed over the plain input (so any HS256 library can check ours).
const jwtMac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest();

function sameBytes(a: Buffer, b: Buffer) {
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface PartnerTokenClaims {
  sub: string;
  iat: number;
  exp: number;
}

export function signPartnerToken(partnerId: string, now = Date.now()) {
  const secret = requireSecret();
  const iat = Math.floor(now / 1000);
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = b64url(JSON.stringify({ sub: partnerId, iss: ISSUER, aud: AUDIENCE, iat, exp: iat + PARTNER_TOKEN_SECONDS }));
  const signature = b64url(jwtMac(secret, `${header}.${payload}`));
  return { token: `${header}.${payload}.${signature}`, expiresIn: PARTNER_TOKEN_SECONDS };
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The claims of a valid, unexpired token we issued; null for anything else. */
export function verifyPartnerToken(token: string | null | undefined, now = Date.now()): PartnerTokenClaims | null {
  const secret = partnerSecret();
  if (!secret || !token || token.length > 4096) return null;
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!sameBytes(Buffer.from(signature, "base64url"), jwtMac(secret, `${header}.${payload}`))) return null;
  const h = parseJson(header);
  if (h?.alg !== "HS256") return null;
  const claims = parseJson(payload);
  if (!claims || claims.iss !== ISSUER || claims.aud !== AUDIENCE) return null;
  const { sub, iat, exp } = claims;
  if (typeof sub !== "string" || typeof exp !== "number" || typeof iat !== "number") return null;
  if (exp <= Math.floor(now / 1000)) return null;
  return { sub, iat, exp };
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** What a signed link opens: a resume's analysis (result_url) or its original file (file_url). One never opens the other. */
export type SignedLink = "result-url" | "file-url";

/** A signed link's signature: what it opens, the resume, and the moment it stops working. */
export function resultSignature(resumeId: string, expires: number, purpose: SignedLink = "result-url") {
  return b64url(hmac(requireSecret(), purpose, `${resumeId}.${expires}`));
}

export function verifyResultSignature(resumeId: string, expires: string | null, signature: string | null, now = Date.now(), purpose: SignedLink = "result-url") {
  const secret = partnerSecret();
  if (!secret || !expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{1,100}$/.test(signature)) return false;
  const at = Number(expires);
  if (at <= Math.floor(now / 1000)) return false;
  return sameBytes(Buffer.from(signature, "base64url"), hmac(secret, purpose, `${resumeId}.${at}`));
}
