import { json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { openApiDocument } from "~/utils/openapi";

/** GET /api/openapi.json: the OpenAPI 3.1 description of /api (public, the same for everyone). */
export const loader = jsonRoute(async () => json(openApiDocument, 200, { "Cache-Control": "public, max-age=300" }));

export const action = methodNotAllowed("GET");
