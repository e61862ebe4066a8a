import { parseTier } from "~/analysis/tiers";
import type { ActionFunctionArgs } from "@remix-run/node";
import { changeResumeTier } from "~/models/resume-tier.server";
import { isUuid } from "~/utils/uuid";
import { getUserId } from "~/utils/session.server";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

async function readTier(request: Request) {
  if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
    const body = (await request.json().catch(() => null)) as { tier?: unknown } | null;
    return typeof body?.tier === "string" ? body.tier : null;
  }
  const value = (await request.formData().catch(() => null))?.get("tier");
  return typeof value === "string" ? value : null;
}

/** PUT (or POST) { tier }: the recruiter's tier for one resume */
export async function action({ request, params }: ActionFunctionArgs) {
  if (!["PUT", "POST"].includes(request.method)) return json({ message: "Method not allowed." }, 405);
  const userId = await getUserId(request);
  if (!userId) return json({ message: "You need to be logged in." }, 401);
  if (!isUuid(params.id)) return json({ message: "Resume not found." }, 404);
  const raw = await readTier(request);
  const tier = parseTier(raw);
  if (!tier || raw !== tier) return json({ message: "Failed to update tier", errors: { tier: ["Choose tier A, B, C or D."] } }, 400);
  const changed = await changeResumeTier({ resumeId: params.id, userId, tier });
  if (!changed) return json({ message: "Resume not found." }, 404);
  return json({ message: "Tier updated", resume: { id: changed.id, tier: changed.to, aiTier: changed.aiTier } });
}

export function loader() {
  return json({ message: "Method not allowed." }, 405);
}
