import { Form, Link } from "@remix-run/react";
import { LayoutGrid, LayoutList, Search } from "lucide-react";
import { TIERS, type Tier } from "~/analysis/tiers";
import { candidateSearch, MAX_SEARCH, SORT_LABELS, SORTS, type CandidateQuery } from "~/models/candidate-query";
import type { Stage } from "~/utils/stages";

function Chip({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap ${current ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
    >
      {children}
    </Link>
  );
}

/** Tier chips: links that keep the rest of the list's state (spec: 'All (n)' and 'Tier A' to 'Tier D' with counts). */
export function TierChips({ query, total, counts }: { query: CandidateQuery; total: number; counts: Record<Tier, number> }) {
  return (
    <nav aria-label="Filter by tier">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Chip to={candidateSearch(query, { tier: null })} current={!query.tier}>
            All ({total})
          </Chip>
        </li>
        {TIERS.map((t) => (
          <li key={t}>
            <Chip to={candidateSearch(query, { tier: t })} current={query.tier === t}>
              Tier {t} ({counts[t]})
            </Chip>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StageTabs({ query, stages, counts, editHref }: { query: CandidateQuery; stages: readonly Stage[]; counts: Record<string, number>; editHref?: string }) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs = (
    <nav aria-label="Filter by stage" className="-mb-px min-w-0 flex-1 overflow-x-auto">
      <ul className="flex gap-1 border-b border-gray-200 text-sm">
        {[null, ...stages].map((s) => {
          const stage = s?.key ?? null;
          const current = query.stage === stage;
          return (
            <li key={stage ?? "all"}>
              <Link
                to={candidateSearch(query, { stage })}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 border-b-2 px-3 py-2 font-medium whitespace-nowrap ${current ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
              >
                {s ? s.label : "All stages"}
                <span className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700 tabular-nums">{stage ? (counts[stage] ?? 0) : total}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
  if (!editHref) return tabs;
  // Beside the tabs, not among them: however many stages scroll sideways, the link stays in view.
  return (
    <div className="flex items-end">
      {tabs}
      <Link to={editHref} className="shrink-0 border-b border-gray-200 px-3 py-2 text-sm font-medium whitespace-nowrap text-brand-700 hover:underline">
        Edit stages
      </Link>
    </div>
  );
}

/** Search and sort as a GET form: the list's state stays in the URL. */
export function SearchForm({ query, blind }: { query: CandidateQuery; blind: boolean }) {
  return (
    <Form method="get" preventScrollReset className="flex flex-wrap items-end gap-2" role="search" aria-label="Candidate search">
      {query.view !== "list" ? <input type="hidden" name="view" value={query.view} /> : null}
      {query.tier ? <input type="hidden" name="tier" value={query.tier} /> : null}
      {query.stage ? <input type="hidden" name="stage" value={query.stage} /> : null}
      <div className="relative min-w-0 flex-1 basis-56">
        <label htmlFor="candidate-search" className="sr-only">
          Search candidates
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-gray-400" />
        <input
          id="candidate-search"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={MAX_SEARCH}
          placeholder={blind ? "Search title, location or skill" : "Search name, title, location or skill"}
          className="input pl-8"
        />
      </div>
      <div>
        <label htmlFor="candidate-sort" className="sr-only">
          Sort by
        </label>
        <select id="candidate-sort" name="sort" defaultValue={query.sort} className="input w-auto">
          {SORTS.map((s) => (
            <option key={s} value={s}>
              Sort: {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Apply
      </button>
      {query.q || query.tier || query.stage ? (
        <Link to={candidateSearch({ ...query, q: "", tier: null, stage: null })} className="link px-1 text-sm">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}

export function ViewSwitch({ query }: { query: CandidateQuery }) {
  const views = [
    { view: "list" as const, label: "List", icon: LayoutList },
    { view: "cards" as const, label: "Cards", icon: LayoutGrid },
  ];
  return (
    <nav aria-label="View" className="inline-flex rounded-md border border-gray-300 bg-white p-0.5">
      {views.map(({ view, label, icon: Icon }) => (
        <Link
          key={view}
          to={candidateSearch(query, { view })}
          aria-current={query.view === view ? "page" : undefined}
          className={`inline-flex items-center gap-1.5 rounded px-2.5 py-1 text-sm font-medium ${query.view === view ? "bg-brand-600 text-white" : "text-gray-700 hover:bg-gray-50"}`}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
