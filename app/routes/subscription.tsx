import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/utils/session.server";
import { billingEnabled, requireBilling } from "~/utils/billing.server";

/** The signed-in shell for /subscription/* (Credits, checkout, promo). Each child checks the session itself too. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  requireBilling();
  return { user: { email: user.email, role: user.role, billing: billingEnabled() } };
}

export default function SubscriptionLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
