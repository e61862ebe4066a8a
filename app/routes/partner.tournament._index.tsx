import { redirect } from "@remix-run/node";

/** Spec: a missing id goes back to the partner dashboard. */
export const loader = () => redirect("/partner/dashboard");
