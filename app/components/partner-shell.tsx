import { Form } from "@remix-run/react";
import { Logo } from "./auth-layout";

/** The partner pages' frame: 'Welcome back', the partner's name and Sign Out (a POST that clears the partner session). */
export function PartnerShell({ partnerName, children }: { partnerName: string; children: React.ReactNode }) {
  return (
    <div className="min-h-full">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <div className="flex min-w-0 items-center gap-4">
            <Logo />
            <p className="min-w-0 text-sm wrap-anywhere text-gray-700">
              Welcome back, <strong className="font-semibold text-gray-900">{partnerName}</strong>
            </p>
          </div>
          <Form method="post" action="/partner/logout">
            <button type="submit" className="btn-secondary">
              Sign Out
            </button>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">{children}</main>
    </div>
  );
}
