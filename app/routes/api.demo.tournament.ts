import type { ActionFunctionArgs } from "@remix-run/node";
import { DEMO_MESSAGES } from "~/utils/demo-messages";
import { DemoSchema } from "~/utils/demo-schema";
import { createDemoTournament, getDemoView } from "~/models/demo.server";
import { apiError, json, jsonRoute, methodNotAllowed, readBody, requireMethod, validate } from "~/utils/json-route.server";
import { clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";

/** POST /api/demo/tournament: JSON {name, jobDescription, keyRequirements, optionalRequirements, keySkills} → 201 {id, …}. No sign-in; rate-limited per client. */
export const action = jsonRoute(async ({ request, context }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const input = validate(DemoSchema, await readBody(request));
  const key = clientKey(context, request);
  const limit = await hitRateLimit(RATE_LIMITS.demo, key);
  if (!limit.allowed) return apiError(429, DEMO_MESSAGES.rateLimited, {}, { "Retry-After": String(limit.retryAfterSeconds) });
  const id = await createDemoTournament({ input, clientKey: key });
  const view = await getDemoView(id);
  return json(view!.tournament, 201);
});

export const loader = methodNotAllowed("POST");
