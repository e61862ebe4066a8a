import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { REQUIREMENT_LABELS } from "~/components/candidate-card";
import { personName, PersonFacts } from "~/components/candidate-person";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Evidence } from "~/components/evidence";
import { ScoreBar } from "~/components/score-bar";
import { StageBadge } from "~/components/stage-badge";
import { TierBadge } from "~/components/tier-badge";
import { COMPARE_MAX, getComparison } from "~/models/candidate-compare.server";
import { isUuid } from "~/utils/uuid";
import { requireUserId } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Compare candidates — Tierlist" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const ids = [...new Set(new URL(request.url).searchParams.getAll("ids").filter(isUuid))];
  const comparison = await getComparison({ tournamentId: params.id, userId, ids: ids.slice(0, COMPARE_MAX) });
  if (!comparison) throw data("Tournament not found", { status: 404 });
  // A chosen candidate that isn't in this tournament (another's id, a mistyped link) is missing, not skipped.
  if (comparison.candidates.length < Math.min(ids.length, COMPARE_MAX)) throw data("Candidate not found", { status: 404 });
  const problem =
    ids.length < 2 ? "Select two or three candidates to compare." : ids.length > COMPARE_MAX ? `You can compare up to ${COMPARE_MAX} candidates at a time; the first ${COMPARE_MAX} are shown.` : null;
  const blind = comparison.tournament.blindView;
  return { ...comparison, candidates: comparison.candidates.map((c) => ({ ...c, name: personName(c, blind) })), problem };
}

export default function ComparePage() {
  const { tournament, candidates, requirements, problem } = useLoaderData<typeof loader>();
  const back = `/dashboard/tournament/${tournament.id}`;
  return (
    <div className="space-y-6">
      <Link to={back} className="link text-sm wrap-anywhere">
        ← {tournament.name}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight">Compare candidates</h1>
      {problem ? (
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {problem}
        </p>
      ) : null}
      {candidates.length ? (
        <div className="card relative overflow-x-auto p-0">
          <table className="w-full min-w-[36rem] table-fixed text-left text-sm">
            <caption className="sr-only">Requirement by requirement</caption>
            <thead className="border-b border-gray-200 bg-gray-50 align-top">
              <tr>
                <th scope="col" className="w-44 px-4 py-3 text-xs font-medium uppercase tracking-wide text-gray-600">
                  Requirement
                </th>
                {candidates.map((c) => (
                  <th key={c.id} scope="col" className="px-4 py-3 font-normal">
                    <Link to={`${back}/candidate/${c.id}`} className="font-semibold text-gray-900 hover:text-brand-700">
                      {c.name}
                    </Link>
                    <PersonFacts person={c} className="mt-0.5 text-xs" />
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <TierBadge tier={c.tier} override={c.tierOverride} />
                      <StageBadge stage={c.stage} stages={tournament.stages} />
                    </div>
                    <div className="mt-2">
                      <ScoreBar score={c.score} />
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 align-top">
              {requirements.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-gray-900">
                    {r.label}
                    {r.key ? null : <span className="block text-xs font-normal text-gray-600">nice to have</span>}
                  </th>
                  {candidates.map((c) => {
                    const result = c.results.find((x) => x.requirementId === r.id);
                    return (
                      <td key={c.id} className="px-4 py-3">
                        {result ? (
                          <>
                            <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${REQUIREMENT_LABELS[result.status].style}`}>{REQUIREMENT_LABELS[result.status].text}</span>
                            <p className="mt-1 text-xs text-gray-700">
                              <Evidence text={result.evidence} />
                            </p>
                          </>
                        ) : (
                          <span className="text-xs text-gray-500">Not analyzed</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
