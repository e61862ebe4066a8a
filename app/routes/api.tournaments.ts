import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { LIMIT_MESSAGE } from "~/components/limit-dialog";
import { TournamentApiSchema } from "~/utils/tournament-schema";
import { getApiTournament, listApiTournaments } from "~/models/tournament-api.server";
import { LimitReachedError } from "~/models/credits.server";
import { createTournament, getUploadAllowance } from "~/models/tournament-create.server";
import { apiError, json, jsonRoute, readBody, requireApiUser, requireMethod, validate } from "~/utils/json-route.server";

/** GET /api/tournaments: the user's tournaments, newest first, each with resumeCount and progress. */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  return json(await listApiTournaments(user.id));
});

const limitReached = () => apiError(403, LIMIT_MESSAGE, { limitReached: true });

/**
 * POST /api/tournaments {name, jobDescription?, keyRequirements?, optionalRequirements?, keySkills?}
 * → 201 the tournament. Spends one credit, as the Create Tournament form does; resumes follow
 * with POST /api/tournaments/{id}/resumes.
 */
export const action = jsonRoute(async ({ request }: ActionFunctionArgs) => {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = validate(TournamentApiSchema, await readBody(request));
  if ((await getUploadAllowance(user.id)).limitReached) return limitReached();
  const id = crypto.randomUUID();
  try {
    await createTournament({ id, userId: user.id, input, files: [] });
  } catch (error) {
    if (error instanceof LimitReachedError) return limitReached();
    throw error;
  }
  return json(await getApiTournament({ id, userId: user.id }), 201, { Location: `/api/tournaments/${id}` });
});
