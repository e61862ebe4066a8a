import type { LoaderFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { getUserId } from "~/utils/session.server";
import { getStripe } from "~/utils/stripe.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const INVALID = { message: "Checkout Session Invalid" };

/** GET: one of the user's own checkout sessions, as Stripe sees it now; anyone else's is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const userId = await getUserId(request);
  if (!userId) return json({ message: "You need to be logged in." }, 401);
  const id = params.id ?? "";
  const { payments } = schema;
  const [payment] = await db
    .select({ planId: payments.planId })
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, id), eq(payments.userId, userId)));
  if (!payment) return json(INVALID, 404);
  const stripe = getStripe();
  if (!stripe) return json({ message: "Payments are not configured." }, 503);
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
    if ((error as { code?: string }).code === "resource_missing") return json(INVALID, 404);
    console.error("Stripe checkout session could not be retrieved:", error);
    return json({ message: "Failed to load checkout session." }, 502);
  }
}
