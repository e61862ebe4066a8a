import type { ActionFunctionArgs } from "@remix-run/node";
import { redeemPromoCode } from "~/models/promo.server";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireApiUser, requireMethod, validate } from "~/utils/json-route.server";
import { PROMO_MESSAGES, PromoRedeemSchema } from "~/utils/promo-schemas";
import { requireBilling } from "~/utils/billing.server";

/** POST { code } (JSON or form): 200 { message } or an error status with { message } */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const user = await requireApiUser(request, "You need to be logged in to redeem a promo code.");
  requireBilling({ api: true });
  const { code } = validate(PromoRedeemSchema, { code: (await readBody(request)).code });
  const result = await redeemPromoCode({ userId: user.id, code });
  return result.ok ? json({ message: result.message }) : apiError(result.status, result.message || PROMO_MESSAGES.required);
});

export const loader = methodNotAllowed("POST");
