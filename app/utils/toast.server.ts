import { jsonWithToast, redirectWithToast, type ToastMessage } from "remix-toast";
import { sessionStorage } from "./session.server";

export type { ToastMessage };

/** A Set-Cookie carrying a toast, for responses that are not redirects. */
export async function toastHeaders(toast: ToastMessage) {
  sessionStorage(); // signs the toast cookie
  const response = await jsonWithToast({}, toast);
  const headers = new Headers();
  const cookie = response.headers.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

export async function redirectWithToastMessage(to: string, toast: ToastMessage, init?: ResponseInit) {
  sessionStorage();
  return redirectWithToast(to, toast, init);
}
