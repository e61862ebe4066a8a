// The partner pages' session: its own httpOnly cookie (`__partner`), separate
// from the recruiters' `__session`, so neither opens the other's pages. Like a
// recruiter's, it is kept on the server: the cookie holds a random id, the
// `partner_sessions` row its SHA-256; signing out deletes the row, and
// deactivating the partner deletes all of them.
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { and, eq, gt, sql } from "drizzle-orm";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { getActivePartner, getActivePartnerByUsername, verifyPartnerCredentials, type PartnerRow } from "~/models/partner.server";
import { db, schema } from "~/utils/db.server";
import { env, isProduction } from "~/utils/env.server";
import { RATE_LIMIT_PARTNER_LOGIN } from "./partner-api.server";
import { partnerSecret, verifyPartnerToken } from "~/utils/partner-token.server";
import { hitRateLimit } from "~/utils/rate-limit.server";

/** A partner session lasts this long, checked on the server, not only by the browser. */
export const PARTNER_SESSION_SECONDS = 12 * 60 * 60;

type PartnerSessionData = { sid: string };

let storage: ReturnType<typeof createCookieSessionStorage<PartnerSessionData>> | undefined;
function partnerSessionStorage() {
  // A key derived from SESSION_SECRET: a recruiter's cookie value never verifies as a partner's, and back.
  storage ??= createCookieSessionStorage<PartnerSessionData>({
    cookie: {
      name: "__partner",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isProduction(),
      maxAge: PARTNER_SESSION_SECONDS,
      secrets: [createHmac("sha256", env().SESSION_SECRET).update("partner-session").digest("base64url")],
    },
  });
  return storage;
}

const hashSessionId = (sid: string) => createHash("sha256").update(sid).digest("hex");

async function sessionKey(request: Request): Promise<string | null> {
  const sid = (await partnerSessionStorage().getSession(request.headers.get("Cookie"))).get("sid");
  return typeof sid === "string" && sid.length >= 32 ? hashSessionId(sid) : null;
}

/** The signed-in, still active partner, or null. */
export async function getPartnerFromSession(request: Request): Promise<PartnerRow | null> {
  const key = await sessionKey(request);
  if (!key) return null;
  const { partnerSessions } = schema;
  const [row] = await db
    .select({ partnerId: partnerSessions.partnerId })
    .from(partnerSessions)
    .where(and(eq(partnerSessions.idHash, key), gt(partnerSessions.expiresAt, sql`now()`)));
  return row ? getActivePartner(row.partnerId) : null;
}

/** Partner pages: without a partner session, to /partner/login. */
export async function requirePartner(request: Request): Promise<PartnerRow> {
  const partner = await getPartnerFromSession(request);
  if (!partner) throw redirect("/partner/login");
  return partner;
}

/** A new server-side session for this partner; returns the Set-Cookie header that carries it. */
export async function partnerSessionCookie(partnerId: string) {
  const sid = randomBytes(32).toString("base64url");
  await db.insert(schema.partnerSessions).values({ idHash: hashSessionId(sid), partnerId, expiresAt: new Date(Date.now() + PARTNER_SESSION_SECONDS * 1000) });
  const session = await partnerSessionStorage().getSession();
  session.set("sid", sid);
  return partnerSessionStorage().commitSession(session);
}

/** Signs this browser out: its session row goes, then the cookie. */
export async function clearPartnerSessionCookie(request: Request) {
  const key = await sessionKey(request);
  if (key) await db.delete(schema.partnerSessions).where(eq(schema.partnerSessions.idHash, key));
  const session = await partnerSessionStorage().getSession(request.headers.get("Cookie"));
  return partnerSessionStorage().destroySession(session);
}

export const PARTNER_LOGIN_MESSAGES = {
  invalid: "Invalid username or JWT token. Please check your credentials.",
  invalidSecret: "Invalid username or secret. Please check your credentials.",
  missing: "Please enter both username and JWT token.",
  failed: "Login failed. Please try again or contact support.",
  usernameRequired: "Username is required",
  tokenRequired: "Secret or JWT token is required",
};

/** A JWT is three base64url parts; a partner secret is one string without dots. */
const looksLikeJwt = (value: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);

export type PartnerSignIn =
  | { ok: true; partner: PartnerRow; cookie: string }
  | { ok: false; status: 400 | 401 | 429 | 503; message: string; fieldErrors?: { username?: string[]; jwtToken?: string[] } };

/**
 * Signs a partner's people in to the pages with their username and either the
 * partner secret (checked like POST /v1/auth/login checks it) or a token from
 * POST /v1/auth/login, whose subject must be that username's active partner.
 */
export async function signInPartner(input: { username: unknown; jwtToken: unknown }, rateLimitKey: string): Promise<PartnerSignIn> {
  const username = typeof input.username === "string" ? input.username.trim() : "";
  const jwtToken = typeof input.jwtToken === "string" ? input.jwtToken.trim() : "";
  if (!username || !jwtToken) {
    return {
      ok: false,
      status: 400,
      message: PARTNER_LOGIN_MESSAGES.missing,
      fieldErrors: { ...(username ? {} : { username: [PARTNER_LOGIN_MESSAGES.usernameRequired] }), ...(jwtToken ? {} : { jwtToken: [PARTNER_LOGIN_MESSAGES.tokenRequired] }) },
    };
  }
  if (!partnerSecret()) return { ok: false, status: 503, message: PARTNER_LOGIN_MESSAGES.failed };
  const limit = await hitRateLimit(RATE_LIMIT_PARTNER_LOGIN, rateLimitKey);
  if (!limit.allowed) return { ok: false, status: 429, message: PARTNER_LOGIN_MESSAGES.failed };
  if (!looksLikeJwt(jwtToken)) {
    const partner = await verifyPartnerCredentials(username, jwtToken);
    if (!partner) return { ok: false, status: 401, message: PARTNER_LOGIN_MESSAGES.invalidSecret };
    return { ok: true, partner, cookie: await partnerSessionCookie(partner.id) };
  }
  const claims = verifyPartnerToken(jwtToken);
  const partner = claims ? await getActivePartnerByUsername(username) : null;
  if (!claims || !partner || partner.id !== claims.sub) return { ok: false, status: 401, message: PARTNER_LOGIN_MESSAGES.invalid };
  return { ok: true, partner, cookie: await partnerSessionCookie(partner.id) };
}
