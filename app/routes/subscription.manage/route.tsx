import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { asc } from "drizzle-orm";
import { CreditPlanCard, PAYMENTS_OFF_ID } from "~/components/credit-plan-card";
import { describeCredits, getCredits, publicPlanCaps } from "~/models/credits.server";
import { count } from "~/utils/format";
import { PaymentError, paymentsConfigured, startCheckout } from "~/models/payments.server";
import { redeemPromoCode } from "~/models/promo.server";
import { db, schema } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { requireUser, requireUserId } from "~/utils/session.server";
import { toastHeaders } from "~/utils/toast.server";
import { PromoCard, type PromoReply } from "./promo-card";
import { requireBilling } from "~/utils/billing.server";

export const meta: MetaFunction = () => [{ title: "Credits — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { id: userId, role } = await requireUser(request);
  requireBilling();
  const [credits, plans] = await Promise.all([getCredits(userId), db.select().from(schema.plans).orderBy(asc(schema.plans.sortOrder))]);
  return {
    credits,
    creditLines: describeCredits(credits),
    plans: plans.map(({ stripePriceId: _price, ...plan }) => plan),
    largestCap: publicPlanCaps(plans).largest,
    paymentsReady: paymentsConfigured(),
    isAdmin: role === "admin",
    salesEmail: env().SUPPORT_EMAIL,
  };
}

type PurchaseReply = { intent: "purchase"; ok: false; message: string };

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  requireBilling();
  const form = await request.formData();
  if (form.get("intent") === "purchase") {
    try {
      const { url } = await startCheckout({ userId, planId: String(form.get("planId") ?? "") });
      // To the provider's hosted checkout; it returns to /subscription/checkout.
      return redirect(url);
    } catch (error) {
      const message = error instanceof PaymentError ? error.message : "Please try again.";
      if (!(error instanceof PaymentError)) console.error(error);
      return data<PurchaseReply>(
        { intent: "purchase", ok: false, message },
        { status: error instanceof PaymentError ? error.status : 500, headers: await toastHeaders(request, { type: "error", message: "Failed to complete purchase", description: message }) },
      );
    }
  }
  if (form.get("intent") === "redeem") {
    const result = await redeemPromoCode({ userId, code: String(form.get("code") ?? "") });
    const toast = result.ok
      ? { type: "success" as const, message: "Success!", description: result.message || "Promo code redeemed successfully!" }
      : { type: "error" as const, message: "Promo Code Error", description: result.message || "Invalid or expired promo code. Please try again." };
    return data<PromoReply>({ intent: "redeem", ok: result.ok, message: toast.description }, { status: result.ok ? 200 : result.status, headers: await toastHeaders(request, toast) });
  }
  return data({ intent: "unknown", ok: false, message: "Unknown action." }, { status: 400 });
}

export default function CreditsPage() {
  const { credits, creditLines, plans, largestCap, paymentsReady, salesEmail, isAdmin } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingPlan = navigation.state !== "idle" && navigation.formData?.get("intent") === "purchase" ? String(navigation.formData.get("planId")) : null;
  const base = credits.total - credits.extra;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Tournament Credits</h1>
        <section aria-labelledby="how-title" className="mt-3 max-w-3xl text-sm text-gray-700">
          <h2 id="how-title" className="font-semibold text-gray-900">
            How Our Credit Packs Work
          </h2>
          <p className="mt-1">
            One credit lets you create and run one tournament, with up to your plan's number of resumes. Credits never expire and stack: buy a pack whenever you
            need more.
          </p>
        </section>
      </header>

      <section aria-labelledby="summary-title" className="card">
        <h2 id="summary-title" className="text-lg font-semibold">
          Your credits
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm text-gray-600">Total credits</dt>
            <dd className="text-2xl font-bold">{credits.unlimited ? "Unlimited" : credits.total}</dd>
          </div>
          {!credits.unlimited ? (
            <div>
              <dt className="text-sm text-gray-600">Available</dt>
              <dd className="text-2xl font-bold">
                {credits.available} <span className="text-sm font-normal text-gray-600">({credits.used} used)</span>
              </dd>
            </div>
          ) : null}
          {credits.extra > 0 && !credits.unlimited ? (
            <div>
              <dt className="text-sm text-gray-600">Base plan credits</dt>
              <dd className="text-lg font-semibold">{base}</dd>
              <dt className="mt-1 text-sm text-gray-600">Additional purchased credits</dt>
              <dd className="text-lg font-semibold">{credits.extra}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-sm text-gray-600">Resumes per tournament</dt>
            <dd className="text-2xl font-bold">{credits.resumeCap === null ? "Unlimited" : credits.resumeCap.toLocaleString("en-US")}</dd>
            <dd className="text-xs text-gray-600">{credits.unlimited ? "Unlimited access" : `${credits.plan.name} plan`}</dd>
          </div>
        </dl>
        <ul aria-label="Your access" className="mt-4 list-disc pl-5 text-sm text-gray-700">
          {creditLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-gray-600">Recently purchased credits can take a few minutes to appear. Refreshing the page may help.</p>
      </section>

      {!paymentsReady ? (
        <p role="note" id={PAYMENTS_OFF_ID} className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          Payments are not configured on this server, so credit packs can&apos;t be bought here. Promo codes still work.{" "}
          {isAdmin
            ? "To sell credit packs, set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET; to run without credits at all, set BILLING=off."
            : "Ask your administrator to set up card payments."}
        </p>
      ) : null}
      {reply?.intent === "purchase" ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <strong>Failed to complete purchase:</strong> {reply.message}
        </p>
      ) : null}

      <section aria-labelledby="packs-title">
        <h2 id="packs-title" className="sr-only">
          Credit packs
        </h2>
        <ul className="grid gap-4 pt-3 md:grid-cols-2 xl:grid-cols-4">
          {plans.map((plan) => (
            <CreditPlanCard key={plan.id} plan={plan} canPurchase={paymentsReady} pendingPlan={pendingPlan} />
          ))}
        </ul>
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="features-title" className="card">
          <h2 id="features-title" className="text-lg font-semibold">
            Key Plan Features
          </h2>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="font-semibold">Stackable Credits</dt>
              <dd className="text-gray-700">Every pack adds to the credits you already have.</dd>
            </div>
            <div>
              <dt className="font-semibold">Credits Never Expire</dt>
              <dd className="text-gray-700">Use them this week or next year.</dd>
            </div>
            <div>
              <dt className="font-semibold">Download Options</dt>
              <dd className="text-gray-700">PRO and ENTERPRISE can download each tier as one zip, with the AI summaries.</dd>
            </div>
          </dl>
        </section>
        <div className="space-y-4">
          <PromoCard reply={reply?.intent === "redeem" ? (reply as PromoReply) : null} />
          <section aria-labelledby="custom-title" className="rounded-lg border border-gray-200 bg-gray-100 p-4 text-sm">
            <h2 id="custom-title" className="font-semibold">
              Need a custom solution?
            </h2>
            <p className="mt-1 text-gray-700">
              Screening more than {count(largestCap)} resumes per tournament? Contact sales at{" "}
              <a className="link" href={`mailto:${salesEmail}?subject=Tierlist%20custom%20plan`}>
                {salesEmail}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
      <p>
        <Link to="/subscription/promo" className="link text-sm">
          Redeem a promo code on its own page
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
      <p>Error loading credits data. Please try again.</p>
      <Link to="/dashboard" className="btn-secondary mt-3">
        Back to Dashboard
      </Link>
    </div>
  );
}
