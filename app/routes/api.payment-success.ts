import type { ActionFunctionArgs } from "@remix-run/node";
import { and, desc, eq } from "drizzle-orm";
import { confirmCheckout, PaymentError } from "~/models/payments.server";
import { db, schema } from "~/utils/db.server";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireApiUser, requireMethod } from "~/utils/json-route.server";
import { requireBilling } from "~/utils/billing.server";

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
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const userId = (await requireApiUser(request)).id;
  requireBilling({ api: true });
  const fields = await readBody(request);
  const planId = text(fields.planId);
  const sessionId = text(fields.sessionId) ?? text(fields.session_id) ?? (planId ? await latestSessionFor(userId, planId) : null);
  if (!sessionId && !planId) return apiError(400, "No session ID found. Please try again.", { errors: { sessionId: ["No session ID found. Please try again."] } });
  try {
    const result = sessionId ? await confirmCheckout({ sessionId, userId }) : { status: "unknown" as const, planId: null, granted: false };
    if (result.status === "unknown") return apiError(404, MESSAGES.unknown, { ...result });
    return json({ ...result, message: MESSAGES[result.status] });
  } catch (error) {
    if (error instanceof PaymentError) return apiError(error.status, error.message);
    throw error;
  }
});

export const loader = methodNotAllowed("POST");
