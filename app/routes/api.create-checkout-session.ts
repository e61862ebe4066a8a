import type { ActionFunctionArgs } from "@remix-run/node";
import { PaymentError, startCheckout } from "~/models/payments.server";
import { getUserId } from "~/utils/session.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function readPlanId(request: Request) {
  if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = (await request.json().catch(() => null)) as { planId?: unknown } | null;
    return typeof body?.planId === "string" ? body.planId : null;
  }
  const value = (await request.formData().catch(() => null))?.get("planId");
  return typeof value === "string" ? value : null;
}

/** POST { planId }: starts Stripe Checkout for a credit pack; answers { url, sessionId } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed." }, 405);
  const userId = await getUserId(request);
  if (!userId) return json({ message: "You need to be logged in." }, 401);
  const planId = await readPlanId(request);
  if (!planId?.trim()) return json({ message: "Choose a plan." }, 400);
  try {
    return json(await startCheckout({ userId, planId }));
  } catch (error) {
    if (error instanceof PaymentError) return json({ message: error.message }, error.status);
    throw error;
  }
}

export function loader() {
  return json({ message: "Method not allowed." }, 405);
}
