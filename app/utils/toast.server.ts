import { createCookieSessionStorage } from "@remix-run/node";
import { createToastUtilsWithCustomSession, type ToastMessage } from "remix-toast";
import { env, isProduction } from "./env.server";

export type { ToastMessage };

const TOAST_COOKIE = "toast-session";

/**
 * remix-toast's own cookie "signs" with a no-op, so anyone who can plant a
 * cookie could make the app say anything. Its messages travel in a session
 * cookie signed with SESSION_SECRET instead.
 */
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, { flash: unknown }>> | undefined;
let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { flash: unknown }>({
    cookie: { name: TOAST_COOKIE, httpOnly: true, sameSite: "lax", path: "/", secure: isProduction(), secrets: [env().SESSION_SECRET] },
  });
  return storage;
}
function toasts() {
  utils ??= createToastUtilsWithCustomSession(toastStorage());
  return utils;
}

const TOAST_TYPES = new Set(["success", "error", "info", "warning"]);
function asToast(value: unknown): ToastMessage | null {
  const toast = (value as { toast?: Partial<ToastMessage> } | undefined)?.toast;
  if (!toast || typeof toast.message !== "string" || !TOAST_TYPES.has(String(toast.type))) return null;
  return {
    message: toast.message,
    type: toast.type!,
    ...(typeof toast.description === "string" ? { description: toast.description } : {}),
    ...(typeof toast.duration === "number" ? { duration: toast.duration } : {}),
  };
}

export const hasToastCookie = (request: Request) => new RegExp(`(?:^|;\\s*)${TOAST_COOKIE}=`).test(request.headers.get("Cookie") ?? "");

/**
 * The toast waiting for this request, if any. Reading it deletes the cookie
 * (remix-toast would keep an empty one forever, which would also keep every
 * page out of the page cache). Without a cookie, nothing is set.
 */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers?: Headers }> {
  if (!hasToastCookie(request)) return { toast: null };
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const toast = asToast(session.get("flash"));
  return { toast, headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }) };
}

/**
 * A Set-Cookie carrying a toast, for responses that are not redirects. A plain
 * form post (JavaScript off) renders its page in the same request, before the
 * cookie could be read, so it would surface one page late: those show the
 * message inline instead and get no cookie.
 */
export async function toastHeaders(request: Request, toast: ToastMessage) {
  const headers = new Headers();
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") return headers;
  const response = await toasts().jsonWithToast({}, toast);
  const cookie = response.headers.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

export async function redirectWithToastMessage(to: string, toast: ToastMessage, init?: ResponseInit) {
  return toasts().redirectWithToast(to, toast, init);
}
