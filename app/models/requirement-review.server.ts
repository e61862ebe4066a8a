import { and, eq } from "drizzle-orm";
import { buildJobProfile } from "~/analysis/posting/job-profile";
import { applyReview, rebaseReview, reviewList, savedFrom, type ReviewItem, type SavedRequirement, type SavedReview } from "~/analysis/posting/requirement-review";
import type { JobInput, JobProfile } from "~/analysis/types";
import { db, schema } from "~/utils/db.server";
import { MAX_REVIEW_ITEMS, postingBasis, type ReviewDraft, type ReviewOp } from "~/utils/requirement-form";
import { rerankTournament } from "./tournament-rerank.server";

const { tournaments } = schema;

export interface Posting {
  name: string;
  jobDescription?: string | null;
  keyRequirements?: string | null;
  optionalRequirements?: string | null;
}

export interface ReviewResult {
  basis: string;
  items: ReviewItem[];
  removed: string[];
  /** What happened to the list that the recruiter should know ("left empty, so it keeps the posting's words"). */
  notes: string[];
}

const jobInput = (p: Posting): JobInput => ({ name: p.name, description: p.jobDescription, keyRequirements: p.keyRequirements, optionalRequirements: p.optionalRequirements });
const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9+#]+/g, " ").trim();

/** A new id for an item the recruiter adds, unlike those in the list. */
function addedId(items: SavedRequirement[], label: string) {
  const base = `added:${normal(label).replace(/ /g, "-").slice(0, 40) || "item"}`;
  let id = base;
  for (let n = 2; items.some((i) => i.id === id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * The list for a posting: as the posting reads (no draft), or the recruiter's
 * draft checked against it (wording the posting can't change stays, an emptied
 * item keeps the posting's words, a draft for another version of the posting
 * is carried over), with one button's change applied. Nothing is stored.
 */
export function reviseReview({ posting, draft, op = null, asOf }: { posting: Posting; draft: ReviewDraft | null; op?: ReviewOp; asOf?: string }): ReviewResult {
  const job = jobInput(posting);
  const profile = buildJobProfile(job, { asOf });
  const derived = reviewList(profile, job);
  const basis = postingBasis(posting);
  const notes: string[] = [];
  let items: SavedRequirement[];
  let removed: string[] = [];
  if (!draft) {
    items = savedFrom(derived);
  } else {
    const read = new Map(derived.map((d) => [d.id, d]));
    items = [];
    for (const it of draft.items) {
      const d = it.added ? undefined : read.get(it.id);
      let label = it.label;
      if (d && !d.editable) label = d.label;
      if (!label) {
        if (!d) continue;
        label = d.label;
        notes.push(`“${d.label}” was left empty, so it keeps the posting's words.`);
      }
      const mine = it.added || (!d && draft.basis === basis);
      items.push({ id: it.id, label, key: it.key, ...(mine ? { added: true } : d && normal(d.label) !== normal(label) ? { edited: true } : {}) });
    }
    removed = [...new Set(draft.removed)];
    if (draft.basis !== basis) items = rebaseReview({ items, removed }, derived);
  }
  if (op && op.kind !== "add" && op.index < items.length) {
    const i = op.index;
    if (op.kind === "remove") {
      const [gone] = items.splice(i, 1);
      if (gone && !gone.added) removed.push(gone.id);
    } else {
      const j = op.kind === "up" ? i - 1 : i + 1;
      if (j >= 0 && j < items.length) [items[i], items[j]] = [items[j]!, items[i]!];
    }
  } else if (op?.kind === "add") {
    if (!op.label) notes.push("Write the requirement to add first.");
    else if (items.length >= MAX_REVIEW_ITEMS) notes.push(`A tournament can have at most ${MAX_REVIEW_ITEMS} requirements.`);
    else items.push({ id: addedId(items, op.label), label: op.label, key: op.key, added: true });
  }
  const applied = applyReview(profile, items);
  return { basis, items: reviewList(applied, job, items), removed: [...new Set(removed)], notes };
}

/** The reviewed list as the tournament keeps it. */
export const savedReview = (result: Pick<ReviewResult, "basis" | "items" | "removed">): SavedReview => ({ basis: result.basis, items: savedFrom(result.items), removed: result.removed });

/** The draft a saved list (or, when there is none, the posting) starts a new review from. */
export const draftOf = (saved: SavedReview | null): ReviewDraft | null => (saved ? { basis: saved.basis, items: saved.items, removed: saved.removed } : null);

/**
 * The profile the analysis uses for a tournament: built from the posting, then
 * the recruiter's list applied (carried over first if the posting changed
 * since it was saved).
 */
export function profileForTournament(t: Posting & { requirementReview: SavedReview | null }, asOf?: string): JobProfile {
  const job = jobInput(t);
  const base = buildJobProfile(job, { asOf });
  const saved = t.requirementReview;
  if (!saved) return base;
  const items = saved.basis === postingBasis(t) ? saved.items : rebaseReview(saved, reviewList(base, job));
  return applyReview(base, items);
}

/**
 * What the tournament's details show: the profile its candidates were scored
 * against when there is one, else the list as it will be used.
 */
export function tournamentRequirements(t: Posting & { requirementReview: SavedReview | null; jobProfile: JobProfile | null }): ReviewItem[] {
  const job = jobInput(t);
  const profile = t.jobProfile ?? profileForTournament(t);
  return reviewList(profile, job, t.requirementReview?.items);
}

/** The owner's tournament's posting and list, or null when it is not theirs. */
export async function getRequirementReview({ id, userId }: { id: string; userId: string }) {
  const [t] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      status: tournaments.status,
      jobDescription: tournaments.jobDescription,
      keyRequirements: tournaments.keyRequirements,
      optionalRequirements: tournaments.optionalRequirements,
      requirementReview: tournaments.requirementReview,
      jobProfile: tournaments.jobProfile,
    })
    .from(tournaments)
    .where(and(eq(tournaments.id, id), eq(tournaments.userId, userId), eq(tournaments.isDemo, false)));
  return t ?? null;
}

/**
 * Saves the recruiter's list and, when it changes what the screen looks for,
 * re-ranks every analysed candidate from the text already read: no upload, no
 * credit. Null when the tournament is not the user's.
 */
export async function saveRequirementReview({ id, userId, draft }: { id: string; userId: string; draft: ReviewDraft }) {
  const t = await getRequirementReview({ id, userId });
  if (!t) return null;
  const before = t.requirementReview ?? savedReview(reviseReview({ posting: t, draft: null }));
  const after = savedReview(reviseReview({ posting: t, draft }));
  const same = JSON.stringify(before.items) === JSON.stringify(after.items);
  if (same) return { rerank: false, requeued: 0 };
  const requeued = await rerankTournament({ id, userId, set: { requirementReview: after }, action: "tournament.requirements_changed" });
  return requeued === null ? null : { rerank: true, requeued };
}

/** A saved list carried over to an edited posting, as the worker would read it, kept with the new posting's fingerprint. */
export function carryReview(saved: SavedReview, posting: Posting): SavedReview {
  return savedReview(reviseReview({ posting, draft: draftOf(saved) }));
}
