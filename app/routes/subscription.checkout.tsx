import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { confirmCheckout, PaymentError } from "~/models/payments.server";
import { requireUserId } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";
import { requireBilling } from "~/utils/billing.server";

export const meta: MetaFunction = () => [{ title: "Checkout — Tierlist" }];

/**
 * Where the provider sends the buyer back. Arriving here grants nothing by
 * itself: it asks the provider whether this user's session is paid (the
 * signed webhook may already have granted it; either way it counts once).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  requireBilling();
  const url = new URL(request.url);
  if (url.searchParams.get("canceled")) {
    return redirectWithToastMessage("/subscription/manage", { type: "info", message: "Purchase canceled", description: "No payment was taken." });
  }
  const sessionId = url.searchParams.get("session_id");
  if (!sessionId) return { state: "missing" as const };
  let result: Awaited<ReturnType<typeof confirmCheckout>>;
  try {
    result = await confirmCheckout({ sessionId, userId });
  } catch (error) {
    if (!(error instanceof PaymentError)) console.error(error);
    return { state: "error" as const, message: error instanceof PaymentError ? error.message : "Failed to load checkout session." };
  }
  if (result.status === "unknown") return { state: "invalid" as const };
  if (result.status === "paid") {
    return redirectWithToastMessage("/dashboard?success=true", { type: "success", message: "Purchase successful", description: "Your credits are ready to use." });
  }
  return { state: "pending" as const, returned: url.searchParams.get("success") === "true" };
}

export default function CheckoutPage() {
  const result = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl">
      <section className="card" aria-labelledby="checkout-title">
        {result.state === "missing" ? (
          <>
            <h1 id="checkout-title" className="text-xl font-semibold">
              Checkout
            </h1>
            <p className="mt-2 text-gray-700">No session ID found. Please try again.</p>
          </>
        ) : result.state === "invalid" ? (
          <>
            <h1 id="checkout-title" className="text-xl font-semibold">
              Checkout Session Invalid
            </h1>
            <p className="mt-2 text-gray-700">This checkout session doesn't exist or isn't yours.</p>
          </>
        ) : result.state === "error" ? (
          <>
            <h1 id="checkout-title" className="text-xl font-semibold">
              Checkout
            </h1>
            <p role="alert" className="mt-2 text-red-800">
              {result.message}
            </p>
          </>
        ) : (
          <>
            <h1 id="checkout-title" className="text-xl font-semibold">
              Complete Your Purchase
            </h1>
            <p className="mt-2 text-gray-700">
              Payment is processed securely by Stripe. {result.returned ? "We are waiting for Stripe to confirm it; your credits appear as soon as it does." : "This purchase isn't paid yet."}
            </p>
            {result.returned ? <meta httpEquiv="refresh" content="5" /> : null}
          </>
        )}
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to="/dashboard" className="btn-primary">
            Return to Dashboard
          </Link>
          <Link to="/subscription/manage" className="btn-secondary">
            Back to Credits
          </Link>
        </div>
      </section>
    </div>
  );
}
