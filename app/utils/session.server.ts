import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { and, eq, getTableColumns, gt, ne, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { apiTokenOf, getUserByApiToken, revokeAllApiTokens } from "./api-token.server";
import { db, schema, type Db, type Tx } from "./db.server";
import { env, isProduction } from "./env.server";

const cookieBase = {
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  get secure() {
    return isProduction();
  },
  get secrets() {
    return [env().SESSION_SECRET];
  },
};

/** A session lasts 30 days from sign-in, on the server as in the browser. */
export const SESSION_SECONDS = 60 * 60 * 24 * 30;

/** The cookie holds only a random session id; the session itself is a row in `sessions` (only the id's SHA-256 is stored). */
type SessionData = { sid: string };
let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;
export function sessionStorage() {
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: { name: "__session", maxAge: SESSION_SECONDS, ...cookieBase, secure: cookieBase.secure, secrets: cookieBase.secrets },
    });
  }
  return storage;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

const hashSessionId = (sid: string) => createHash("sha256").update(sid).digest("hex");

/** The stored key of this request's session (the SHA-256 of its id), or null without a session cookie. No query. */
export async function getSessionKey(request: Request): Promise<string | null> {
  const sid = (await getSession(request)).get("sid");
  return typeof sid === "string" && sid.length >= 32 ? hashSessionId(sid) : null;
}

/** The session row that lets this key in: it exists and hasn't expired. For joins (the page cache). */
export function liveSession(key: string) {
  return and(eq(schema.sessions.idHash, key), gt(schema.sessions.expiresAt, sql`now()`));
}

export async function getUserId(request: Request): Promise<string | null> {
  return (await getUser(request))?.id ?? null;
}

export type SessionUser = typeof schema.users.$inferSelect;

// The layout and the page loaders of one request ask for the same user: one query serves both. Remix hands
// each loader its own copy of the Request, so a page read (GET) is known by its load context, which all of
// its loaders share; anything else by its Request (an action may change the user its loaders then read).
const usersByRequest = new WeakMap<object, Promise<SessionUser | null>>();
const requestKey = (request: Request, context?: object) => (context && (request.method === "GET" || request.method === "HEAD") ? context : request);

/** Bearer tokens open the JSON API only; the screens need the browser's session. */
const acceptsApiToken = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

/**
 * The signed-in user: one indexed query (the session's primary key, joined to its user).
 * On /api a personal API token (`Authorization: Bearer tl_…`) is accepted too, and wins over the cookie.
 */
export function getUser(request: Request, context?: object): Promise<SessionUser | null> {
  const key = requestKey(request, context);
  let user = usersByRequest.get(key);
  if (!user) {
    user = (async () => {
      const token = acceptsApiToken(request) ? apiTokenOf(request) : null;
      if (token) return getUserByApiToken(token);
      const sessionKey = await getSessionKey(request);
      if (!sessionKey) return null;
      const [row] = await db
        .select(getTableColumns(schema.users))
        .from(schema.sessions)
        .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
        .where(liveSession(sessionKey));
      return row ?? null;
    })();
    usersByRequest.set(key, user);
  }
  return user;
}

/** A new server-side session for this user; returns the Set-Cookie header that carries it. */
export async function startSession(userId: string) {
  const sid = randomBytes(32).toString("base64url");
  await db.insert(schema.sessions).values({ idHash: hashSessionId(sid), userId, expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000) });
  const session = await sessionStorage().getSession();
  session.set("sid", sid);
  return sessionStorage().commitSession(session);
}

/** Ends every session of a user (a password reset): their old cookies and API tokens stop working at once. */
export async function endAllSessions(tx: Tx | Db, userId: string) {
  await tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId));
  await revokeAllApiTokens(tx, userId);
}

/** Ends every session of a user but the one `keepKey` names (an email or password change): other browsers are signed out. */
export async function endOtherSessions(tx: Tx | Db, userId: string, keepKey: string | null) {
  await tx.delete(schema.sessions).where(and(eq(schema.sessions.userId, userId), keepKey ? ne(schema.sessions.idHash, keepKey) : undefined));
}

/** Recruiters' and partners' sessions past their end. */
export async function deleteExpiredSessions() {
  await db.delete(schema.sessions).where(sql`${schema.sessions.expiresAt} < now()`);
  await db.delete(schema.partnerSessions).where(sql`${schema.partnerSessions.expiresAt} < now()`);
}

/**
 * Only a local path: one `/` followed by a safe character, checked on the value
 * and on its decoded forms. Browsers drop tabs and newlines and read `\\` as `/`,
 * so `/\t/host`, `/\\host` or `/%2F/host` would leave the site; control
 * characters would break the Location header. Anything else goes to `fallback`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard") {
  // What we link to is already percent-encoded: printable ASCII only (anything else can't be a header value).
  if (!to || typeof to !== "string" || to.length > 2000 || !/^[\x20-\x7e]+$/.test(to)) return fallback;
  let decoded = to;
  for (let i = 0; i < 3; i++) {
    if (!isSafeLocalPath(decoded)) return fallback;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) return to;
    decoded = next;
  }
  return fallback; // still changing after three decodings: not a path anyone links to
}

function isSafeLocalPath(path: string) {
  // Controls, whitespace other than a plain space, and backslashes never belong in a local path.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/.test(path)) return false;
  return /^\/(?:$|[A-Za-z0-9\-._~?#&=%+])/.test(path);
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return redirect(`/auth/login?redirectTo=${encodeURIComponent(back)}`);
}

/** `context` (the loader's) lets the layout and the page of one page read share the query. */
export async function requireUser(request: Request, context?: object): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (!user) throw loginRedirect(request);
  return user;
}

export async function requireUserId(request: Request, context?: object): Promise<string> {
  return (await requireUser(request, context)).id;
}

/** The administrator role lives on the server; anyone else is sent to the dashboard and learns nothing. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/dashboard");
  return user;
}

export async function createUserSession(request: Request, userId: string, redirectTo: string, headers = new Headers()) {
  // A fresh id at every sign-in; a session this browser had before ends here.
  const previous = await getSessionKey(request);
  if (previous) await db.delete(schema.sessions).where(eq(schema.sessions.idHash, previous));
  headers.append("Set-Cookie", await startSession(userId));
  return redirect(redirectTo, { headers });
}

/** Logout: the session row is deleted, so this cookie (or a copy of it) opens nothing any more. */
export async function destroyUserSession(request: Request) {
  const key = await getSessionKey(request);
  if (key) await db.delete(schema.sessions).where(eq(schema.sessions.idHash, key));
  const session = await getSession(request);
  return redirect("/auth/login", { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
}
