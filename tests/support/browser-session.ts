// Signing in and checking a session the way a browser does, through the real login action and layout loader.
import { expect } from "vitest";
import { action as loginAction } from "~/routes/auth.login";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { formRequest, getRequest, routeArgs } from "./factories";

/** Signs in through the real login action; returns the Cookie header the browser then sends. */
export async function logIn(email: string, password: string) {
  const res = (await loginAction(routeArgs(formRequest("/auth/login", { email, password })) as never)) as Response;
  expect(res.status).toBe(302);
  return res.headers.get("Set-Cookie")!.split(";")[0]!;
}

/** Where /dashboard takes this cookie: "dashboard" when it opens, "login" when it is sent to sign in. */
export async function dashboardWith(cookie: string) {
  try {
    await dashboardLoader(routeArgs(getRequest("/dashboard", { Cookie: cookie })) as never);
    return "dashboard";
  } catch (error) {
    if (error instanceof Response && error.status === 302 && error.headers.get("Location")?.startsWith("/auth/login")) return "login";
    throw error;
  }
}
