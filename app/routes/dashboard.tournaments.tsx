import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TournamentTable } from "~/components/tournament-table";
import { listTournaments } from "~/models/tournament.server";
import { requireUserId } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Tournaments — Tierlist" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  return { tournaments: await listTournaments({ userId }), q: new URL(request.url).searchParams.get("q") ?? "" };
}

export default function TournamentsPage() {
  const { tournaments, q } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Tournaments</h1>
      <TournamentTable rows={tournaments} q={q} action="/dashboard/tournaments" />
    </div>
  );
}

export { TournamentsLoadError as ErrorBoundary } from "~/components/tournaments-error";
