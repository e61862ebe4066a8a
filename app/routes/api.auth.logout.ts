import type { ActionFunctionArgs } from "@remix-run/node";
import { apiTokenOf, revokeApiTokenValue } from "~/utils/api-token.server";
import { json, jsonRoute, methodNotAllowed, requireApiUser, requireMethod } from "~/utils/json-route.server";
import { destroyUserSession } from "~/utils/session.server";

/** POST /api/auth/logout: the token it was called with is revoked; called from the browser, the session ends. */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  await requireApiUser(request);
  const token = apiTokenOf(request);
  if (token) {
    await revokeApiTokenValue(token);
    return json({ message: "Logged out" });
  }
  const ended = await destroyUserSession(request);
  return json({ message: "Logged out" }, 200, { "Set-Cookie": ended.headers.get("Set-Cookie") ?? "" });
});

export const loader = methodNotAllowed("POST");
