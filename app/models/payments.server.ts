import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { db, schema } from "~/utils/db.server";
import { appUrl, env, isProduction } from "~/utils/env.server";
import { getStripe, paymentsConfigured as stripeConfigured } from "~/utils/stripe.server";
import { grantCredits, raisePlan } from "./credits.server";

const { plans, users, payments, auditLog } = schema;

/** A purchase problem the user can read; status is the HTTP status the routes answer with. */
export class PaymentError extends Error {
  status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = "PaymentError";
    this.status = status;
  }
}

const PROVIDER_DOWN = "The payment provider could not be reached. Please try again.";

export function paymentsConfigured() {
  return stripeConfigured();
}

async function findPlan(planId: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId.trim().toLowerCase()));
  if (!plan) throw new PaymentError("Unknown plan.", 404);
  return plan;
}

function requireStripe() {
  const stripe = getStripe();
  if (!stripe) throw new PaymentError("Payments are not configured.", 503);
  return stripe;
}

/** Starts a hosted Stripe Checkout for one credit pack and records it as pending. */
export async function startCheckout(input: { userId: string; planId: string }) {
  const stripe = requireStripe();
  const plan = await findPlan(input.planId);
  if (plan.priceInCents <= 0) throw new PaymentError("The FREE plan is included with every account.", 400);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new PaymentError("You need to be logged in.", 401);

  const checkoutPage = `${appUrl()}/subscription/checkout`;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        plan.stripePriceId
          ? { price: plan.stripePriceId, quantity: 1 }
          : {
              price_data: { currency: "usd", unit_amount: plan.priceInCents, product_data: { name: `${plan.name} credit pack` } },
              quantity: 1,
            },
      ],
      client_reference_id: input.userId,
      metadata: { userId: input.userId, planId: plan.id },
      customer_email: user.email,
      success_url: `${checkoutPage}?success=true&credit_pack=${plan.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${checkoutPage}?canceled=true&credit_pack=${plan.id}`,
    });
  } catch (error) {
    console.error("Stripe checkout session could not be created:", error);
    throw new PaymentError(PROVIDER_DOWN, 502);
  }
  if (!session.url) throw new PaymentError(PROVIDER_DOWN, 502);

  // The amount is the price we asked Stripe to charge; fulfilment requires Stripe to report exactly it.
  await db.insert(payments).values({
    userId: input.userId,
    planId: plan.id,
    checkoutSessionId: session.id,
    amountInCents: plan.priceInCents,
    status: "pending",
  });
  return { url: session.url, sessionId: session.id };
}

type Confirmation = { status: "paid" | "unpaid" | "unknown"; planId: string | null; granted: boolean };

/** The return from checkout only triggers verification: Stripe's own copy of the session decides. */
export async function confirmCheckout(input: { sessionId: string; userId: string }): Promise<Confirmation> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, input.sessionId), eq(payments.userId, input.userId)));
  if (!payment) return { status: "unknown", planId: null, granted: false };
  if (payment.status === "paid") return { status: "paid", planId: payment.planId, granted: false };

  const stripe = requireStripe();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(input.sessionId);
  } catch (error) {
    if ((error as { code?: string }).code === "resource_missing") return { status: "unknown", planId: null, granted: false };
    console.error("Stripe checkout session could not be retrieved:", error);
    throw new PaymentError(PROVIDER_DOWN, 502);
  }
  if (session.payment_status !== "paid") return { status: "unpaid", planId: payment.planId, granted: false };

  const { granted } = await fulfillCheckoutSession(session);
  const [after] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
  // Paid at Stripe but not matching what we asked for: we can't vouch for it.
  return { status: after?.status === "paid" ? "paid" : "unknown", planId: payment.planId, granted };
}

/**
 * Grants a paid session's credits once. Replays and races are safe: the pending → paid
 * update is conditional, so only one caller wins, and the ledger's unique paymentId backs it up.
 */
export async function fulfillCheckoutSession(session: Stripe.Checkout.Session): Promise<{ granted: boolean }> {
  if (session.payment_status !== "paid") return { granted: false };
  const granted = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.checkoutSessionId, session.id));
    if (!payment) return false;
    const matches =
      session.metadata?.userId === payment.userId &&
      session.metadata?.planId === payment.planId &&
      (session.client_reference_id == null || session.client_reference_id === payment.userId) &&
      session.amount_total === payment.amountInCents &&
      (session.currency ?? "usd").toLowerCase() === "usd";
    if (!matches) {
      console.warn(`Checkout session ${session.id} does not match its payment; no credits granted.`);
      return false;
    }
    const [plan] = await tx.select().from(plans).where(eq(plans.id, payment.planId));
    if (!plan) return false;

    const [paid] = await tx
      .update(payments)
      .set({ status: "paid", paidAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    if (!paid) return false;

    const credited = await grantCredits(tx, payment.userId, { reason: "purchase", planId: plan.id, paymentId: payment.id, credits: plan.maxTournaments });
    if (!credited) return false;

    await raisePlan(tx, payment.userId, plan);
    await tx.insert(auditLog).values({
      actorUserId: payment.userId,
      action: "payment.paid",
      subjectType: "payment",
      subjectId: payment.id,
      data: { planId: plan.id, checkoutSessionId: session.id, amountInCents: payment.amountInCents, credits: plan.maxTournaments },
    });
    return true;
  });
  return { granted };
}

const FULFILLING_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

type WebhookResult = { status: number; body: { received: boolean; message?: string } };

/** Only a Stripe-signed event is believed; a failure to record answers 500 so Stripe retries. */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return { status: 400, body: { received: false, message: "Webhook signing is not configured." } };
  if (!signature) return { status: 400, body: { received: false, message: "Missing Stripe-Signature header." } };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return { status: 400, body: { received: false, message: "Invalid signature." } };
  }
  if (!FULFILLING_EVENTS.has(event.type)) return { status: 200, body: { received: true } };
  try {
    await fulfillCheckoutSession(event.data.object as Stripe.Checkout.Session);
  } catch (error) {
    console.error(`Stripe event ${event.id} could not be recorded:`, error);
    return { status: 500, body: { received: false, message: "Could not record the payment." } };
  }
  return { status: 200, body: { received: true } };
}

/** Admin test endpoint: grants a plan's credits without a payment. Never in production. */
export async function grantTestCredits(input: { actorId: string; userId: string; planId: string }): Promise<void> {
  if (isProduction()) throw new PaymentError("Not available in production.", 403);
  const [actor] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.actorId));
  if (actor?.role !== "admin") throw new PaymentError("Only the administrator can do this.", 403);
  const plan = await findPlan(input.planId);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new PaymentError("User not found.", 404);
  await db.transaction(async (tx) => {
    await grantCredits(tx, user.id, { reason: "admin", planId: plan.id, credits: plan.maxTournaments, note: "Test credits" });
    await raisePlan(tx, user.id, plan);
    await tx.insert(auditLog).values({
      actorUserId: input.actorId,
      action: "credits.test_grant",
      subjectType: "user",
      subjectId: user.id,
      data: { planId: plan.id, credits: plan.maxTournaments },
    });
  });
}
