import type { ActionFunctionArgs } from "@remix-run/node";
import { handleStripeWebhook } from "~/models/payments.server";
import { apiError, json, jsonRoute, methodNotAllowed, requireMethod } from "~/utils/json-route.server";
import { requireBilling } from "~/utils/billing.server";

// Stripe's events are a few kilobytes; anything far larger is not from Stripe.
const MAX_BYTES = 1024 * 1024;

/** POST: Stripe's signed events. The signature covers the raw body, so it is read as text, unparsed. */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  requireBilling({ api: true });
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BYTES) return apiError(413, "Payload too large.", { received: false });
  const rawBody = await request.text();
  const result = await handleStripeWebhook(rawBody, request.headers.get("Stripe-Signature"));
  return json(result.body, result.status);
});

export const loader = methodNotAllowed("POST");
