import type { ActionFunctionArgs } from "@remix-run/node";
import { PaymentError, startCheckout } from "~/models/payments.server";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireApiUser, requireMethod } from "~/utils/json-route.server";
import { requireBilling } from "~/utils/billing.server";

/** POST { planId }: starts Stripe Checkout for a credit pack; answers { url, sessionId } */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  requireBilling({ api: true });
  const { planId } = await readBody(request);
  if (typeof planId !== "string" || !planId.trim()) return apiError(400, "Choose a plan.", { errors: { planId: ["Choose a plan."] } });
  try {
    return json(await startCheckout({ userId: user.id, planId }));
  } catch (error) {
    if (error instanceof PaymentError) return apiError(error.status, error.message);
    throw error;
  }
});

export const loader = methodNotAllowed("POST");
