import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { Pager } from "~/components/pager";
import { CandidateCard } from "~/components/candidate-card";
import { MissingThing, missingThingTitle, NotFound } from "~/components/error-boundary";
import { PostingField } from "~/components/posting-field";
import { ProcessingStatus } from "~/components/processing-status";
import { StatusBadge } from "~/components/status-badge";
import { BulkActions, UndoBar } from "~/components/bulk-actions";
import { SearchForm, StageTabs, TierChips, ViewSwitch } from "~/components/candidate-filters";
import { CandidateTable } from "~/components/candidate-table";
import { KeyboardTriage } from "~/components/keyboard-triage";
import { ScoreHistogram, TierDistribution } from "~/components/charts";
import { lastDecision, listCandidates } from "~/models/candidate-list.server";
import { candidateSearch, parseCandidateQuery, type CandidateQuery } from "~/models/candidate-query";
import type { Tier } from "~/analysis/tiers";
import { filesAllowed } from "~/models/tournament-create.server";
import { deleteTournament } from "~/models/tournament-delete.server";
import { getTournamentPage, setBlindView } from "~/models/tournament-detail.server";
import { isUuid } from "~/utils/uuid";
import { plural } from "~/utils/format";
import { requireUserId, safeRedirect } from "~/utils/session.server";
import { tournamentRequirements } from "~/models/requirement-review.server";
import { RequirementSummary } from "~/components/requirement-review";
import { redirectWithToastMessage } from "~/utils/toast.server";
import { AddResumes } from "./add-resumes";
import { handleDecision } from "./decisions.server";
import { handleSettings } from "./settings.server";
import { TournamentSettings } from "./tournament-settings";
import { CompletionNotice } from "./completion-notice";
import { DeleteTournament } from "./delete-tournament";
import { ExportMenu } from "./export-menu";
import { showToast } from "~/components/toaster";
import { useLiveRevalidation, useStatusTransitions, useToastFromNavigation } from "./live-updates";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.tournament.name ?? "Tournament"} — Tierlist` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const query = parseCandidateQuery(new URL(request.url).searchParams);
  const cards = query.view === "cards";
  const result = await getTournamentPage({ id: params.id, userId, tier: query.tier, page: query.page, withCards: cards });
  // Missing and not yours look the same.
  if (!result) throw data("Tournament not found", { status: 404 });
  const { counts, requirementSource, ...page } = result;
  const [list, last] = await Promise.all([
    cards ? null : listCandidates({ tournamentId: params.id, query, blind: result.tournament.blindView, count: knownCount(query, counts) }),
    lastDecision(params.id),
  ]);
  const requirements = tournamentRequirements({ ...result.tournament, ...requirementSource });
  return { ...page, counts, requirements, query, tier: query.tier, list, last, maxFiles: filesAllowed(result.resumeCap, counts.total) };
}

/** How many candidates the list's filter matches, when the page's counts already say (a tier or a stage alone, or no filter). */
function knownCount(query: CandidateQuery, counts: { total: number; tiers: Record<Tier, number>; stages: Record<string, number> }) {
  if (query.q || (query.tier && query.stage)) return undefined;
  if (query.tier) return counts.tiers[query.tier];
  if (query.stage) return counts.stages[query.stage] ?? 0;
  return counts.total;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const form = await request.formData();
  const page = `/dashboard/tournament/${params.id}`;
  const back = String(form.get("redirectTo") ?? "");
  // Only back to this page (keeping its ?tier= and ?page=), never elsewhere.
  const to = (back === page || back.startsWith(`${page}?`)) && safeRedirect(back, page) === back ? back : page;

  const intent = String(form.get("intent") ?? "");
  const decided = await handleDecision({ form, intent, userId, tournamentId: params.id, to });
  if (decided) return decided;
  const settled = await handleSettings({ form, intent, userId, tournamentId: params.id, page });
  if (settled) return settled;

  switch (intent) {
    case "blind-view": {
      if (!(await setBlindView({ id: params.id, userId, blindView: form.get("blindView") === "on" }))) throw data("Tournament not found", { status: 404 });
      return redirect(to);
    }
    case "delete": {
      const deleted = await deleteTournament({ id: params.id, userId });
      if (!deleted) throw data("Tournament not found", { status: 404 });
      const what = `“${deleted.name}” and ${plural(deleted.resumes, "resume")} were deleted.`;
      return redirectWithToastMessage("/dashboard/tournaments", {
        type: "success",
        message: "Tournament deleted",
        description: deleted.refunded ? `${what} Its tournament credit is back in your account.` : what,
      });
    }
    default:
      return data({ message: "Unknown action." }, { status: 400 });
  }
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function TournamentPage() {
  const { tournament, counts, processing, cards, page, query, list, last, histogram, canExport, maxFiles, deletion, requirements } = useLoaderData<typeof loader>();
  const location = useLocation();
  useToastFromNavigation();
  const live = tournament.status === "processing";
  useLiveRevalidation(live);
  const [completion, dismissCompletion] = useStatusTransitions({ tournamentId: tournament.id, status: tournament.status, processed: counts.processed, total: counts.total }, showToast);
  const here = location.pathname + location.search;
  const base = `/dashboard/tournament/${tournament.id}`;
  const pageLink = (n: number) => candidateSearch(query, { page: n });
  const shownPage = list ? list.page : page;
  const empty = list ? list.rows.length === 0 : cards.length === 0;

  return (
    <div className="space-y-6">
      <a href="#candidates" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow">
        Skip to candidates
      </a>
      {live ? (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">{tournament.name}</h1>
            <StatusBadge status={tournament.status} />
            {tournament.archivedAt ? <span className="inline-flex rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800">Archived</span> : null}
          </div>
          <p className="mt-1 text-sm text-gray-600">
            Created {dateFormat.format(new Date(tournament.createdAt))} · {plural(counts.total, "resume")}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="blind-view" />
            <input type="hidden" name="redirectTo" value={here} />
            <input type="hidden" name="blindView" value={tournament.blindView ? "off" : "on"} />
            <button type="submit" className="btn-secondary" aria-pressed={tournament.blindView}>
              Blind view: {tournament.blindView ? "On" : "Off"}
            </button>
          </Form>
          <ExportMenu tournamentId={tournament.id} canExport={canExport} notify={showToast} />
          <AddResumes tournamentId={tournament.id} maxFiles={maxFiles} notify={showToast} />
          <DeleteTournament name={tournament.name} resumes={counts.total} debited={deletion.debited} refund={deletion.refund} />
        </div>
      </header>

      {completion ? <CompletionNotice completion={completion} ranked={Object.values(counts.tiers).reduce((n, c) => n + c, 0)} tierA={counts.tiers.A} onDismiss={dismissCompletion} /> : null}

      <details className="card">
        <summary className="cursor-pointer text-lg font-semibold">Tournament Details</summary>
        <RequirementSummary items={requirements} editHref={`${base}/requirements`} processing={live} />
        <dl className="mt-4 grid gap-4 md:grid-cols-2">
          <PostingField title="Job Description" text={tournament.jobDescription} />
          <PostingField title="Key Requirements" text={tournament.keyRequirements} empty="None typed separately: the screen reads them from the posting (above)." />
          <PostingField title="Nice-to-have Requirements" text={tournament.optionalRequirements} empty="None typed separately: the screen reads them from the posting (above)." />
          <PostingField title="Key Skills" text={tournament.keySkills.join(", ")} empty="No key skills defined" />
        </dl>
      </details>

      <TournamentSettings tournament={tournament} processing={live} />

      {live && processing.progress < 100 ? <ProcessingStatus estimate={processing} /> : null}

      {counts.processed ? (
        <section aria-label="Overview" className="card grid gap-6 p-5 md:grid-cols-2">
          <TierDistribution counts={counts.tiers} />
          <ScoreHistogram buckets={histogram} />
        </section>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <TierChips query={query} total={counts.total} counts={counts.tiers} />
        <ViewSwitch query={query} />
      </div>

      {list ? (
        <section id="candidates" aria-label="Candidates" className="card overflow-hidden p-0" tabIndex={-1}>
          <div className="space-y-3 px-3 pt-3">
            <StageTabs query={query} stages={tournament.stages} counts={counts.stages} editHref={`${base}/stages`} />
            <SearchForm query={query} blind={tournament.blindView} />
            <UndoBar last={last} redirectTo={here} stages={tournament.stages} />
            <div className="flex flex-wrap items-center justify-between gap-2 pb-1 text-sm text-gray-600">
              <p>
                {list.shown === counts.total ? plural(counts.total, "candidate") : `${list.shown} of ${plural(counts.total, "candidate")}`}
                {list.page.count > 1 ? ` · page ${list.page.current} of ${list.page.count}` : ""}
              </p>
              <KeyboardTriage redirectTo={here} />
            </div>
          </div>
          <BulkActions stages={tournament.stages} redirectTo={here} compareAction={`${base}/compare`} csvAction={`/api/tournaments/${tournament.id}/export/csv`}
            csvListHref={`/api/tournaments/${tournament.id}/export/csv${candidateSearch(query, { view: "list", page: 1 }).replace(/^\?$/, "")}`}
          />
          {empty ? <EmptyList total={counts.total} tier={query.tier} filtered={Boolean(query.q || query.stage)} /> : <CandidateTable rows={list.rows} blind={tournament.blindView} tournamentId={tournament.id} query={query} stages={tournament.stages} />}
        </section>
      ) : empty ? (
        <EmptyList total={counts.total} tier={query.tier} filtered={false} />
      ) : (
        <section id="candidates" aria-label="Candidates" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" tabIndex={-1}>
          {cards.map((card) => (
            <CandidateCard key={card.id} card={card} blind={tournament.blindView} redirectTo={here} tournamentId={tournament.id} stages={tournament.stages} />
          ))}
        </section>
      )}

      <Pager current={shownPage.current} count={shownPage.count} href={pageLink} />

    </div>
  );
}

function EmptyList({ total, tier, filtered }: { total: number; tier: string | null; filtered: boolean }) {
  return (
    <div className="card text-center">
      {total === 0 ? (
        <>
          <p className="font-semibold">No resumes uploaded</p>
          <p className="mt-1 text-sm text-gray-600">Upload resumes to start the screening process.</p>
        </>
      ) : tier && !filtered ? (
        <>
          <p className="font-semibold">No resumes in Tier {tier}</p>
          <p className="mt-1 text-sm text-gray-600">No resumes have been classified as Tier {tier} yet.</p>
        </>
      ) : (
        <>
          <p className="font-semibold">No candidates match these filters</p>
          <p className="mt-1 text-sm text-gray-600">Clear the search or choose another stage or tier.</p>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = missingThingTitle(error);
  if (missing) return <MissingThing title={missing} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="card mx-auto max-w-xl text-center">
      <p role="alert" className="font-semibold">
        Error loading tournament data. Please try again.
      </p>
      <Link to="/dashboard" className="btn-primary mt-4">
        Back to Dashboard
      </Link>
    </div>
  );
}
