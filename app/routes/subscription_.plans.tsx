import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Pricing } from "~/components/landing-pricing";
import { LandingFooter, LandingHeader } from "~/components/landing-sections";
import { listPublicPlans } from "~/models/plans.server";
import { getUser } from "~/utils/session.server";
import { requireBilling } from "~/utils/billing.server";
import { NotFound } from "~/components/error-boundary";

export const meta: MetaFunction = () => [{ title: "Plans and pricing — Tierlist" }];

/**
 * Spec: the legacy address of the Credits page, so a signed-in user goes there. A visitor (a link in an
 * old mail, a bookmark) sees the public plans instead of a login wall. Outside the signed-in layout.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // Without billing there are no plans: the not-found screen.
  requireBilling();
  if (await getUser(request)) throw redirect("/subscription/manage");
  return { plans: await listPublicPlans() };
}

export default function PublicPlans() {
  const { plans } = useLoaderData<typeof loader>();
  return (
    <div className="min-h-full bg-white">
      <LandingHeader anchorBase="/" />
      <main>
        <Pricing plans={plans} />
      </main>
      <LandingFooter />
    </div>
  );
}

export const ErrorBoundary = NotFound;
