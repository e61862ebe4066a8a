import type { ActionFunctionArgs } from "@remix-run/node";
import { grantTestCredits, PaymentError } from "~/models/payments.server";
import { getUserByEmail } from "~/models/user.server";
import { isProduction } from "~/utils/env.server";
import { apiError, found, json, jsonRoute, methodNotAllowed, readBody, requireApiAdmin, requireMethod } from "~/utils/json-route.server";
import { requireBilling } from "~/utils/billing.server";

/** POST { planId, email? }: the admin grants a plan's credits without paying, outside production only. */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const admin = await requireApiAdmin(request);
  requireBilling({ api: true });
  if (isProduction()) return apiError(403, "Not available in production.");
  const fields = await readBody(request);
  const planId = typeof fields.planId === "string" ? fields.planId : "";
  const email = typeof fields.email === "string" ? fields.email.trim() : "";
  const target = found(email ? await getUserByEmail(email) : admin, "No account with that email.");
  try {
    await grantTestCredits({ actorId: admin.id, userId: target.id, planId });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    if (error.status === 404) return apiError(400, "Failed to Update Credits");
    return apiError(error.status, error.message);
  }
  return json({ message: "Credits Updated" });
});

export const loader = methodNotAllowed("POST");
