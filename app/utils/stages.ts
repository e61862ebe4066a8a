// A tournament's hiring stages: the four defaults (New, Shortlisted, Contacted,
// Rejected) until the recruiter renames them or adds their own (Phone screen,
// Interview, Offer, Hired). A candidate's stage is stored as the stage's key,
// which never changes, so a rename relabels counts, filters, the trail and CSV
// at once. Pure and shared with the browser.

export interface Stage {
  /** Stable: "new", "shortlisted", … or a slug of the first name given ("phone-screen"). */
  key: string;
  label: string;
}

/** The stage every candidate starts in, and the two the row buttons and the s/x keys move to. */
export const FIRST_STAGE = "new";
export const SHORTLIST_STAGE = "shortlisted";
export const REJECT_STAGE = "rejected";

export const DEFAULT_STAGES: readonly Stage[] = [
  { key: "new", label: "New" },
  { key: "shortlisted", label: "Shortlisted" },
  { key: "contacted", label: "Contacted" },
  { key: "rejected", label: "Rejected" },
];

/** The defaults can be renamed and moved but not removed: the row buttons, keys and sign-up flow rely on them. */
export const isDefaultStage = (key: string) => DEFAULT_STAGES.some((s) => s.key === key);

/** The stages a hiring process usually adds after the defaults (one button adds them all). */
export const USUAL_STAGES = ["Phone screen", "Interview", "Offer", "Hired"];

export const MAX_STAGES = 12;
export const MAX_STAGE_LABEL = 40;
const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A tournament's stages: its own list, or the defaults. */
export function stagesOf(saved: readonly Stage[] | null | undefined): Stage[] {
  return saved && saved.length ? [...saved] : [...DEFAULT_STAGES];
}

/** A stage's name; a key no longer in the list (a removed stage in the trail) is shown as written. */
export function stageLabel(stages: readonly Stage[], key: string | null | undefined): string {
  if (!key) return stages.find((s) => s.key === FIRST_STAGE)?.label ?? "New";
  return stages.find((s) => s.key === key)?.label ?? DEFAULT_STAGES.find((s) => s.key === key)?.label ?? key.replace(/-/g, " ");
}

/** A stage key as a URL or a form gives it: well-formed, or null. Whether the tournament has it is the caller's check. */
export function parseStageKey(value: string | null | undefined): string | null {
  const key = value?.trim().toLowerCase() ?? "";
  return KEY.test(key) ? key : null;
}

/** The key of one of these stages, or null. */
export function stageIn(stages: readonly Stage[], value: string | null | undefined): string | null {
  const key = parseStageKey(value);
  return key && stages.some((s) => s.key === key) ? key : null;
}

/** A new key for a stage named `label`, unlike the ones in use. */
export function newStageKey(stages: readonly Stage[], label: string): string {
  const base =
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 32) || "stage";
  const safe = /^[a-z0-9]/.test(base) ? base : `s-${base}`;
  let key = safe;
  for (let n = 2; stages.some((s) => s.key === key); n++) key = `${safe}-${n}`;
  return key;
}

/** Union of several tournaments' stages by key (the first name seen wins), for lists that span tournaments. */
export function mergeStages(lists: ReadonlyArray<readonly Stage[] | null | undefined>): Stage[] {
  const out = new Map<string, Stage>();
  for (const list of [...lists, DEFAULT_STAGES]) for (const stage of stagesOf(list)) if (!out.has(stage.key)) out.set(stage.key, stage);
  return [...out.values()];
}
