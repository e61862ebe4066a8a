import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { ReviewItem } from "~/analysis/posting/requirement-review";
import { REVIEW_FIELD, reviewJson } from "~/utils/requirement-form";
import { RequirementEditor } from "./requirement-review";

/** The list as the page keeps it between answers from the server. */
export interface LiveReview {
  basis: string;
  items: ReviewItem[];
  removed: string[];
  notes: string[];
}

/** The posting's fields, read from the form as typed. */
export const POSTING_FIELDS = ["name", "jobDescription", "keyRequirements", "optionalRequirements"] as const;

/**
 * With JavaScript the create page reviews the requirements as the posting is
 * typed: the server reads the posting (and the recruiter's edits) and answers
 * with the list; the page keeps it, and the create form sends it as one field.
 */
export function useLiveReview(form: RefObject<HTMLFormElement | null>, action: string, initial: LiveReview | null, enabled: boolean) {
  const fetcher = useFetcher<{ review: LiveReview | null }>();
  const [review, setReview] = useState<LiveReview | null>(initial);
  const [newItem, setNewItem] = useState({ label: "", key: true });
  // Edits made while an answer is on its way win over that answer: it is asked again.
  const revision = useRef(0);
  const sent = useRef({ revision: 0, op: "" });
  const latest = useRef(review);
  latest.current = review;
  const newest = useRef(newItem);
  newest.current = newItem;
  // The fetcher object changes with its state; its submit is what the callbacks need.
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;

  const send = useCallback(
    (op = "") => {
      const el = form.current;
      if (!el) return;
      const value = (name: string) => (el.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? "";
      if (!value("name").trim()) return;
      const body = new FormData();
      for (const name of POSTING_FIELDS) body.set(name, value(name));
      body.set("mode", "script");
      const now = latest.current;
      if (now) body.set(REVIEW_FIELD, reviewJson(now));
      if (op) body.set("op", op);
      if (op === "add") {
        body.set("new.label", newest.current.label);
        body.set("new.need", newest.current.key ? "must" : "nice");
      }
      sent.current = { revision: revision.current, op };
      submit.current(body, { method: "post", action });
    },
    [form, action],
  );

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (sent.current.revision !== revision.current) return;
    const next = fetcher.data.review;
    if (!next) return;
    setReview(next);
    if (sent.current.op === "add" && !next.notes.length) setNewItem((n) => ({ ...n, label: "" }));
    sent.current = { revision: -1, op: "" };
  }, [fetcher.state, fetcher.data]);

  // The posting is read again a moment after the recruiter stops typing.
  useEffect(() => {
    const el = form.current;
    if (!el || !enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (!name || !(POSTING_FIELDS as readonly string[]).includes(name)) return;
      revision.current++;
      clearTimeout(timer);
      timer = setTimeout(() => send(), 500);
    };
    el.addEventListener("input", onInput);
    // A posting typed (or pasted) before the page was ready is read at once.
    send();
    return () => {
      el.removeEventListener("input", onInput);
      clearTimeout(timer);
    };
  }, [form, send, enabled]);

  const labelTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const edit = (index: number, change: { label?: string; key?: boolean }) => {
    revision.current++;
    setReview((r) => (r ? { ...r, items: r.items.map((item, i) => (i === index ? { ...item, ...change } : item)) } : r));
    clearTimeout(labelTimer.current);
    // A switch between must and nice re-weighs at once; new words once typing stops.
    labelTimer.current = setTimeout(() => send(), change.key !== undefined ? 0 : 800);
  };
  const op = (name: string) => {
    revision.current++;
    send(name);
  };
  return { review, fetcher, newItem, setNewItem, edit, op, busy: fetcher.state !== "idle" };
}

/** The live list on the create page, and the field that carries it with the form. */
export function LiveRequirementReview({ live }: { live: ReturnType<typeof useLiveReview> }) {
  const { review, newItem, setNewItem, edit, op, busy } = live;
  return (
    <section aria-labelledby="review-heading" className="space-y-3 rounded-lg border border-brand-100 bg-brand-50/40 p-4">
      <div>
        <h2 id="review-heading" className="text-lg font-semibold">
          Requirements the screen will use
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Read from your posting as you type. Edit, remove, add or reorder them, and mark each must-have or nice-to-have: the screen uses this list. No credit is spent until you
          create the tournament.
        </p>
      </div>
      {review ? (
        <>
          <input type="hidden" name={REVIEW_FIELD} value={reviewJson(review)} />
          <RequirementEditor
            items={review.items}
            removed={review.removed}
            basis={review.basis}
            notes={review.notes}
            script={{ onOp: op, onEdit: edit, newItem, onNewItem: (c) => setNewItem((n) => ({ ...n, ...c })), busy }}
          />
        </>
      ) : (
        <p className="text-sm text-gray-600">{busy ? "Reading the posting…" : "Type the tournament name (and paste the posting) to see the requirements."}</p>
      )}
      <p role="status" className="sr-only">
        {busy ? "Updating the requirements…" : ""}
      </p>
    </section>
  );
}
