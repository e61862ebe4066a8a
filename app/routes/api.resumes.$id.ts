import type { ActionFunctionArgs } from "@remix-run/node";
import { changeResumeTier } from "~/models/resume-tier.server";
import { parseTier } from "~/analysis/tiers";
import { isUuid } from "~/utils/uuid";
import { apiError, found, json, jsonRoute, methodNotAllowed, readBody, requireApiUser, requireMethod } from "~/utils/json-route.server";

const NOT_FOUND = "Resume not found.";

/** PUT (or POST) { tier }: the recruiter's tier for one resume, stored beside the AI's */
export const action = jsonRoute(async ({ request, params }: ActionFunctionArgs) => {
  requireMethod(request, "PUT", "POST");
  const user = await requireApiUser(request);
  const id = found(isUuid(params.id) ? params.id : null, NOT_FOUND);
  const raw = (await readBody(request)).tier;
  const tier = typeof raw === "string" ? parseTier(raw) : null;
  if (!tier || raw !== tier) return apiError(400, "Failed to update tier", { errors: { tier: ["Choose tier A, B, C or D."] } });
  const changed = found(await changeResumeTier({ resumeId: id, userId: user.id, tier }), NOT_FOUND);
  return json({ message: "Tier updated", resume: { id: changed.id, tier: changed.to, aiTier: changed.aiTier } });
});

export const loader = methodNotAllowed("PUT", "POST");
