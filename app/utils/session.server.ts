import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db, schema } from "./db.server";
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

type SessionData = { userId: string };
let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;
export function sessionStorage() {
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: { name: "__session", maxAge: 60 * 60 * 24 * 30, ...cookieBase, secure: cookieBase.secure, secrets: cookieBase.secrets },
    });
  }
  return storage;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function getUserId(request: Request): Promise<string | null> {
  const session = await getSession(request);
  const userId = session.get("userId");
  return typeof userId === "string" ? userId : null;
}

export type SessionUser = typeof schema.users.$inferSelect;

// The layout and the page loaders of one request ask for the same user: one query serves both.
const usersByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

export function getUser(request: Request): Promise<SessionUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = (async () => {
      const userId = await getUserId(request);
      if (!userId) return null;
      const [row] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
      return row ?? null;
    })();
    usersByRequest.set(request, user);
  }
  return user;
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

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

export async function requireUserId(request: Request): Promise<string> {
  return (await requireUser(request)).id;
}

/** The administrator role lives on the server; anyone else is sent to the dashboard and learns nothing. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/dashboard");
  return user;
}

export async function createUserSession(request: Request, userId: string, redirectTo: string, headers = new Headers()) {
  const session = await getSession(request);
  session.set("userId", userId);
  headers.append("Set-Cookie", await sessionStorage().commitSession(session));
  return redirect(redirectTo, { headers });
}

export async function destroyUserSession(request: Request) {
  const session = await getSession(request);
  return redirect("/auth/login", { headers: { "Set-Cookie": await sessionStorage().destroySession(session) } });
}
