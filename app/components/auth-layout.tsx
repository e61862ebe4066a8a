import { Link } from "@remix-run/react";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-semibold text-gray-900">
      <span aria-hidden className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-white">T</span>
      <span>Tierlist</span>
    </Link>
  );
}

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center px-4 py-12">
      <div className="mb-8">
        <Logo />
      </div>
      <main className="card w-full max-w-md">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <div className="mt-1 text-sm text-gray-600">{subtitle}</div> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
