import type { LoaderFunctionArgs } from "@remix-run/node";
import { listUserResumes, RESUMES_PAGE_SIZE } from "~/models/resume-list.server";
import { getApiResumes } from "~/models/tournament-api.server";
import { searchParam } from "~/utils/input.server";
import { json, jsonRoute, methodNotAllowed, requireApiUser } from "~/utils/json-route.server";

/**
 * GET /api/resumes?q=&by=name|skills&page=: the user's candidates across their tournaments,
 * newest first, 50 a page, searched as the All Candidates page searches.
 */
export const loader = jsonRoute(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const params = new URL(request.url).searchParams;
  const q = searchParam(params);
  const by = params.get("by") === "skills" ? "skills" : "name";
  const list = await listUserResumes({ userId: user.id, q, by, page: Number(params.get("page") ?? 1) });
  const resumes = await getApiResumes({ ids: list.rows.map((r) => r.id), userId: user.id });
  return json({ resumes, total: list.total, page: list.page, pageCount: list.pageCount, pageSize: RESUMES_PAGE_SIZE });
});

export const action = methodNotAllowed("GET");
