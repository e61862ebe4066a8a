import type { ActionFunctionArgs } from "@remix-run/node";
import { DEMO_MESSAGES } from "~/utils/demo-messages";
import { DemoSchema } from "~/utils/demo-schema";
import { createDemoTournament, getDemoView } from "~/models/demo.server";
import { clientKey, hitRateLimit, RATE_LIMITS } from "~/utils/rate-limit.server";

/** POST /api/demo/tournament: JSON {name, jobDescription, keyRequirements, optionalRequirements, keySkills} → 201 {id, …}. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = DemoSchema.safeParse(body ?? {});
  if (!parsed.success) {
    return Response.json({ message: parsed.error.issues[0]?.message ?? "Invalid demo", errors: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) }, { status: 400 });
  }
  const key = clientKey(context, request);
  const limit = await hitRateLimit(RATE_LIMITS.demo, key);
  if (!limit.allowed) {
    return Response.json({ message: DEMO_MESSAGES.rateLimited }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const id = await createDemoTournament({ input: parsed.data, clientKey: key });
  const view = await getDemoView(id);
  return Response.json(view!.tournament, { status: 201 });
}

export const loader = () => Response.json({ message: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
