import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { isProduction } from "~/utils/env.server";
import { requireAdmin } from "~/utils/session.server";
import { billingEnabled } from "~/utils/billing.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { user: { email: admin.email, role: admin.role, billing: billingEnabled() }, devEmails: !isProduction() };
}

const ADMIN_NAV = [
  { label: "Promo codes", href: "/admin/promo-codes" },
  { label: "Tournaments", href: "/admin/tournaments" },
  { label: "Dev emails", href: "/admin/dev-emails" },
  { label: "Partners", href: "/admin/partners" },
  { label: "API tester", href: "/admin/api-integration" },
] as const;

function AdminNav({ devEmails, billing }: { devEmails: boolean; billing: boolean }) {
  return (
    <nav aria-label="Admin" className="mb-6 border-b border-gray-200">
      <ul className="-mb-px flex flex-wrap gap-1 text-sm">
        {ADMIN_NAV.filter((item) => (devEmails || item.href !== "/admin/dev-emails") && (billing || item.href !== "/admin/promo-codes")).map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              className={({ isActive }) =>
                `inline-block border-b-2 px-3 py-2 font-medium ${isActive ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminLayout() {
  const { user, devEmails } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <AdminNav devEmails={devEmails} billing={user.billing} />
      <Outlet />
    </AppShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
