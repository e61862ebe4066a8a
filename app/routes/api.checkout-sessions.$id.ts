import type { LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { apiError, found, json, jsonRoute, methodNotAllowed, requireApiUser } from "~/utils/json-route.server";
import { getStripe } from "~/utils/stripe.server";
import { requireBilling } from "~/utils/billing.server";

const INVALID = "Checkout Session Invalid";

/** GET: one of the user's own checkout sessions, as Stripe sees it now; anyone else's is 404. */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  requireBilling({ api: true });
  const id = params.id ?? "";
  const { payments } = schema;
  const [row] = await db
    .select({ planId: payments.planId })
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, id), eq(payments.userId, user.id)));
  const payment = found(row, INVALID);
  const stripe = getStripe();
  if (!stripe) return apiError(503, "Payments are not configured.");
  try {
    const session = await stripe.checkout.sessions.retrieve(id);
    return json({
      id: session.id,
      status: session.status,
      paymentStatus: session.payment_status,
      planId: payment.planId,
      url: session.status === "open" ? session.url : null,
    });
  } catch (error) {
    if ((error as { code?: string }).code === "resource_missing") return apiError(404, INVALID);
    console.error("Stripe checkout session could not be retrieved:", error);
    return apiError(502, "Failed to load checkout session.");
  }
});

export const action = methodNotAllowed("GET");
