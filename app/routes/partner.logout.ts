import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearPartnerSessionCookie } from "~/models/partner-session.server";

/** Sign Out: clears the partner session (a POST, so a link elsewhere can't sign anyone out). */
export async function action({ request }: ActionFunctionArgs) {
  return redirect("/partner/login", { headers: { "Set-Cookie": await clearPartnerSessionCookie(request) } });
}

export const loader = () => redirect("/partner/login");
