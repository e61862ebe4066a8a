import { getUser, type SessionUser } from "~/utils/session.server";

export const adminJson = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** JSON admin endpoints: 401 without a session, 403 for anyone but the administrator (the role lives on the server). */
export async function adminOrError(request: Request): Promise<{ admin: SessionUser; error?: undefined } | { admin?: undefined; error: Response }> {
  const user = await getUser(request);
  if (!user) return { error: adminJson({ message: "You need to be logged in." }, 401) };
  if (user.role !== "admin") return { error: adminJson({ message: "Administrator access required." }, 403) };
  return { admin: user };
}
