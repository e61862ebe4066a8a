import { Link } from "@remix-run/react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { CandidateRow } from "~/models/candidate-list.server";
import { candidateSearch, DEFAULT_DIRECTION, SORT_LABELS, type CandidateQuery, type CandidateSort } from "~/models/candidate-query";
import { FileLine, personName, PersonFacts } from "./candidate-person";
import { Icon } from "./icon";
import { ScoreBar } from "./score-bar";
import { StageBadge } from "./stage-badge";
import { TierBadge } from "./tier-badge";

export const BULK_FORM = "bulk";

function SortHeader({ query, sort, children, className = "" }: { query: CandidateQuery; sort: CandidateSort; children: string; className?: string }) {
  const active = query.sort === sort;
  const dir = active ? (query.dir === "asc" ? "desc" : "asc") : DEFAULT_DIRECTION[sort];
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined} className={`px-3 py-2 font-medium ${className}`}>
      <Link to={candidateSearch(query, { sort, dir })} preventScrollReset className="inline-flex items-center gap-1 hover:text-gray-900">
        {children}
        <Icon aria-hidden className={`size-3.5 ${active ? "text-brand-600" : "text-gray-400"}`} />
        <span className="sr-only">{active ? `, sorted ${query.dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </Link>
    </th>
  );
}

/** One row per candidate, best first by default. Selection and row actions belong to the bulk form (form attribute), so they work without JavaScript. */
export function CandidateTable({ rows, blind, tournamentId, query }: { rows: CandidateRow[]; blind: boolean; tournamentId: string; query: CandidateQuery }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">Candidates, {query.sort === "rank" ? "ranked by tier and score" : `sorted by ${SORT_LABELS[query.sort].toLowerCase()}`}</caption>
      <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
        <tr>
          <th scope="col" className="w-8 px-2 py-2 sm:w-10 sm:px-3">
            <span className="sr-only">Select</span>
          </th>
          <SortHeader query={query} sort="name">
            Candidate
          </SortHeader>
          <SortHeader query={query} sort="score" className="w-14 px-1! sm:w-24 sm:px-3!">
            Score
          </SortHeader>
          <th scope="col" className="w-10 px-1 py-2 font-medium sm:w-16 sm:px-3">
            Tier
          </th>
          <th scope="col" className="hidden w-[26%] px-3 py-2 font-medium lg:table-cell">
            Top matched requirements
          </th>
          <SortHeader query={query} sort="years" className="hidden w-20 md:table-cell">
            Years
          </SortHeader>
          <th scope="col" className="hidden w-28 px-3 py-2 font-medium sm:table-cell">
            Stage
          </th>
          <SortHeader query={query} sort="date" className="hidden w-24 2xl:table-cell">
            Added
          </SortHeader>
          <th scope="col" className="w-[4.25rem] px-1 py-2 font-medium sm:w-20">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((row) => {
          const name = personName(row, blind);
          const href = `/dashboard/tournament/${tournamentId}/candidate/${row.id}`;
          return (
            <tr key={row.id} data-candidate-row={row.id} className="group align-top hover:bg-brand-50/40 focus-within:bg-brand-50/60">
              <td className="px-2 py-2.5 sm:px-3">
                <input type="checkbox" name="ids" value={row.id} form={BULK_FORM} aria-label={`Select ${name}`} className="size-4 rounded border-gray-300 accent-brand-600" />
              </td>
              <td className="min-w-0 py-2.5 pr-2 pl-1 sm:px-3">
                <Link to={href} className="block truncate font-semibold text-gray-900 hover:text-brand-700 focus:outline-none focus-visible:underline" data-candidate-link>
                  {name}
                </Link>
                <PersonFacts person={row} hideYears className="mt-0.5" />
                <FileLine person={row} blind={blind} />
                <div className="mt-1 flex flex-wrap gap-1.5 text-xs">
                  <span className="sm:hidden">
                    <StageBadge stage={row.stage} />
                  </span>
                  {row.duplicateOf ? (
                    <span className="flag bg-amber-50 text-amber-900 ring-amber-200">
                      <Icon name="copy" className="size-3" />
                      Duplicate{blind ? "" : ` of ${row.duplicateOf}`}
                    </span>
                  ) : null}
                  {row.flagCount ? (
                    <span className="flag bg-orange-50 text-orange-900 ring-orange-200">
                      <Icon name="alert" className="size-3" />
                      Suspicious content
                    </span>
                  ) : null}
                  {row.noteCount ? (
                    <span className="inline-flex items-center gap-1 text-gray-600">
                      <Icon name="note" className="size-3" />
                      {row.noteCount} {row.noteCount === 1 ? "note" : "notes"}
                    </span>
                  ) : null}
                  {row.status === "error" ? <span className="rounded bg-red-50 px-1.5 py-0.5 text-red-900">Could not be analyzed</span> : null}
                  {row.status !== "done" && row.status !== "error" ? <span className="text-gray-500 italic">Processing...</span> : null}
                </div>
              </td>
              <td className="px-1 py-2.5 sm:px-3">
                <ScoreBar score={row.status === "done" ? row.score : null} />
              </td>
              <td className="px-1 py-2.5 sm:px-3">
                <TierBadge tier={row.tier} override={row.tierOverride} compact />
              </td>
              <td className="hidden px-3 py-2.5 lg:table-cell">
                {row.matched.length ? (
                  <ul className="space-y-0.5">
                    {row.matched.map((label, i) => (
                      <li key={i} className="met" title={label}>
                        <Icon name="check" className="size-3 shrink-0 text-emerald-600" />
                        <span className="truncate">{label}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-xs text-gray-500">None met</span>
                )}
                {row.requirementsTotal ? (
                  <p className="mt-0.5 text-xs text-gray-500">
                    {row.requirementsMet} of {row.requirementsTotal} met
                  </p>
                ) : null}
              </td>
              <td className="hidden px-3 py-2.5 tabular-nums text-gray-700 md:table-cell">{row.yearsExperience ?? "—"}</td>
              <td className="hidden px-3 py-2.5 sm:table-cell">
                <StageBadge stage={row.stage} />
              </td>
              <td className="hidden px-3 py-2.5 text-xs text-gray-600 2xl:table-cell">{new Date(row.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}</td>
              <td className="px-1 py-2 sm:px-2">
                <div className="flex justify-end gap-0.5">
                  <button
                    type="submit"
                    form={BULK_FORM}
                    name="intent"
                    value={`set-stage:shortlisted:${row.id}`}
                    title="Shortlist (s)"
                    aria-label={`Shortlist ${name}`}
                    aria-pressed={row.stage === "shortlisted"}
                    className={`row-action hover:bg-emerald-50 ${row.stage === "shortlisted" ? "text-emerald-600" : "hover:text-emerald-700"}`}
                  >
                    <Icon name={row.stage === "shortlisted" ? "star-filled" : "star"} />
                  </button>
                  <button
                    type="submit"
                    form={BULK_FORM}
                    name="intent"
                    value={`set-stage:rejected:${row.id}`}
                    title="Reject (x)"
                    aria-label={`Reject ${name}`}
                    aria-pressed={row.stage === "rejected"}
                    className={`row-action hover:bg-rose-50 ${row.stage === "rejected" ? "text-rose-600" : "hover:text-rose-700"}`}
                  >
                    <Icon name="x" />
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
