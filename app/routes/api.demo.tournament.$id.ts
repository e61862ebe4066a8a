import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDemoView } from "~/models/demo.server";

/** GET /api/demo/tournament/{id}: the demo's status and progress, polled by the landing page. */
export async function loader({ params }: LoaderFunctionArgs) {
  const view = await getDemoView(params.id);
  if (!view) return Response.json({ message: "Demo not found" }, { status: 404 });
  return Response.json(view.tournament, { headers: { "Cache-Control": "no-store" } });
}
