import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import qs from "qs";
import Stripe from "stripe";

/**
 * A local stand-in for Stripe that speaks its wire format, so the real `stripe` client is what
 * gets tested: form-encoded requests with bracket notation in, Stripe-shaped JSON and errors out,
 * a hosted checkout page with plain-HTML Pay / Cancel buttons, and signed webhooks on payment.
 */

/** The fields of a Checkout Session the app reads (the real object has many more). */
export type FakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  payment_intent: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

type LineItem = { description: string; unit_amount: number; quantity: number };

export type FakeStripeOptions = {
  webhookUrl?: string;
  webhookSecret: string;
  /** Deliver checkout.session.completed on Pay (default true). */
  deliverWebhooks?: boolean;
  /** Stripe price ids the fake accepts in line_items[n][price]. */
  prices?: Record<string, { unit_amount: number; currency?: string; name?: string }>;
  secretKey?: string;
  port?: number;
};

export type WebhookDelivery = { status: number; type: string; eventId: string; sessionId: string };

export type FakeStripe = {
  url: string;
  secretKey: string;
  sessions: Map<string, FakeCheckoutSession>;
  lineItems: Map<string, LineItem[]>;
  /** What the Pay button does, without the redirect. `webhook: false` skips delivery for this one payment. */
  pay(id: string, options?: { webhook?: boolean }): Promise<void>;
  /** A signed event for a session as it is now, the way Stripe would send it. */
  signedEvent(id: string, type?: string): { payload: string; signature: string };
  /** Delivers an event for a session to the webhook URL again (Stripe retries do this). */
  deliver(id: string, type?: string): Promise<WebhookDelivery>;
  webhookDeliveries: WebhookDelivery[];
  close(): Promise<void>;
};

const token = (n = 12) => randomBytes(n).toString("hex");

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (what: string, id: string, param?: string) =>
  new StripeFailure(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'`, ...(param ? { param } : {}) });
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: "invalid_request_error", code: param ? "parameter_missing" : undefined, message, param });

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const money = (cents: number, currency: string) => `${currency === "usd" ? "$" : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_fake_${token()}`;
  const sessions = new Map<string, FakeCheckoutSession>();
  const lineItems = new Map<string, LineItem[]>();
  const webhookDeliveries: WebhookDelivery[] = [];
  let baseUrl = "";

  function parseLineItems(raw: unknown): { items: LineItem[]; currency: string } {
    if (!Array.isArray(raw) || raw.length === 0) throw invalid("Missing required param: line_items.", "line_items");
    let currency = "";
    const items = raw.map((entry: Record<string, any>, i) => {
      const quantity = Number(entry?.quantity ?? 1);
      if (!Number.isInteger(quantity) || quantity < 1) throw invalid("Invalid integer: quantity", `line_items[${i}][quantity]`);
      if (typeof entry?.price === "string") {
        const price = options.prices?.[entry.price];
        if (!price) throw missing("price", entry.price, `line_items[${i}][price]`);
        currency ||= price.currency ?? "usd";
        return { description: price.name ?? entry.price, unit_amount: price.unit_amount, quantity };
      }
      const data = entry?.price_data;
      if (!data) throw invalid("You must specify either `price` or `price_data` in each line item.", `line_items[${i}]`);
      const unit = Number(data.unit_amount);
      if (!Number.isInteger(unit) || unit < 0) throw invalid("Invalid integer: unit_amount", `line_items[${i}][price_data][unit_amount]`);
      if (typeof data.currency !== "string") throw invalid("Missing required param: currency.", `line_items[${i}][price_data][currency]`);
      currency ||= data.currency.toLowerCase();
      return { description: String(data.product_data?.name ?? "Item"), unit_amount: unit, quantity };
    });
    return { items, currency };
  }

  function createSession(params: Record<string, any>): FakeCheckoutSession {
    if (params.mode !== "payment") throw invalid("This fake only supports mode=payment.", "mode");
    if (typeof params.success_url !== "string") throw invalid("Missing required param: success_url.", "success_url");
    const { items, currency } = parseLineItems(params.line_items);
    const id = `cs_test_${token(16)}`;
    const amount = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
    const now = Math.floor(Date.now() / 1000);
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      metadata: typeof params.metadata === "object" && params.metadata ? { ...params.metadata } : {},
      client_reference_id: typeof params.client_reference_id === "string" ? params.client_reference_id : null,
      customer_email: typeof params.customer_email === "string" ? params.customer_email : null,
      success_url: params.success_url,
      cancel_url: typeof params.cancel_url === "string" ? params.cancel_url : null,
      url: `${baseUrl}/checkout/${id}`,
      payment_intent: null,
      created: now,
      expires_at: now + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    lineItems.set(id, items);
    return session;
  }

  function getSession(id: string) {
    const session = sessions.get(id);
    if (!session) throw missing("checkout.session", id);
    return session;
  }

  function signedEvent(id: string, type = "checkout.session.completed") {
    const session = getSession(id);
    const payload = JSON.stringify({
      id: `evt_${token(12)}`,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }) };
  }

  async function deliver(id: string, type = "checkout.session.completed"): Promise<WebhookDelivery> {
    const { payload, signature } = signedEvent(id, type);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    let status = 0;
    if (options.webhookUrl) {
      try {
        const res = await fetch(options.webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
          body: payload,
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 0; // unreachable endpoint, as Stripe would record it
      }
    }
    const delivery = { status, type, eventId, sessionId: id };
    webhookDeliveries.push(delivery);
    return delivery;
  }

  async function pay(id: string, payOptions: { webhook?: boolean } = {}) {
    const session = getSession(id);
    if (session.status === "complete") return;
    if (session.status === "expired") throw invalid("This Checkout Session has expired.");
    session.status = "complete";
    session.payment_status = "paid";
    session.payment_intent = `pi_test_${token(12)}`;
    session.url = null;
    const webhook = payOptions.webhook ?? options.deliverWebhooks ?? true;
    if (webhook && options.webhookUrl) await deliver(id);
  }

  function checkoutPage(session: FakeCheckoutSession) {
    const items = lineItems.get(session.id) ?? [];
    const rows = items.map((i) => `<li>${escapeHtml(i.description)} × ${i.quantity}</li>`).join("");
    const total = money(session.amount_total, session.currency);
    const actions =
      session.status === "open"
        ? `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form>`
        : `<p>This checkout session is ${session.status}.</p>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main>
<h1>Fake Stripe Checkout</h1>
<ul>${rows}</ul>
<p>Total: <strong data-testid="amount">${total}</strong></p>
${session.customer_email ? `<p>Email: ${escapeHtml(session.customer_email)}</p>` : ""}
${actions}
</main></body></html>`;
  }

  function sendJson(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${token(8)}` });
    res.end(JSON.stringify(body));
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: " + String(req.headers.authorization ?? "").slice(7, 15) + "****" },
      });
    }
    const method = req.method ?? "GET";
    const body = method === "POST" ? qs.parse(await readBody(req), { depth: 10, arrayLimit: 100 }) : {};
    if (method === "POST" && path === "/v1/checkout/sessions") return sendJson(res, 200, createSession(body));
    const one = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && one) return sendJson(res, 200, getSession(decodeURIComponent(one[1]!)));
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === "POST" && expire) {
      const session = getSession(decodeURIComponent(expire[1]!));
      if (session.status !== "open") throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
      session.status = "expired";
      session.url = null;
      return sendJson(res, 200, session);
    }
    throw new StripeFailure(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handleHosted(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    const match = path.match(/^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/);
    const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !session) {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      return res.end("<!doctype html><title>Fake Stripe Checkout</title><p>Checkout session not found.</p>");
    }
    const action = match[2];
    if (!action && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      return res.end(checkoutPage(session));
    }
    if (req.method !== "POST" || !action) {
      res.writeHead(405, { Allow: action ? "POST" : "GET" });
      return res.end();
    }
    await readBody(req);
    if (action === "cancel") {
      res.writeHead(303, { Location: session.cancel_url ?? "/" });
      return res.end();
    }
    if (session.status === "expired") {
      res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(checkoutPage(session));
    }
    await pay(session.id);
    res.writeHead(303, { Location: (session.success_url ?? "/").replaceAll("{CHECKOUT_SESSION_ID}", session.id) });
    res.end();
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const handler = path.startsWith("/v1/") ? handleApi : handleHosted;
    handler(req, res, path).catch((error: unknown) => {
      if (error instanceof StripeFailure) return sendJson(res, error.status, { error: error.body });
      sendJson(res, 500, { error: { type: "api_error", message: String(error) } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    sessions,
    lineItems,
    pay,
    signedEvent,
    deliver,
    webhookDeliveries,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
