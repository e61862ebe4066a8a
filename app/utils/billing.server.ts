import { env } from "./env.server";
import { apiError } from "./json-route.server";

// Billing (credits, plans, promo codes, card payments) is on unless the operator
// sets BILLING=off, as a team that hosts Tierlist for itself does. Off, its pages
// and API routes do not exist (404) and the credits module grants every account
// what a paid plan has (app/models/credits.server.ts).

export const billingEnabled = () => env().BILLING === "on";

export const BILLING_OFF = "Billing is turned off on this server.";

/** Throws the not-found screen (pages) or a 404 JSON answer (API routes) when billing is off. */
export function requireBilling({ api = false }: { api?: boolean } = {}) {
  if (billingEnabled()) return;
  throw api ? apiError(404, BILLING_OFF) : new Response("Not Found", { status: 404 });
}
