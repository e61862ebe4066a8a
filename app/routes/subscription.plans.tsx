import { redirect } from "@remix-run/node";

/** Legacy address of the Credits page. */
export const loader = () => redirect("/subscription/manage", 301);
