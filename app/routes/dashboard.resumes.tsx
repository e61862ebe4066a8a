import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TIERS } from "~/analysis/tiers";
import { personName, PersonFacts } from "~/components/candidate-person";
import { StageBadge } from "~/components/stage-badge";
import { StatusBadge } from "~/components/status-badge";
import { TierBadge } from "~/components/tier-badge";
import { FIRST_STAGE, mergeStages, parseStageKey, stagesOf, type Stage } from "~/utils/stages";
import { listUserResumes, RESUME_SORTS, userTournamentNames, type ResumeListItem, type ResumeSearchBy, type ResumeSort } from "~/models/resume-list.server";
import { parseTier } from "~/analysis/tiers";
import { isUuid } from "~/utils/uuid";
import { searchParam } from "~/utils/input.server";
import { requireUserId } from "~/utils/session.server";
import { truncateVisible } from "~/utils/text-length";

export const meta: MetaFunction = () => [{ title: "All Candidates — Tierlist" }];

const SHOWN_SKILLS = 3;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const q = truncateVisible(searchParam(params), 200);
  const by: ResumeSearchBy = params.get("by") === "skills" ? "skills" : "name";
  const sort: ResumeSort = RESUME_SORTS.find((s) => s === params.get("sort")) ?? "newest";
  const filters = {
    tier: parseTier(params.get("tier")),
    stage: parseStageKey(params.get("stage")),
    tournament: isUuid(params.get("t") ?? undefined) ? params.get("t")! : null,
    sort,
    dir: params.get("dir") === "asc" ? ("asc" as const) : params.get("dir") === "desc" ? ("desc" as const) : sort === "name" ? ("asc" as const) : ("desc" as const),
  };
  const [list, tournaments] = await Promise.all([
    listUserResumes({ userId, q, by, page: Number(params.get("page") ?? 1), tier: filters.tier, stage: filters.stage, tournamentId: filters.tournament, sort, dir: filters.dir }),
    userTournamentNames(userId),
  ]);
  // Each tournament has its own stages; the filter offers all of them.
  const stages = mergeStages(tournaments.map((t) => t.stages));
  return { ...list, rows: list.rows.map(({ stages: own, ...r }) => ({ ...r, stages: stagesOf(own) })), q, by, filters, tournaments: tournaments.map(({ stages: _s, ...t }) => t), stages };
}

type Filters = Awaited<ReturnType<typeof loader>>["filters"];
interface ListState extends Filters {
  q: string;
  by: ResumeSearchBy;
  page: number;
}

/** The list's state as a query string, defaults left out. */
function hrefOf(state: ListState, changes: Partial<ListState> = {}) {
  const next = { ...state, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.q || next.by !== "name") params.set("by", next.by);
  if (next.tier) params.set("tier", next.tier);
  if (next.stage) params.set("stage", next.stage);
  if (next.tournament) params.set("t", next.tournament);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.dir !== (next.sort === "name" ? "asc" : "desc")) params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : ".";
}

function SortLink({ state, sort, children }: { state: ListState; sort: ResumeSort; children: string }) {
  const active = state.sort === sort;
  const first = sort === "name" ? "asc" : "desc";
  const dir = active ? (state.dir === "asc" ? "desc" : "asc") : first;
  const Icon = !active ? ArrowUpDown : state.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link to={hrefOf(state, { sort, dir })} className="inline-flex items-center gap-1 hover:text-gray-900">
      {children}
      <Icon aria-hidden className={`size-3.5 ${active ? "text-brand-600" : "text-gray-400"}`} />
      <span className="sr-only">{active ? `, sorted ${state.dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
    </Link>
  );
}

function Skills({ skills }: { skills: string[] }) {
  if (!skills.length) return <span className="text-gray-500">No skills extracted</span>;
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {skills.slice(0, SHOWN_SKILLS).map((s) => (
        <li key={s} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
          {s}
        </li>
      ))}
      {skills.length > SHOWN_SKILLS ? <li className="text-xs text-gray-600">+{skills.length - SHOWN_SKILLS} more</li> : null}
    </ul>
  );
}

function Row({ r }: { r: Omit<ResumeListItem, "stages"> & { stages: Stage[] } }) {
  const file = r.fileName || "Unnamed Resume";
  const name = r.fileName ? personName(r, r.blind) : file;
  return (
    <tr>
      <td className="max-w-xs px-4 py-3">
        <Link to={`/dashboard/tournament/${r.tournamentId}/candidate/${r.id}`} className="font-semibold break-words text-gray-900 hover:text-brand-700">
          {name}
        </Link>
        <PersonFacts person={r} className="text-xs" />
        {r.blind || !r.candidateName ? null : <p className="text-xs break-all text-gray-500">{file}</p>}
      </td>
      <td className="px-4 py-3">
        {r.tournamentName ? (
          <Link to={`/dashboard/tournament/${r.tournamentId}`} className="link">
            {r.tournamentName}
          </Link>
        ) : (
          <span className="text-gray-500">Unknown Tournament</span>
        )}
      </td>
      <td className="px-4 py-3">
        <Skills skills={r.skills} />
      </td>
      <td className="px-4 py-3">
        <TierBadge tier={r.tier} override={r.tierOverride} />
      </td>
      <td className="px-4 py-3 tabular-nums">{r.score === null ? "—" : Math.round(r.score)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} />
          {r.stage !== FIRST_STAGE ? <StageBadge stage={r.stage} stages={r.stages} /> : null}
        </div>
      </td>
      <td className="px-4 py-3 text-right">
        <a href={`/api/resumes/${r.id}/view`} target="_blank" rel="noopener noreferrer" className="link whitespace-nowrap">
          View<span className="sr-only"> {name} (opens in a new tab)</span>
        </a>
      </td>
    </tr>
  );
}

export default function ResumesPage() {
  const { rows, total, page, pageCount, pageSize, hasAny, q, by, filters, tournaments, stages } = useLoaderData<typeof loader>();
  const first = (page - 1) * pageSize + 1;
  const state: ListState = { ...filters, q, by, page };
  const filtered = Boolean(q || filters.tier || filters.stage || filters.tournament);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">All Candidates</h1>
      <section className="card p-0" aria-label="Candidates">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2 border-b border-gray-200 p-4">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="resume-search" className="sr-only">
              Search resumes
            </label>
            <input id="resume-search" name="q" type="search" defaultValue={q} placeholder="Search resumes..." className="input" />
          </div>
          <div>
            <label htmlFor="resume-search-by" className="sr-only">
              Search by
            </label>
            <select id="resume-search-by" name="by" defaultValue={by} className="input">
              <option value="name">By file name</option>
              <option value="skills">By skills</option>
            </select>
          </div>
          <div>
            <label htmlFor="resume-tier" className="sr-only">
              Tier
            </label>
            <select id="resume-tier" name="tier" defaultValue={filters.tier ?? ""} className="input">
              <option value="">All tiers</option>
              {TIERS.map((t) => (
                <option key={t} value={t}>
                  Tier {t}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="resume-stage" className="sr-only">
              Stage
            </label>
            <select id="resume-stage" name="stage" defaultValue={filters.stage ?? ""} className="input">
              <option value="">All stages</option>
              {stages.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="max-w-full min-w-0">
            <label htmlFor="resume-tournament" className="sr-only">
              Tournament
            </label>
            <select id="resume-tournament" name="t" defaultValue={filters.tournament ?? ""} className="input max-w-full">
              <option value="">All tournaments</option>
              {tournaments.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="resume-sort" className="sr-only">
              Sort by
            </label>
            <select id="resume-sort" name="sort" defaultValue={filters.sort} className="input">
              <option value="newest">Newest first</option>
              <option value="name">Name</option>
              <option value="score">Score</option>
              <option value="tier">Tier</option>
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Search
          </button>
          {filtered ? (
            <Link to={hrefOf({ ...state, q: "", tier: null, stage: null, tournament: null })} className="link px-1 text-sm">
              Clear filters
            </Link>
          ) : null}
        </Form>
        {!hasAny ? (
          <div className="p-10 text-center">
            <p className="font-semibold">No resumes yet</p>
            <p className="mt-1 text-sm text-gray-600">Create a tournament and upload resumes to get started</p>
            <Link to="/dashboard/create-tournament" className="btn-primary mt-4">
              Create Tournament
            </Link>
          </div>
        ) : rows.length === 0 ? (
          <div className="p-10 text-center">
            <p className="text-sm text-gray-700">No resumes found matching your search.</p>
            <Link to="." className="btn-secondary mt-4">
              Clear Search
            </Link>
          </div>
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                  <tr>
                    <th scope="col" className="px-4 py-3" aria-sort={state.sort === "name" ? (state.dir === "asc" ? "ascending" : "descending") : undefined}>
                      <SortLink state={state} sort="name">
                        Resume
                      </SortLink>
                    </th>
                    <th scope="col" className="px-4 py-3">Tournament</th>
                    <th scope="col" className="px-4 py-3">Skills</th>
                    <th scope="col" className="px-4 py-3" aria-sort={state.sort === "tier" ? (state.dir === "asc" ? "ascending" : "descending") : undefined}>
                      <SortLink state={state} sort="tier">
                        Tier
                      </SortLink>
                    </th>
                    <th scope="col" className="px-4 py-3" aria-sort={state.sort === "score" ? (state.dir === "asc" ? "ascending" : "descending") : undefined}>
                      <SortLink state={state} sort="score">
                        Score
                      </SortLink>
                    </th>
                    <th scope="col" className="px-4 py-3">Status</th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((r) => (
                    <Row key={r.id} r={r} />
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-4 text-sm">
              <p className="text-gray-700">
                Showing {first}–{first + rows.length - 1} of {total}
              </p>
              <div className="flex items-center gap-2">
                {page > 1 ? (
                  <Link to={hrefOf(state, { page: page - 1 })} className="btn-secondary" rel="prev">
                    Previous
                  </Link>
                ) : null}
                <span className="text-gray-700">
                  Page {page} of {pageCount}
                </span>
                {page < pageCount ? (
                  <Link to={hrefOf(state, { page: page + 1 })} className="btn-secondary" rel="next">
                    Next
                  </Link>
                ) : null}
              </div>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

/** Inside the signed-in layout, so the navigation stays usable. */
export function ErrorBoundary() {
  return (
    <div role="alert" className="card">
      <h1 className="text-lg font-semibold text-red-700">Error loading candidate data. Please try again.</h1>
      <p className="mt-1 text-sm text-gray-600">Refreshing the page usually helps; if it does not, try again in a few minutes.</p>
    </div>
  );
}
