import { Link } from "@remix-run/react";

export interface LandingPlan {
  id: string;
  name: string;
  priceInCents: number;
  maxResumesPerTournament: number;
  maxTournaments: number;
  zipExport: boolean;
  features: string[];
}

const ZIP_FEATURE = "Download tiers in a single zip";

/** A plan's feature list; the zip download is struck through where the plan lacks it. */
export function PlanFeatures({ plan, className = "" }: { plan: Pick<LandingPlan, "features" | "zipExport">; className?: string }) {
  return (
    <ul className={`flex-1 space-y-1 text-sm ${className}`}>
      {plan.features.map((feature) => {
        const excluded = feature === ZIP_FEATURE && !plan.zipExport;
        return (
          <li key={feature} className={excluded ? "text-gray-500 line-through" : "text-gray-800"}>
            <span aria-hidden>{excluded ? "✕ " : "✓ "}</span>
            {feature}
            {excluded ? <span className="sr-only"> (not included)</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export const formatPrice = (cents: number) => (cents === 0 ? "Free" : `$${(cents / 100).toFixed(2)}`);

export function Pricing({ plans }: { plans: LandingPlan[] }) {
  const largest = Math.max(0, ...plans.map((p) => p.maxResumesPerTournament));
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-gray-50 px-6 py-16">
      <div className="mx-auto max-w-6xl">
        <h2 id="pricing-title" className="text-2xl font-bold">
          Pricing
        </h2>
        <p className="mt-2 text-gray-700">Pay as you go with one-time credit packs, no subscriptions. Credits never expire and stack.</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => (
            <li key={plan.id} className="card flex flex-col" aria-labelledby={`plan-${plan.id}`}>
              <h3 id={`plan-${plan.id}`} className="text-sm font-semibold tracking-wide text-gray-600">
                {plan.name}
              </h3>
              <p className="mt-2 text-3xl font-bold">{formatPrice(plan.priceInCents)}</p>
              <p className="text-xs text-gray-600">{plan.priceInCents === 0 ? "Included with every account" : "One-time payment"}</p>
              <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-gray-600">Resumes per tournament</dt>
                  <dd className="font-semibold">{plan.maxResumesPerTournament.toLocaleString("en-US")}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">Tournaments</dt>
                  <dd className="font-semibold">{plan.maxTournaments}</dd>
                </div>
              </dl>
              <PlanFeatures plan={plan} className="mt-4" />
              <Link to="/auth/signup" className={`${plan.priceInCents === 0 ? "btn-primary" : "btn-secondary"} mt-6`}>
                Get Started
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-gray-600">Need more than {largest.toLocaleString("en-US")} resumes per tournament? Contact sales.</p>
      </div>
    </section>
  );
}
