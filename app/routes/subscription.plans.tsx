import { redirect } from "@remix-run/node";
import { requireBilling } from "~/utils/billing.server";

/** Legacy address of the Credits page. */
export const loader = () => {
  requireBilling();
  return redirect("/subscription/manage", 301);
};
