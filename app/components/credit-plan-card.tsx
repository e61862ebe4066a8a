import { Form } from "@remix-run/react";
import { formatPrice, PlanFeatures } from "./landing-pricing";

export interface CreditPlan {
  id: string;
  name: string;
  priceInCents: number;
  maxResumesPerTournament: number;
  maxTournaments: number;
  zipExport: boolean;
  isExtraPack: boolean;
  features: string[];
}

/** The Credits page's note on why payments are off, which each disabled Purchase button points to. */
export const PAYMENTS_OFF_ID = "payments-off";

/** One pack on the Credits page: FREE is included, the others start a card checkout. */
export function CreditPlanCard({ plan, canPurchase, pendingPlan }: { plan: CreditPlan; canPurchase: boolean; pendingPlan: string | null }) {
  const free = plan.priceInCents === 0;
  const popular = plan.id === "pro";
  const titleId = `credit-plan-${plan.id}`;
  return (
    <li aria-labelledby={titleId} className={`card relative flex flex-col ${popular ? "border-2 border-brand-600" : ""}`}>
      {popular ? <p className="absolute -top-3 left-4 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">MOST POPULAR</p> : null}
      <h3 id={titleId} className="text-sm font-semibold tracking-wide text-gray-600">
        {plan.name}
      </h3>
      <p className="mt-2 text-3xl font-bold">{formatPrice(plan.priceInCents)}</p>
      <p className="text-xs text-gray-600">{free ? "Free" : "One-time payment"}</p>
      <p className="mt-3 text-sm text-gray-800">
        {plan.isExtraPack ? "1 additional tournament credit" : `${plan.maxTournaments} tournaments`}, up to {plan.maxResumesPerTournament.toLocaleString("en-US")} resumes per tournament
      </p>
      <PlanFeatures plan={plan} className="mt-3" />
      {free ? (
        <button type="button" className="btn-secondary mt-6" disabled>
          Included With Account
        </button>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="purchase" />
          <input type="hidden" name="planId" value={plan.id} />
          <button
            type="submit"
            className={`${popular ? "btn-primary" : "btn-secondary"} w-full`}
            disabled={!canPurchase || pendingPlan !== null}
            aria-label={`Purchase Now: ${plan.name}`}
            aria-describedby={canPurchase ? undefined : `${titleId}-off ${PAYMENTS_OFF_ID}`}
          >
            {pendingPlan === plan.id ? "Redirecting..." : "Purchase Now"}
          </button>
          {/* Never disabled without a word: the reason is beside the button. */}
          {canPurchase ? null : (
            <p id={`${titleId}-off`} className="mt-2 text-xs text-gray-700">
              Purchase is off: card payments are not set up on this server.
            </p>
          )}
        </Form>
      )}
    </li>
  );
}
