import Stripe from "stripe";
import { env } from "./env.server";

let client: { key: string; base: string | undefined; stripe: Stripe } | undefined;

/** Payments are on when a secret key is set; without it the app runs with checkout switched off. */
export function paymentsConfigured() {
  return Boolean(env().STRIPE_SECRET_KEY);
}

/** STRIPE_API_BASE (e.g. a local fake) becomes the client's protocol, host and port. */
function endpoint(base: string | undefined) {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? ("http" as const) : ("https" as const);
  return { protocol, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443) };
}

/** One client per process, built at first use (so tests can set the environment first). */
export function getStripe(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return null;
  if (!client || client.key !== key || client.base !== base) {
    client = { key, base, stripe: new Stripe(key, { ...endpoint(base), maxNetworkRetries: 2, timeout: 20_000, telemetry: false }) };
  }
  return client.stripe;
}

/** Forgets the client, so a test that changed the environment gets a fresh one. */
export function resetStripeForTests() {
  client = undefined;
}
