import type { LoaderFunctionArgs } from "@remix-run/node";
import { currentUserJson } from "~/models/current-user.server";
import { json, jsonRoute, methodNotAllowed, requireApiUser } from "~/utils/json-route.server";

/** GET /api/auth/me: the current user, their plan and their credits. */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => json(await currentUserJson(await requireApiUser(request))));

export const action = methodNotAllowed("GET");
