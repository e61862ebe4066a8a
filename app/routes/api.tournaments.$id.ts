import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApiTournament, listApiTournamentResumes } from "~/models/tournament-api.server";
import { isUuid } from "~/utils/uuid";
import { found, json, jsonRoute, methodNotAllowed, requireApiUser } from "~/utils/json-route.server";

const TOURNAMENT_NOT_FOUND = "Tournament not found.";

/** GET /api/tournaments/{id}[?include=resumes]: one of the user's tournaments, with its resumes when asked. */
export const loader = jsonRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const id = found(isUuid(params.id) ? params.id : null, TOURNAMENT_NOT_FOUND);
  const tournament = found(await getApiTournament({ id, userId: user.id }), TOURNAMENT_NOT_FOUND);
  const include = new URL(request.url).searchParams.getAll("include").flatMap((v) => v.split(","));
  if (!include.includes("resumes")) return json(tournament);
  return json({ ...tournament, resumes: await listApiTournamentResumes({ tournamentId: id, userId: user.id }) });
});

export const action = methodNotAllowed("GET");
