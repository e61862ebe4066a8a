import { IconSprite } from "./icon";
import { Form, Link, useLocation } from "@remix-run/react";
import { Logo } from "./auth-layout";

export const NAV_ITEMS = [
  { label: "Dashboard", href: "/dashboard" },
  { label: "Tournaments", href: "/dashboard/tournaments" },
  { label: "Resumes", href: "/dashboard/resumes" },
  { label: "Credits", href: "/subscription/manage" },
  { label: "Help & Support", href: "/help" },
] as const;

/** Spec: active when the path equals or starts with the href; the dashboard root only when equal. */
export function isNavItemActive(pathname: string, href: string) {
  if (href === "/dashboard") return pathname === href;
  return pathname === href || pathname.startsWith(href);
}

/** Without billing there are no credits: the Credits page is gone, and so is its link. */
const navItems = (billing: boolean) => NAV_ITEMS.filter((item) => billing || item.href !== "/subscription/manage");

function NavList({ billing }: { billing: boolean }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {navItems(billing).map((item) => {
        const active = isNavItemActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              aria-current={active ? "page" : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium ${active ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100"}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** `user.billing` is false on a server without billing (BILLING=off); absent means on. */
export function AppShell({ user, children }: { user: { email: string; role: string; billing?: boolean }; children: React.ReactNode }) {
  const billing = user.billing !== false;
  return (
    <div className="min-h-full">
      <IconSprite />
      <header className="fixed inset-x-0 top-0 z-30 flex h-14 items-center justify-between border-b border-gray-200 bg-white px-4">
        <div className="flex items-center gap-3">
          {/* A <details> drawer works without JavaScript. */}
          <details className="group lg:hidden">
            <summary className="btn-secondary list-none px-2 py-1" aria-label="Open navigation">
              ☰
            </summary>
            <nav aria-label="Main (mobile)" className="fixed inset-y-0 left-0 top-14 z-40 w-64 border-r border-gray-200 bg-white p-4 shadow-lg">
              <NavList billing={billing} />
            </nav>
          </details>
          <Logo />
        </div>
        <details className="relative">
          <summary className="btn-secondary list-none" aria-haspopup="menu">
            My Account
          </summary>
          <div role="menu" className="absolute right-0 mt-2 w-56 rounded-md border border-gray-200 bg-white p-2 shadow-lg">
            <p className="truncate px-3 py-2 text-xs text-gray-600">{user.email}</p>
            {/* The account page: email, password and API tokens (the spec's Profile went to Credits, which has its own nav item). */}
            <Link role="menuitem" to="/dashboard/account" className="block rounded px-3 py-2 text-sm hover:bg-gray-100">
              Profile
            </Link>
            {user.role === "admin" ? (
              <Link role="menuitem" to={billing ? "/admin/promo-codes" : "/admin/tournaments"} className="block rounded px-3 py-2 text-sm hover:bg-gray-100">
                Admin
              </Link>
            ) : null}
            <Form method="post" action="/auth/logout">
              <button role="menuitem" type="submit" className="block w-full rounded px-3 py-2 text-left text-sm hover:bg-gray-100">
                Logout
              </button>
            </Form>
          </div>
        </details>
      </header>
      <nav aria-label="Main" className="fixed inset-y-0 left-0 top-14 hidden w-60 border-r border-gray-200 bg-white p-4 lg:block">
        <NavList billing={billing} />
      </nav>
      <main className="px-4 pt-20 pb-10 lg:pl-64 lg:pr-8">{children}</main>
    </div>
  );
}
