import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { createUser } from "~/models/user.server";
import { db, schema } from "~/utils/db.server";
import { startSession } from "~/utils/session.server";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export async function createTestUser(options: { email?: string; password?: string; role?: "user" | "admin" } = {}) {
  const email = options.email ?? uniqueEmail();
  const user = await createUser({ email, password: options.password ?? "secret-password" });
  if (options.role === "admin") await db.update(schema.users).set({ role: "admin" }).where(eq(schema.users.id, user.id));
  return { ...user, role: options.role ?? "user" };
}

/** The Cookie header a browser would send after signing in as this user (a real server-side session). */
export async function sessionCookie(userId: string) {
  const setCookie = await startSession(userId);
  return setCookie.split(";")[0]!;
}

export function formRequest(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3999${url}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });
}

export function getRequest(url: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3999${url}`, { headers });
}

export const routeArgs = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: { clientIp: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
});
