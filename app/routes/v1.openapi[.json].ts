import { json, jsonRoute, methodNotAllowed } from "~/utils/json-route.server";
import { partnerOpenApiDocument } from "~/utils/partner-openapi";

/** GET /v1/openapi.json: the OpenAPI 3.1 description of the partner API (public, the same for everyone). */
export const loader = jsonRoute(async () => json(partnerOpenApiDocument, 200, { "Cache-Control": "public, max-age=300" }));

export const action = methodNotAllowed("GET");
