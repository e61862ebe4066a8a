import type { ActionFunctionArgs } from "@remix-run/node";
import { and, desc, eq } from "drizzle-orm";
import { confirmCheckout, PaymentError } from "~/models/payments.server";
import { db, schema } from "~/utils/db.server";
import { getUserId } from "~/utils/session.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function readFields(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = await request.json().catch(() => null);
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  }
  const form = await request.formData().catch(() => null);
  return form ? Object.fromEntries(form) : {};
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The spec's client sends only the plan it returned from; then the user's latest checkout
 * for that plan is checked, the pending one first (a webhook may already have settled it).
 */
async function latestSessionFor(userId: string, planId: string) {
  const { payments } = schema;
  const [row] = await db
    .select({ sessionId: payments.checkoutSessionId })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.planId, planId.toLowerCase())))
    .orderBy(desc(eq(payments.status, "pending")), desc(payments.createdAt))
    .limit(1);
  return row?.sessionId ?? null;
}

const MESSAGES = {
  paid: "Purchase successful",
  unpaid: "Your payment has not been completed yet.",
  unknown: "Checkout Session Invalid",
} as const;

/** POST { sessionId } or { planId }: asks Stripe whether the checkout is paid and grants its credits once. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed." }, 405);
  const userId = await getUserId(request);
  if (!userId) return json({ message: "You need to be logged in." }, 401);
  const fields = await readFields(request);
  const planId = text(fields.planId);
  const sessionId = text(fields.sessionId) ?? text(fields.session_id) ?? (planId ? await latestSessionFor(userId, planId) : null);
  if (!sessionId && !planId) return json({ message: "No session ID found. Please try again." }, 400);
  try {
    const result = sessionId ? await confirmCheckout({ sessionId, userId }) : { status: "unknown" as const, planId: null, granted: false };
    return json({ ...result, message: MESSAGES[result.status] }, result.status === "unknown" ? 404 : 200);
  } catch (error) {
    if (error instanceof PaymentError) return json({ message: error.message }, error.status);
    throw error;
  }
}

export function loader() {
  return json({ message: "Method not allowed." }, 405);
}
