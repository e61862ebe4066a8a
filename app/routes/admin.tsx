import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AppShell } from "~/components/app-shell";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { requireAdmin } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { user: { email: admin.email, role: admin.role } };
}

export default function AdminLayout() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
