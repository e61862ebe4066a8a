import { redirect } from "@remix-run/node";
import { NotFound } from "~/components/error-boundary";
import { requireBilling } from "~/utils/billing.server";

/** Legacy address of the Credits page. Without billing there is none: the not-found screen. */
export const loader = () => {
  requireBilling();
  return redirect("/subscription/manage", 301);
};

/** Never shown: the loader redirects, or (billing off) the error boundary shows the not-found screen. */
export default function LegacyPlans() {
  return null;
}

export const ErrorBoundary = NotFound;
