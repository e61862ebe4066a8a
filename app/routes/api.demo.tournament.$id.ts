import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDemoView } from "~/models/demo.server";
import { found, json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";

/** GET /api/demo/tournament/{id}: the demo's status and progress, polled by the landing page. */
export const loader = jsonRoute(async ({ params }: LoaderFunctionArgs) => json(found(await getDemoView(params.id), "Demo not found").tournament));

export const action = methodNotAllowed("GET");
