import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireUser } from "~/utils/session.server";
import { billingEnabled } from "~/utils/billing.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { user: { email: user.email, role: user.role, billing: billingEnabled() } };
}

/** The signed-in shell doesn't change when a page polls itself for live updates. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

export default function DashboardLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
