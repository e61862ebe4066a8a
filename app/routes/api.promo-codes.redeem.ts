import type { ActionFunctionArgs } from "@remix-run/node";
import { redeemPromoCode } from "~/models/promo.server";
import { PROMO_MESSAGES, PromoRedeemSchema } from "~/utils/promo-schemas";
import { getUser } from "~/utils/session.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function readCode(request: Request): Promise<unknown> {
  if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
    return body?.code;
  }
  return (await request.formData().catch(() => null))?.get("code") ?? undefined;
}

/** POST { code } (JSON or form): 200 { message } or an error status with { message } */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ message: "Method not allowed." }, 405);
  const user = await getUser(request);
  if (!user) return json({ message: "You need to be logged in to redeem a promo code." }, 401);
  const parsed = PromoRedeemSchema.safeParse({ code: await readCode(request) });
  if (!parsed.success) return json({ message: parsed.error.issues[0]?.message ?? PROMO_MESSAGES.required }, 400);
  const result = await redeemPromoCode({ userId: user.id, code: parsed.data.code });
  return result.ok ? json({ message: result.message }) : json({ message: result.message }, result.status);
}

export function loader() {
  return json({ message: "Method not allowed." }, 405);
}
