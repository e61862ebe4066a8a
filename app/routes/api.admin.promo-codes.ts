import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { createPromoCode, listPromoCodes, promoCodeFormSchema } from "~/models/promo.server";
import { apiError, json, jsonRoute, readBody, requireApiAdmin, requireMethod } from "~/utils/json-route.server";
import { PROMO_MESSAGES, promoCodeFields } from "~/utils/promo-schemas";
import { requireBilling } from "~/utils/billing.server";

/** JSON or form fields, as the create form would send them: isActive defaults to on, maxUses null = empty. */
async function readFields(request: Request) {
  const raw = await readBody(request);
  const form = new FormData();
  const text = (v: unknown) => (v === null || v === undefined ? "" : typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "?");
  for (const key of ["code", "description", "maxUses", "grant", "credits"]) {
    const value = text(raw[key]);
    if (value !== "") form.set(key, value);
  }
  const active = raw.isActive;
  if (active === undefined || active === null || active === "" || !["false", "off", "0"].includes(String(active).toLowerCase())) form.set("isActive", "on");
  return form;
}

/** GET: every promo code, newest first (administrator only: 401 without a user, 403 for anyone else). */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => {
  await requireApiAdmin(request);
  requireBilling({ api: true });
  return json({ promoCodes: await listPromoCodes() });
});

/** POST { code, description, maxUses, isActive, grant?, credits? } (JSON or form): 201 { message, id } or { message, errors }. */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const admin = await requireApiAdmin(request);
  requireBilling({ api: true });
  const submission = parseWithZod(await readFields(request), { schema: promoCodeFormSchema });
  if (submission.status !== "success") {
    const errors = (submission.error ?? {}) as Record<string, string[]>;
    const first = Object.values(errors).flat()[0];
    return apiError(400, first ?? PROMO_MESSAGES.createFailed, { errors });
  }
  const created = await createPromoCode({ actorId: admin.id, ...promoCodeFields(submission.value) });
  if (!created.ok) return apiError(409, created.message || PROMO_MESSAGES.createFailed);
  return json({ message: "Promo code created", id: created.id, code: submission.value.code }, 201);
});
