// How the requirement review travels in forms, shared by the server and the
// browser. Without JavaScript each item is three fields (`req.id`, `req.label`,
// `req.need`) and each button an `op`; with it, and in the multipart create
// form, the whole list is one JSON field (`review`), so a 40-item list does not
// run into the upload parser's field count.
import { z } from "zod";
import { atMost } from "./text-length";
import type { SavedRequirement } from "~/analysis/posting/requirement-review";

export const REVIEW_FIELD = "review";
export const MAX_REVIEW_ITEMS = 40;
export const MAX_REVIEW_LABEL = 200;

export interface ReviewDraft {
  /** Fingerprint of the posting the list was read from; another posting rebases the list. */
  basis: string | null;
  items: SavedRequirement[];
  removed: string[];
}

export type ReviewOp = { kind: "up" | "down" | "remove"; index: number } | { kind: "add"; label: string; key: boolean } | null;

const ID = /^[A-Za-z0-9:+#.~_-]{1,160}$/;
const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();

/** A short fingerprint of the posting (FNV-1a): enough to see that it changed. */
export function postingBasis(job: { name: string; jobDescription?: string | null; keyRequirements?: string | null; optionalRequirements?: string | null }): string {
  const text = [job.name, job.jobDescription, job.keyRequirements, job.optionalRequirements].map((s) => (s ?? "").replace(/\r\n?/g, "\n").trim()).join("\u0001");
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

function item(id: unknown, label: unknown, key: boolean): SavedRequirement | null {
  if (typeof id !== "string" || !ID.test(id) || typeof label !== "string") return null;
  return { id, label: clean(label).slice(0, MAX_REVIEW_LABEL), key, ...(id.startsWith("added:") ? { added: true } : {}) };
}

function dedupe(items: SavedRequirement[]) {
  const seen = new Set<string>();
  return items.filter((i) => !seen.has(i.id) && seen.add(i.id)).slice(0, MAX_REVIEW_ITEMS);
}

const JsonDraft = z.object({
  basis: z.string().refine(atMost(40)).nullable().optional(),
  items: z.array(z.object({ id: z.string(), label: z.string().refine(atMost(2000)), key: z.boolean() })).max(MAX_REVIEW_ITEMS * 2),
  removed: z.array(z.string()).max(500).optional(),
});

/** The list as the form sent it (its fields, or its JSON), or null when the form carries none. A malformed list counts as none. */
export function readReviewDraft(form: Pick<FormData, "get" | "getAll">): ReviewDraft | null {
  const json = form.get(REVIEW_FIELD);
  if (typeof json === "string" && json) {
    let parsed;
    try {
      parsed = JsonDraft.safeParse(JSON.parse(json));
    } catch {
      return null;
    }
    if (!parsed.success) return null;
    const items = parsed.data.items.map((i) => item(i.id, i.label, i.key)).filter((i): i is SavedRequirement => Boolean(i));
    return { basis: parsed.data.basis ?? null, items: dedupe(items), removed: (parsed.data.removed ?? []).filter((r) => ID.test(r)) };
  }
  const ids = form.getAll("req.id");
  const basis = form.get("basis");
  if (!ids.length && typeof basis !== "string") return null;
  const labels = form.getAll("req.label");
  const needs = form.getAll("req.need");
  const items = ids.map((id, i) => item(id, labels[i], needs[i] !== "nice")).filter((i): i is SavedRequirement => Boolean(i));
  return {
    basis: typeof basis === "string" && basis ? basis.slice(0, 40) : null,
    items: dedupe(items),
    removed: form.getAll("removed").filter((r): r is string => typeof r === "string" && ID.test(r)).slice(0, 500),
  };
}

/** The button pressed in the list, if any: "up:3", "down:3", "remove:3", or "add" with the new item's fields. */
export function readReviewOp(form: Pick<FormData, "get">): ReviewOp {
  // Enter in a field presses the form's first (hidden) button: it adds what was typed there, if anything.
  const typed = clean(String(form.get("new.label") ?? ""));
  const op = form.get("op") === "enter" ? (typed ? "add" : "") : String(form.get("op") ?? "");
  const move = /^(up|down|remove):(\d{1,3})$/.exec(op);
  if (move) return { kind: move[1] as "up" | "down" | "remove", index: Number(move[2]) };
  if (op === "add") return { kind: "add", label: typed.slice(0, MAX_REVIEW_LABEL), key: form.get("new.need") !== "nice" };
  return null;
}

/** The JSON field's value for a list. */
export function reviewJson(draft: ReviewDraft): string {
  return JSON.stringify({ basis: draft.basis, items: draft.items.map(({ id, label, key }) => ({ id, label, key })), removed: draft.removed });
}
