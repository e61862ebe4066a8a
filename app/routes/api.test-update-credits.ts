import type { ActionFunctionArgs } from "@remix-run/node";
import { grantTestCredits, PaymentError } from "~/models/payments.server";
import { getUserByEmail } from "~/models/user.server";
import { isProduction } from "~/utils/env.server";
import { getUser } from "~/utils/session.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function readFields(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  const form = await request.formData().catch(() => null);
  return form ? Object.fromEntries(form) : {};
}

/** POST { planId, email? }: the admin grants a plan's credits without paying, outside production only. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed." }, 405);
  const user = await getUser(request);
  if (!user) return json({ message: "You need to be logged in." }, 401);
  if (user.role !== "admin") return json({ message: "Forbidden." }, 403);
  if (isProduction()) return json({ message: "Not available in production." }, 403);
  const fields = await readFields(request);
  const planId = typeof fields.planId === "string" ? fields.planId : "";
  const email = typeof fields.email === "string" ? fields.email.trim() : "";
  const target = email ? await getUserByEmail(email) : user;
  if (!target) return json({ message: "No account with that email." }, 404);
  try {
    await grantTestCredits({ actorId: user.id, userId: target.id, planId });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.status === 404) return json({ message: "Failed to Update Credits" }, 400);
    return json({ message: error.message }, error.status);
  }
  return json({ message: "Credits Updated" });
}

export function loader() {
  return json({ message: "Method not allowed." }, 405);
}
