import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getCredits } from "~/models/credits.server";
import { confirmCheckout, fulfillCheckoutSession, grantTestCredits, handleStripeWebhook, paymentsConfigured, startCheckout } from "~/models/payments.server";
import { loader as checkoutSessionLoader } from "~/routes/api.checkout-sessions.$id";
import { action as createCheckoutAction, loader as createCheckoutLoader } from "~/routes/api.create-checkout-session";
import { action as paymentSuccessAction } from "~/routes/api.payment-success";
import { loader as plansLoader } from "~/routes/api.plans";
import { action as webhookAction, loader as webhookLoader } from "~/routes/api.stripe.webhook";
import { action as testCreditsAction } from "~/routes/api.test-update-credits";
import { db, schema } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { createTestUser, formRequest, getRequest, routeArgs, sessionCookie } from "../support/factories";

const BASE = "http://localhost:3999";
const WEBHOOK_SECRET = `whsec_test_${randomBytes(16).toString("hex")}`;

let fake: FakeStripe;
let forwarder: http.Server;

type AnyArgs = Parameters<typeof createCheckoutAction>[0];
const args = (request: Request, params: Record<string, string> = {}) => routeArgs(request, params) as unknown as AnyArgs;

/** The webhook route behind a real HTTP port, so the fake delivers to it the way Stripe would. */
async function startWebhookForwarder() {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`${BASE}${req.url}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v] as [string, string]] : [])),
      body: Buffer.concat(chunks),
    });
    const response = await webhookAction(args(request));
    res.writeHead(response.status, { "Content-Type": "application/json" });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

beforeAll(async () => {
  forwarder = await startWebhookForwarder();
  const { port } = forwarder.address() as AddressInfo;
  fake = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`, webhookSecret: WEBHOOK_SECRET });
  // env() parses once, at first use: set Stripe's settings before anything touches it.
  process.env.STRIPE_SECRET_KEY = fake.secretKey;
  process.env.STRIPE_API_BASE = fake.url;
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
  expect(env().STRIPE_API_BASE).toBe(fake.url);
});

afterAll(async () => {
  await fake?.close();
  await new Promise((resolve) => forwarder?.close(resolve));
});

async function user(role: "user" | "admin" = "user") {
  const u = await createTestUser({ role });
  return { ...u, cookie: await sessionCookie(u.id) };
}

const planOf = async (userId: string) => (await db.select().from(schema.users).where(eq(schema.users.id, userId)))[0]!.planId;
const paymentOf = async (sessionId: string) =>
  (await db.select().from(schema.payments).where(eq(schema.payments.checkoutSessionId, sessionId)))[0]!;
const purchaseRows = (userId: string) =>
  db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, userId), eq(schema.creditLedger.reason, "purchase")));

function jsonRequest(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${url}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } });
}

function webhookRequest(payload: string, signature?: string) {
  return new Request(`${BASE}/api/stripe/webhook`, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
  });
}

async function body(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

/** Re-imports a module with a changed environment (env() caches its parse per module instance). */
async function withEnv<T>(changes: Record<string, string | undefined>, run: () => Promise<T>) {
  const saved = Object.fromEntries(Object.keys(changes).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  vi.resetModules();
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    vi.resetModules();
  }
}

describe("starting a checkout", () => {
  it("creates a Stripe session for the plan's price with the return URLs, and a pending payment", async () => {
    const buyer = await user();
    const { url, sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${fake.url}/checkout/${sessionId}`);

    const session = fake.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: 1999,
      currency: "usd",
      metadata: { userId: buyer.id, planId: "pro" },
      client_reference_id: buyer.id,
      customer_email: buyer.email,
      success_url: `${BASE}/subscription/checkout?success=true&credit_pack=pro&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BASE}/subscription/checkout?canceled=true&credit_pack=pro`,
    });
    expect(fake.lineItems.get(sessionId)).toEqual([{ description: "PRO credit pack", unit_amount: 1999, quantity: 1 }]);

    const payment = await paymentOf(sessionId);
    expect(payment).toMatchObject({ userId: buyer.id, planId: "pro", amountInCents: 1999, status: "pending", paidAt: null });
    expect(paymentsConfigured()).toBe(true);
  });

  it("refuses an unknown plan (404) and the FREE plan (400), and records nothing", async () => {
    const buyer = await user();
    await expect(startCheckout({ userId: buyer.id, planId: "platinum" })).rejects.toMatchObject({ status: 404, message: "Unknown plan." });
    await expect(startCheckout({ userId: buyer.id, planId: "free" })).rejects.toMatchObject({
      status: 400,
      message: "The FREE plan is included with every account.",
    });
    expect(await db.select().from(schema.payments).where(eq(schema.payments.userId, buyer.id))).toHaveLength(0);
  });
});

describe("paying", () => {
  it("hosted page → Pay → signed webhook grants the credits once; replays and the return change nothing", async () => {
    const buyer = await user();
    const before = await getCredits(buyer.id);
    const { url, sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });

    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain("<title>Fake Stripe Checkout</title>");
    expect(html).toContain("$19.99");
    expect(html).toContain(`action="/checkout/${sessionId}/pay"`);

    const paid = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`${BASE}/subscription/checkout?success=true&credit_pack=pro&session_id=${sessionId}`);
    expect(fake.webhookDeliveries.filter((d) => d.sessionId === sessionId)).toEqual([
      expect.objectContaining({ status: 200, type: "checkout.session.completed" }),
    ]);

    const after = await getCredits(buyer.id);
    expect(after.total - before.total).toBe(5);
    expect(after.plan.id).toBe("pro");
    expect(await paymentOf(sessionId)).toMatchObject({ status: "paid", paidAt: expect.any(Date) });
    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, (await paymentOf(sessionId)).id));
    expect(audit).toEqual([expect.objectContaining({ action: "payment.paid", actorUserId: buyer.id, subjectType: "payment" })]);

    // Stripe retries, the same event twice, and the user's return from checkout.
    expect((await fake.deliver(sessionId)).status).toBe(200);
    const { payload, signature } = fake.signedEvent(sessionId);
    for (let i = 0; i < 2; i++) {
      const response = await webhookAction(args(webhookRequest(payload, signature)));
      expect(response.status).toBe(200);
      expect(await body(response)).toEqual({ received: true });
    }
    expect(await confirmCheckout({ sessionId, userId: buyer.id })).toEqual({ status: "paid", planId: "pro", granted: false });

    expect((await getCredits(buyer.id)).total - before.total).toBe(5);
    expect(await purchaseRows(buyer.id)).toHaveLength(1);
  });

  it("webhook and return racing each other grant once", async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await user();
      const before = await getCredits(buyer.id);
      const { sessionId } = await startCheckout({ userId: buyer.id, planId: "enterprise" });
      await fake.pay(sessionId, { webhook: false });

      const { payload, signature } = fake.signedEvent(sessionId);
      const session = fake.sessions.get(sessionId) as unknown as Stripe.Checkout.Session;
      const [hook1, confirm1, hook2, confirm2, direct] = await Promise.all([
        handleStripeWebhook(payload, signature),
        confirmCheckout({ sessionId, userId: buyer.id }),
        handleStripeWebhook(payload, signature),
        confirmCheckout({ sessionId, userId: buyer.id }),
        fulfillCheckoutSession(session),
      ]);
      expect([hook1.status, hook2.status]).toEqual([200, 200]);
      expect([confirm1.status, confirm2.status]).toEqual(["paid", "paid"]);
      // The webhook's answer doesn't say whether it was the one that granted; at most one of the others did.
      expect([confirm1, confirm2, direct].filter((r) => r.granted).length).toBeLessThanOrEqual(1);

      const after = await getCredits(buyer.id);
      expect(after.total - before.total).toBe(5);
      expect(after.plan.id).toBe("enterprise");
      expect(await purchaseRows(buyer.id)).toHaveLength(1);
    }
  });

  it("a webhook without a valid signature is refused with 400 and grants nothing", async () => {
    const buyer = await user();
    const { sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });
    await fake.pay(sessionId, { webhook: false });
    const { payload, signature } = fake.signedEvent(sessionId);

    const wrongSecret = (await import("stripe")).default.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    const tampered = payload.replace(`"amount_total":1999`, `"amount_total":1998`);
    for (const [raw, sig] of [
      [payload, undefined],
      [payload, "t=1,v1=deadbeef"],
      [payload, wrongSecret],
      [tampered, signature],
    ] as const) {
      const response = await webhookAction(args(webhookRequest(raw, sig)));
      expect(response.status).toBe(400);
      expect(await body(response)).toMatchObject({ received: false });
    }
    expect(await paymentOf(sessionId)).toMatchObject({ status: "pending" });
    expect(await purchaseRows(buyer.id)).toHaveLength(0);
  });

  it("another user's session is 'unknown' to confirmCheckout and grants nothing to anyone", async () => {
    const owner = await user();
    const other = await user();
    const { sessionId } = await startCheckout({ userId: owner.id, planId: "pro" });
    await fake.pay(sessionId, { webhook: false });

    expect(await confirmCheckout({ sessionId, userId: other.id })).toEqual({ status: "unknown", planId: null, granted: false });
    expect(await confirmCheckout({ sessionId: "cs_test_missing", userId: other.id })).toEqual({ status: "unknown", planId: null, granted: false });
    expect(await purchaseRows(owner.id)).toHaveLength(0);
    expect(await purchaseRows(other.id)).toHaveLength(0);
    expect(await paymentOf(sessionId)).toMatchObject({ status: "pending" });
  });

  it("an unpaid session grants nothing, by return or by event", async () => {
    const buyer = await user();
    const { sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });
    expect(await confirmCheckout({ sessionId, userId: buyer.id })).toEqual({ status: "unpaid", planId: "pro", granted: false });
    const { payload, signature } = fake.signedEvent(sessionId); // completed, but payment_status still unpaid (async methods)
    expect((await handleStripeWebhook(payload, signature)).status).toBe(200);
    expect(await purchaseRows(buyer.id)).toHaveLength(0);
    expect(await paymentOf(sessionId)).toMatchObject({ status: "pending" });
  });

  it("a paid session whose amount, currency, plan or user does not match its payment grants nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const cases: Array<(s: Record<string, unknown>) => void> = [
      (s) => (s.amount_total = 1),
      (s) => (s.currency = "eur"),
      (s) => (s.metadata = { ...(s.metadata as object), planId: "enterprise" }),
      (s) => (s.metadata = { ...(s.metadata as object), userId: "00000000-0000-0000-0000-000000000000" }),
      (s) => (s.client_reference_id = "someone-else"),
    ];
    for (const tamper of cases) {
      const buyer = await user();
      const { sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });
      await fake.pay(sessionId, { webhook: false });
      tamper(fake.sessions.get(sessionId) as unknown as Record<string, unknown>);

      const { payload, signature } = fake.signedEvent(sessionId);
      expect((await handleStripeWebhook(payload, signature)).status).toBe(200);
      expect(await confirmCheckout({ sessionId, userId: buyer.id })).toEqual({ status: "unknown", planId: "pro", granted: false });
      expect(await purchaseRows(buyer.id)).toHaveLength(0);
      expect(await planOf(buyer.id)).toBe("free");
    }
    // A paid session we never started (no payment row).
    const stray = { ...fake.sessions.values().next().value!, id: "cs_test_stray" };
    expect(await fulfillCheckoutSession(stray as unknown as Stripe.Checkout.Session)).toEqual({ granted: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("does not match its payment"));
    warn.mockRestore();
  });

  it("an async payment that succeeds later is granted on checkout.session.async_payment_succeeded", async () => {
    const buyer = await user();
    const { sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });
    await fake.pay(sessionId, { webhook: false });
    const { payload, signature } = fake.signedEvent(sessionId, "checkout.session.async_payment_succeeded");
    expect(await handleStripeWebhook(payload, signature)).toEqual({ status: 200, body: { received: true } });
    expect(await purchaseRows(buyer.id)).toHaveLength(1);
    // Other events are acknowledged and ignored.
    const other = fake.signedEvent(sessionId, "checkout.session.expired");
    expect(await handleStripeWebhook(other.payload, other.signature)).toEqual({ status: 200, body: { received: true } });
  });
});

describe("plans", () => {
  it("an extra pack adds one credit and leaves the plan alone", async () => {
    const buyer = await user();
    const before = await getCredits(buyer.id);
    const { sessionId } = await startCheckout({ userId: buyer.id, planId: "extra" });
    expect(fake.sessions.get(sessionId)!.amount_total).toBe(599);
    await fake.pay(sessionId);
    const after = await getCredits(buyer.id);
    expect(after.total - before.total).toBe(1);
    expect(after.extra).toBe(1);
    expect(await planOf(buyer.id)).toBe("free");
    expect(after.plan.id).toBe("free");
  });

  it("buying PRO after ENTERPRISE keeps ENTERPRISE and stacks the credits", async () => {
    const buyer = await user();
    const before = await getCredits(buyer.id);
    for (const planId of ["enterprise", "pro", "extra"]) {
      const { sessionId } = await startCheckout({ userId: buyer.id, planId });
      await fake.pay(sessionId);
    }
    const after = await getCredits(buyer.id);
    expect(after.plan.id).toBe("enterprise");
    expect(after.total - before.total).toBe(5 + 5 + 1);
    expect(await purchaseRows(buyer.id)).toHaveLength(3);
  });
});

describe("without Stripe configured", () => {
  it("checkout answers 503 'Payments are not configured.'", async () => {
    const buyer = await user();
    await withEnv({ STRIPE_SECRET_KEY: undefined }, async () => {
      const payments = await import("~/models/payments.server");
      expect(payments.paymentsConfigured()).toBe(false);
      await expect(payments.startCheckout({ userId: buyer.id, planId: "pro" })).rejects.toMatchObject({
        status: 503,
        message: "Payments are not configured.",
      });
      const route = await import("~/routes/api.create-checkout-session");
      const response = await route.action(args(jsonRequest("/api/create-checkout-session", { planId: "pro" }, { Cookie: buyer.cookie })));
      expect(response.status).toBe(503);
      expect(await body(response)).toEqual({ message: "Payments are not configured." });
    });
    expect(await db.select().from(schema.payments).where(eq(schema.payments.userId, buyer.id))).toHaveLength(0);
  });
});

describe("API routes", () => {
  it("POST /api/create-checkout-session: 401, 200 with JSON or form, 404 / 400 for bad plans, 405 for GET", async () => {
    const buyer = await user();
    const anonymous = await createCheckoutAction(args(jsonRequest("/api/create-checkout-session", { planId: "pro" })));
    expect(anonymous.status).toBe(401);

    const viaJson = await createCheckoutAction(args(jsonRequest("/api/create-checkout-session", { planId: "pro" }, { Cookie: buyer.cookie })));
    expect(viaJson.status).toBe(200);
    expect(viaJson.headers.get("Cache-Control")).toBe("no-store");
    const created = await body(viaJson);
    expect(Object.keys(created).sort()).toEqual(["sessionId", "url"]);
    expect(created.url).toBe(`${fake.url}/checkout/${created.sessionId}`);

    const viaForm = await createCheckoutAction(args(formRequest("/api/create-checkout-session", { planId: "extra" }, { Cookie: buyer.cookie })));
    expect(viaForm.status).toBe(200);
    expect(fake.sessions.get((await body(viaForm)).sessionId as string)!.amount_total).toBe(599);

    const unknown = await createCheckoutAction(args(jsonRequest("/api/create-checkout-session", { planId: "gold" }, { Cookie: buyer.cookie })));
    expect([unknown.status, await body(unknown)]).toEqual([404, { message: "Unknown plan." }]);
    const free = await createCheckoutAction(args(jsonRequest("/api/create-checkout-session", { planId: "free" }, { Cookie: buyer.cookie })));
    expect([free.status, await body(free)]).toEqual([400, { message: "The FREE plan is included with every account." }]);
    const none = await createCheckoutAction(args(jsonRequest("/api/create-checkout-session", {}, { Cookie: buyer.cookie })));
    expect(none.status).toBe(400);
    expect((await createCheckoutLoader()).status).toBe(405);
  });

  it("POST /api/payment-success: 401; by session id; by plan only; someone else's session is 404", async () => {
    const buyer = await user();
    const other = await user();
    const anonymous = await paymentSuccessAction(args(jsonRequest("/api/payment-success", { planId: "pro" })));
    expect(anonymous.status).toBe(401);

    const first = await startCheckout({ userId: buyer.id, planId: "pro" });
    const unpaid = await paymentSuccessAction(args(jsonRequest("/api/payment-success", { sessionId: first.sessionId }, { Cookie: buyer.cookie })));
    expect([unpaid.status, await body(unpaid)]).toEqual([
      200,
      { status: "unpaid", planId: "pro", granted: false, message: "Your payment has not been completed yet." },
    ]);

    await fake.pay(first.sessionId, { webhook: false });
    const mine = await paymentSuccessAction(args(formRequest("/api/payment-success", { session_id: first.sessionId }, { Cookie: buyer.cookie })));
    expect([mine.status, await body(mine)]).toEqual([200, { status: "paid", planId: "pro", granted: true, message: "Purchase successful" }]);

    // The spec's client sends only the plan it came back from.
    const second = await startCheckout({ userId: buyer.id, planId: "extra" });
    await fake.pay(second.sessionId, { webhook: false });
    const byPlan = await paymentSuccessAction(args(jsonRequest("/api/payment-success", { planId: "extra" }, { Cookie: buyer.cookie })));
    expect(await body(byPlan)).toEqual({ status: "paid", planId: "extra", granted: true, message: "Purchase successful" });
    const again = await paymentSuccessAction(args(jsonRequest("/api/payment-success", { planId: "extra" }, { Cookie: buyer.cookie })));
    expect(await body(again)).toMatchObject({ status: "paid", granted: false });

    const stolen = await paymentSuccessAction(args(jsonRequest("/api/payment-success", { sessionId: first.sessionId }, { Cookie: other.cookie })));
    expect([stolen.status, await body(stolen)]).toEqual([404, { status: "unknown", planId: null, granted: false, message: "Checkout Session Invalid" }]);
    const nothing = await paymentSuccessAction(args(jsonRequest("/api/payment-success", { planId: "enterprise" }, { Cookie: other.cookie })));
    expect(nothing.status).toBe(404);
    const empty = await paymentSuccessAction(args(jsonRequest("/api/payment-success", {}, { Cookie: other.cookie })));
    expect(empty.status).toBe(400);
    expect(await purchaseRows(other.id)).toHaveLength(0);
    expect(await purchaseRows(buyer.id)).toHaveLength(2);
  });

  it("GET /api/checkout-sessions/:id: 401; own session without secrets; anyone else's or a missing one is 404", async () => {
    const buyer = await user();
    const other = await user();
    const { sessionId, url } = await startCheckout({ userId: buyer.id, planId: "pro" });
    const get = (cookie?: string, id = sessionId) =>
      checkoutSessionLoader(args(getRequest(`/api/checkout-sessions/${id}`, cookie ? { Cookie: cookie } : {}), { id }));

    expect((await get()).status).toBe(401);
    const own = await get(buyer.cookie);
    expect([own.status, await body(own)]).toEqual([200, { id: sessionId, status: "open", paymentStatus: "unpaid", planId: "pro", url }]);

    await fake.pay(sessionId, { webhook: false });
    expect(await body(await get(buyer.cookie))).toEqual({ id: sessionId, status: "complete", paymentStatus: "paid", planId: "pro", url: null });

    for (const response of [await get(other.cookie), await get(buyer.cookie, "cs_test_nope")]) {
      expect([response.status, await body(response)]).toEqual([404, { message: "Checkout Session Invalid" }]);
    }
    // The payment row exists but Stripe has never heard of the session.
    await db.insert(schema.payments).values({ userId: buyer.id, planId: "pro", checkoutSessionId: "cs_test_gone", amountInCents: 1999 });
    const gone = await get(buyer.cookie, "cs_test_gone");
    expect([gone.status, await body(gone)]).toEqual([404, { message: "Checkout Session Invalid" }]);
  });

  it("GET /api/plans lists the plans in order, publicly", async () => {
    const response = await plansLoader();
    expect(response.status).toBe(200);
    const plans = (await response.json()) as Array<Record<string, unknown>>;
    expect(plans.map((p) => p.id)).toEqual(["free", "pro", "enterprise", "extra"]);
    expect(plans[1]).toEqual({
      id: "pro",
      name: "PRO",
      priceInCents: 1999,
      maxTournaments: 5,
      maxResumesPerTournament: 500,
      zipExport: true,
      isExtraPack: false,
      features: expect.any(Array),
    });
    expect(plans[3]).toMatchObject({ id: "extra", priceInCents: 599, maxTournaments: 1, isExtraPack: true });
  });

  it("POST /api/stripe/webhook: 405 for GET, 400 unsigned, 200 for a signed event", async () => {
    expect((await webhookLoader()).status).toBe(405);
    const unsigned = await webhookAction(args(webhookRequest(JSON.stringify({ type: "checkout.session.completed" }))));
    expect([unsigned.status, await body(unsigned)]).toEqual([400, { received: false, message: "Missing Stripe-Signature header." }]);

    const buyer = await user();
    const { sessionId } = await startCheckout({ userId: buyer.id, planId: "pro" });
    await fake.pay(sessionId, { webhook: false });
    const { payload, signature } = fake.signedEvent(sessionId);
    const signed = await webhookAction(args(webhookRequest(payload, signature)));
    expect([signed.status, await body(signed)]).toEqual([200, { received: true }]);
    expect(await purchaseRows(buyer.id)).toHaveLength(1);
  });

  it("POST /api/test-update-credits: 401, 403 for a non-admin, grants for the admin or by email, 400 for a bad plan", async () => {
    const admin = await user("admin");
    const member = await user();
    const post = (fields: Record<string, string>, cookie?: string) =>
      testCreditsAction(args(jsonRequest("/api/test-update-credits", fields, cookie ? { Cookie: cookie } : {})));

    expect((await post({ planId: "pro" })).status).toBe(401);
    const refused = await post({ planId: "pro" }, member.cookie);
    expect(refused.status).toBe(403);
    await expect(grantTestCredits({ actorId: member.id, userId: member.id, planId: "pro" })).rejects.toMatchObject({ status: 403 });
    expect((await getCredits(member.id)).total).toBe(2);

    const self = await post({ planId: "pro" }, admin.cookie);
    expect([self.status, await body(self)]).toEqual([200, { message: "Credits Updated" }]);
    expect(await getCredits(admin.id)).toMatchObject({ total: 2 + 5, plan: expect.objectContaining({ id: "pro" }) });

    const forMember = await post({ planId: "enterprise", email: member.email.toUpperCase() }, admin.cookie);
    expect(forMember.status).toBe(200);
    expect(await getCredits(member.id)).toMatchObject({ total: 2 + 5, plan: expect.objectContaining({ id: "enterprise" }) });
    const ledger = await db.select().from(schema.creditLedger).where(and(eq(schema.creditLedger.userId, member.id), eq(schema.creditLedger.reason, "admin")));
    expect(ledger).toEqual([expect.objectContaining({ delta: 5, planId: "enterprise" })]);
    const audit = await db.select().from(schema.auditLog).where(and(eq(schema.auditLog.subjectId, member.id), eq(schema.auditLog.action, "credits.test_grant")));
    expect(audit).toEqual([expect.objectContaining({ actorUserId: admin.id })]);

    const bad = await post({ planId: "nope" }, admin.cookie);
    expect([bad.status, await body(bad)]).toEqual([400, { message: "Failed to Update Credits" }]);
    const nobody = await post({ planId: "pro", email: "nobody@example.com" }, admin.cookie);
    expect(nobody.status).toBe(404);
  });

  it("POST /api/test-update-credits is refused in production, even for the admin", async () => {
    const admin = await user("admin");
    await withEnv({ NODE_ENV: "production" }, async () => {
      const route = await import("~/routes/api.test-update-credits");
      const response = await route.action(args(jsonRequest("/api/test-update-credits", { planId: "pro" }, { Cookie: admin.cookie })));
      expect([response.status, await body(response)]).toEqual([403, { message: "Not available in production." }]);
      const payments = await import("~/models/payments.server");
      await expect(payments.grantTestCredits({ actorId: admin.id, userId: admin.id, planId: "pro" })).rejects.toMatchObject({
        status: 403,
        message: "Not available in production.",
      });
    });
    expect((await getCredits(admin.id)).total).toBe(2);
  });
});
