import { jsonWithToast, redirectWithToast, type ToastMessage } from "remix-toast";
import { sessionStorage } from "./session.server";

export type { ToastMessage };

/**
 * A Set-Cookie carrying a toast, for responses that are not redirects. A plain
 * form post (JavaScript off) renders its page in the same request, before the
 * cookie could be read, so it would surface one page late: those show the
 * message inline instead and get no cookie.
 */
export async function toastHeaders(request: Request, toast: ToastMessage) {
  const headers = new Headers();
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") return headers;
  sessionStorage(); // signs the toast cookie
  const response = await jsonWithToast({}, toast);
  const cookie = response.headers.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

export async function redirectWithToastMessage(to: string, toast: ToastMessage, init?: ResponseInit) {
  sessionStorage();
  return redirectWithToast(to, toast, init);
}
