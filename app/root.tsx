import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { Toaster } from "./components/toaster";
import styles from "./styles/tailwind.css";
import { readToast } from "./utils/toast.server";
import { useNonce } from "./utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: "Tierlist — AI resume screening" },
  { name: "description", content: "Rank hundreds of resumes into tiers A to D, with the evidence behind every tier." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await readToast(request);
  return data({ toast }, { headers });
}

/**
 * Single fetch skips revalidation after a 4xx action; the root still must pick
 * up that action's toast. Live-update polls of a page don't concern the root.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (actionStatus !== undefined && actionStatus >= 400) return true;
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-gray-50 text-gray-900 antialiased">
        {children}
        <Toaster toast={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
