import type { ActionFunctionArgs } from "@remix-run/node";
import { handleStripeWebhook } from "~/models/payments.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

// Stripe's events are a few kilobytes; anything far larger is not from Stripe.
const MAX_BYTES = 1024 * 1024;

/** POST: Stripe's signed events. The signature covers the raw body, so it is read as text, unparsed. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ received: false, message: "Method not allowed." }, 405);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BYTES) return json({ received: false, message: "Payload too large." }, 413);
  const rawBody = await request.text();
  const result = await handleStripeWebhook(rawBody, request.headers.get("Stripe-Signature"));
  return json(result.body, result.status);
}

export function loader() {
  return json({ received: false, message: "Method not allowed." }, 405);
}
