import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { createPromoCode, listPromoCodes, promoCodeFormSchema } from "~/models/promo.server";
import { PROMO_MESSAGES, promoCodeFields } from "~/utils/promo-schemas";
import { getUser } from "~/utils/session.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** 401 without a session, 403 for anyone but the administrator (the role lives on the server). */
async function adminOrError(request: Request) {
  const user = await getUser(request);
  if (!user) return { error: json({ message: "You need to be logged in." }, 401) };
  if (user.role !== "admin") return { error: json({ message: "Administrator access required." }, 403) };
  return { admin: user };
}

/** JSON or form fields, as the create form would send them: isActive defaults to on, maxUses null = empty. */
async function readFields(request: Request) {
  const isJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
  const raw: Record<string, unknown> = isJson
    ? (((await request.json().catch(() => null)) as Record<string, unknown> | null) ?? {})
    : Object.fromEntries((await request.formData().catch(() => new FormData())).entries());
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

/** GET: every promo code, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { error } = await adminOrError(request);
  if (error) return error;
  return json({ promoCodes: await listPromoCodes() });
}

/** POST { code, description, maxUses, isActive, grant?, credits? } (JSON or form): 201 { message, id } or { message, errors }. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed." }, 405);
  const { admin, error } = await adminOrError(request);
  if (error) return error;
  const submission = parseWithZod(await readFields(request), { schema: promoCodeFormSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const first = Object.values(errors).flat()[0];
    return json({ message: first ?? PROMO_MESSAGES.createFailed, errors }, 400);
  }
  const created = await createPromoCode({ actorId: admin.id, ...promoCodeFields(submission.value) });
  if (!created.ok) return json({ message: created.message || PROMO_MESSAGES.createFailed }, 409);
  return json({ message: "Promo code created", id: created.id, code: submission.value.code }, 201);
}
