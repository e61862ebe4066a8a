import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { effectiveTier } from "~/analysis/tiers";
import type { CandidateRow } from "~/models/candidate-list.server";
import { candidateSearch, DEFAULT_DIRECTION, SORT_LABELS, type CandidateQuery, type CandidateSort } from "~/models/candidate-query";
import { FileLine, personName, PersonFacts } from "./candidate-person";
import { Icon } from "./icon";
import { ScoreBar } from "./score-bar";
import { StageBadge } from "./stage-badge";
import { REJECT_STAGE, SHORTLIST_STAGE, stageLabel, type Stage } from "~/utils/stages";
import { TIER_STYLES } from "./tier-badge";

export const BULK_FORM = "bulk";

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** `narrow`: a column a phone squeezes, whose arrow shows from the sm breakpoint on. */
function SortHeader({ query, sort, children, className = "", narrow = false }: { query: CandidateQuery; sort: CandidateSort; children: string; className?: string; narrow?: boolean }) {
  const active = query.sort === sort;
  const dir = active ? (query.dir === "asc" ? "desc" : "asc") : DEFAULT_DIRECTION[sort];
  return (
    <th scope="col" aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined} className={`px-3 py-2 font-medium ${className}`}>
      <a href={candidateSearch(query, { sort, dir })} data-keep-scroll className="inline-flex items-center gap-1 hover:text-gray-900">
        {children}
        <Icon name={!active ? "sort" : query.dir === "asc" ? "sort-asc" : "sort-desc"} className={`size-3.5 ${active ? "text-brand-600" : "text-gray-400"} ${narrow ? "max-sm:hidden" : ""}`} />
        <span className="sr-only">{active ? `, sorted ${query.dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </a>
    </th>
  );
}

/**
 * The table's links are plain anchors: with JavaScript, one handler on the table
 * navigates in the app (as a Link would) for a plain left click, so fifty rows
 * don't each pay for a router link when the page is rendered.
 */
function useAppNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLTableElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[href]");
    if (!link || link.target || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search, { preventScrollReset: link.hasAttribute("data-keep-scroll") });
  };
}

/** An identical file is a duplicate; another file with the same email is probably the same person. */
function duplicateText({ fileName, sameFile }: { fileName: string; sameFile: boolean }, blind: boolean) {
  if (blind) return sameFile ? "Duplicate" : "Same email as another candidate";
  return sameFile ? `Duplicate of ${fileName}` : `Same email as ${fileName}`;
}

/** One row per candidate, best first by default. Selection and row actions belong to the bulk form (form attribute), so they work without JavaScript. */
export function CandidateTable({ rows, blind, tournamentId, query, stages }: { rows: CandidateRow[]; blind: boolean; tournamentId: string; query: CandidateQuery; stages: readonly Stage[] }) {
  const onClick = useAppNavigation();
  return (
    // The click handler only takes over links the keyboard already reaches.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <table className="w-full table-fixed text-left text-sm" onClick={onClick}>
      <caption className="sr-only">Candidates, {query.sort === "rank" ? "ranked by tier and score" : `sorted by ${SORT_LABELS[query.sort].toLowerCase()}`}</caption>
      <thead className="border-b border-gray-200 bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
        <tr>
          <th scope="col" className="w-8 px-2 py-2 sm:w-10 sm:px-3">
            <span className="sr-only">Select</span>
          </th>
          <SortHeader query={query} sort="name">
            Candidate
          </SortHeader>
          <SortHeader query={query} sort="score" className="w-14 px-1! sm:w-24 sm:px-3!" narrow>
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
        {rows.map((row) => (
          <CandidateListRow key={row.id} row={row} blind={blind} stages={stages} href={`/dashboard/tournament/${tournamentId}/candidate/${row.id}`} />
        ))}
      </tbody>
    </table>
  );
}

function CandidateListRow({ row, blind, href, stages }: { row: CandidateRow; blind: boolean; href: string; stages: readonly Stage[] }) {
  const name = personName(row, blind);
  const tier = effectiveTier(row);
  const changed = row.tierOverride && row.tier && row.tierOverride !== row.tier;
  return (
    <tr data-candidate-row={row.id} className="cl-row">
      <td className="cl-sel">
        <input type="checkbox" name="ids" value={row.id} form={BULK_FORM} aria-label={`Select ${name}`} className="cl-check" />
      </td>
      <td className="cl-who">
        <a href={href} className="cl-name" data-candidate-link>
          {name}
        </a>
        <PersonFacts person={row} hideYears className="mt-0.5" />
        <FileLine person={row} blind={blind} />
        <p className="cl-flags">
          <StageBadge stage={row.stage} stages={stages} className="sm:hidden" />
          {row.duplicateOf ? (
            <span className="flag bg-amber-50 text-amber-900 ring-amber-200">
              <Icon name="copy" className="size-3" />
              {duplicateText(row.duplicateOf, blind)}
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
              {row.noteCount === 1 ? "1 note" : `${row.noteCount} notes`}
            </span>
          ) : null}
          {row.status === "error" ? <span className="rounded bg-red-50 px-1.5 py-0.5 text-red-900">Could not be analyzed</span> : null}
          {row.status !== "done" && row.status !== "error" ? <span className="text-gray-500 italic">Processing...</span> : null}
        </p>
      </td>
      <td>
        <ScoreBar score={row.status === "done" ? row.score : null} />
      </td>
      <td>
        {tier ? (
          <span className={`cl-tier ${TIER_STYLES[tier]}`} aria-label={`Tier ${tier}`}>
            {tier}
          </span>
        ) : (
          <span className="text-xs text-gray-700">Not Ranked</span>
        )}
        {changed ? <p className="cl-sub whitespace-nowrap">{`(AI: ${row.tier})`}</p> : null}
      </td>
      <td className="cl-met hidden lg:table-cell">
        {row.matched.length ? (
          <ul className="space-y-0.5">
            {row.matched.map((label, i) => (
              <li key={i} title={label}>
                <span>{label}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-xs text-gray-500">None met</span>
        )}
        {row.requirementsTotal ? <p className="cl-sub">{`${row.requirementsMet} of ${row.requirementsTotal} met`}</p> : null}
      </td>
      <td className="hidden tabular-nums text-gray-700 md:table-cell">{row.yearsExperience ?? "—"}</td>
      <td className="hidden sm:table-cell">
        <StageBadge stage={row.stage} stages={stages} />
      </td>
      <td className="hidden text-xs text-gray-600 2xl:table-cell">{shortDate.format(new Date(row.createdAt))}</td>
      <td className="px-1! py-2! sm:px-2!">
        <div className="flex justify-end gap-0.5">
          <StageAction row={row} name={name} stage={SHORTLIST_STAGE} stages={stages} />
          <StageAction row={row} name={name} stage={REJECT_STAGE} stages={stages} />
        </div>
      </td>
    </tr>
  );
}

const ACTIONS = {
  shortlisted: { verb: "Shortlist", label: "Shortlisted", key: "s", icon: "star", on: "star-filled", tone: "hover:bg-emerald-50", active: "text-emerald-600", hover: "hover:text-emerald-700" },
  rejected: { verb: "Reject", label: "Rejected", key: "x", icon: "x", on: "x", tone: "hover:bg-rose-50", active: "text-rose-600", hover: "hover:text-rose-700" },
} as const;

/** A row's one-click stage button; it submits the bulk form, so it works without JavaScript. A renamed stage names its button. */
function StageAction({ row, name, stage, stages }: { row: CandidateRow; name: string; stage: keyof typeof ACTIONS; stages: readonly Stage[] }) {
  const a = ACTIONS[stage];
  const label = stageLabel(stages, stage);
  const renamed = label !== a.label;
  const pressed = row.stage === stage;
  return (
    <button
      type="submit"
      form={BULK_FORM}
      name="intent"
      value={`set-stage:${stage}:${row.id}`}
      title={renamed ? `Move to ${label} (${a.key})` : `${a.verb} (${a.key})`}
      aria-label={renamed ? `Move ${name} to ${label}` : `${a.verb} ${name}`}
      aria-pressed={pressed}
      className={`row-action ${a.tone} ${pressed ? a.active : a.hover}`}
    >
      <Icon name={pressed ? a.on : a.icon} />
    </button>
  );
}
