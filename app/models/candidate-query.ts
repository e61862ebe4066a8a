// What the tournament page's list shows, as it lives in the URL query: view,
// filters, sort and page. Plain links and GET forms carry it, so every state
// can be bookmarked and works without JavaScript.
import { TIERS, type Tier } from "~/analysis/tiers";
import { truncateVisible } from "~/utils/text-length";
import { parseStageKey } from "~/utils/stages";

/** A key of the tournament's stages (app/utils/stages.ts). */
export type CandidateStage = string;

/** rank: the effective tier (the recruiter's, else the AI's), then score; the others are plain columns. */
export const SORTS = ["rank", "score", "name", "years", "date"] as const;
export type CandidateSort = (typeof SORTS)[number];
export const SORT_LABELS: Record<CandidateSort, string> = { rank: "Rank", score: "Score", name: "Name", years: "Years of experience", date: "Date added" };
/** The direction a column sorts in when first chosen. */
export const DEFAULT_DIRECTION: Record<CandidateSort, "asc" | "desc"> = { rank: "desc", score: "desc", name: "asc", years: "desc", date: "desc" };

export interface CandidateQuery {
  view: "list" | "cards";
  tier: Tier | null;
  stage: CandidateStage | null;
  q: string;
  sort: CandidateSort;
  dir: "asc" | "desc";
  page: number;
}

export const DEFAULT_QUERY: CandidateQuery = { view: "list", tier: null, stage: null, q: "", sort: "rank", dir: "desc", page: 1 };
export const MAX_SEARCH = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null => values.find((v) => v === value) ?? null;

const tierOf = (value: string | null | undefined): Tier | null => oneOf(TIERS, value?.toUpperCase());

export function parseCandidateQuery(params: URLSearchParams): CandidateQuery {
  const sort = oneOf(SORTS, params.get("sort")) ?? DEFAULT_QUERY.sort;
  return {
    view: params.get("view") === "cards" ? "cards" : "list",
    tier: tierOf(params.get("tier")),
    // Any well-formed key: a stage the tournament doesn't have simply matches no one.
    stage: parseStageKey(params.get("stage")),
    q: truncateVisible((params.get("q") ?? "").trim(), MAX_SEARCH),
    sort,
    dir: oneOf(["asc", "desc"] as const, params.get("dir")) ?? DEFAULT_DIRECTION[sort],
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

/** The query string for `query` with `changes`, defaults left out ("?" when everything is a default). */
export function candidateSearch(query: CandidateQuery, changes: Partial<CandidateQuery> = {}): string {
  const next = { ...query, ...changes };
  // Changing anything but the page starts again at page 1.
  if (!("page" in changes)) next.page = 1;
  const params = new URLSearchParams();
  if (next.view !== "list") params.set("view", next.view);
  if (next.tier) params.set("tier", next.tier);
  if (next.stage) params.set("stage", next.stage);
  if (next.q) params.set("q", next.q);
  if (next.sort !== DEFAULT_QUERY.sort || next.dir !== DEFAULT_DIRECTION[next.sort]) {
    params.set("sort", next.sort);
    if (next.dir !== DEFAULT_DIRECTION[next.sort]) params.set("dir", next.dir);
  }
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return s ? `?${s}` : "?";
}
