import { Link } from "@remix-run/react";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import type { ReviewItem } from "~/analysis/posting/requirement-review";
import { MAX_REVIEW_LABEL } from "~/utils/requirement-form";

/** Where an item came from, in the recruiter's words. */
export function originText(item: Pick<ReviewItem, "origin" | "source" | "added">): string {
  const quoted = item.source ? `: “${item.source.replace(/^[\s\-*•·▪●◦■–]+/, "")}”` : "";
  switch (item.origin) {
    case "title":
      return `From the job title${quoted}`;
    case "key-requirements":
      return `From your key requirements${quoted}`;
    case "nice-to-have":
      return `From your nice-to-haves${quoted}`;
    case "whole-posting":
      return "Read from the whole posting";
    case "role":
      return "Usual for this role";
    case "recruiter":
      return item.added ? "Added by you" : "Re-worded by you";
    default:
      return `From the posting${quoted}`;
  }
}

const NEED_BADGE = {
  must: "bg-brand-50 text-brand-700 ring-brand-100",
  nice: "bg-gray-50 text-gray-700 ring-gray-200",
};

function NeedBadge({ must }: { must: boolean }) {
  return <span className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${must ? NEED_BADGE.must : NEED_BADGE.nice}`}>{must ? "Must-have" : "Nice-to-have"}</span>;
}

/** The tournament's details: what the screen uses, read-only, with the way to change it. */
export function RequirementSummary({ items, editHref, processing = false }: { items: ReviewItem[]; editHref?: string; processing?: boolean }) {
  return (
    <section aria-labelledby="requirements-used" className="mt-4 rounded-md border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="requirements-used" className="text-sm font-semibold text-gray-800">
          Requirements the screen uses
        </h3>
        {!editHref ? null : processing ? (
          <span className="text-xs text-gray-600">Editing opens when processing has finished.</span>
        ) : (
          <Link to={editHref} className="link text-sm">
            Edit requirements
          </Link>
        )}
      </div>
      <ol className="mt-2 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            {item.kind === "condition" ? (
              <span className="inline-flex shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">Asked</span>
            ) : (
              <NeedBadge must={item.key} />
            )}
            <span className="min-w-0 font-medium break-words text-gray-900">{item.label}</span>
            <span className="text-xs text-gray-600">{item.weight}</span>
            <span className="w-full min-w-0 text-xs break-words text-gray-600">{originText(item)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export interface EditorScript {
  /** A button of the list was pressed ("up:2", "remove:0", "add"). */
  onOp: (op: string) => void;
  /** An item's words or must/nice changed. */
  onEdit: (index: number, change: { label?: string; key?: boolean }) => void;
  /** The new item's fields, kept by the page. */
  newItem: { label: string; key: boolean };
  onNewItem: (change: { label?: string; key?: boolean }) => void;
  busy: boolean;
}

function OpButton({ op, label, children, script, disabled }: { op: string; label: string; children: React.ReactNode; script?: EditorScript; disabled?: boolean }) {
  const props = script ? { type: "button" as const, onClick: () => script.onOp(op) } : { type: "submit" as const, name: "op", value: op };
  return (
    <button {...props} disabled={disabled} aria-label={label} title={label} className="inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-40">
      {children}
    </button>
  );
}

/**
 * The list to review before the screen runs, and to edit later. Without
 * JavaScript (`script` absent) every item is form fields and every button a
 * submit of the surrounding form with its `op`; with it, the page keeps the
 * list and the buttons call back. Each item shows must-have or nice-to-have,
 * the posting's words it came from and its weight in plain words.
 */
export function RequirementEditor({ items, removed, basis, notes, script }: { items: ReviewItem[]; removed: string[]; basis: string; notes: string[]; script?: EditorScript }) {
  const named = !script;
  return (
    <div className="space-y-3">
      {named ? (
        <>
          <button type="submit" name="op" value="enter" tabIndex={-1} aria-hidden="true" className="sr-only">
            Update
          </button>
          <input type="hidden" name="basis" value={basis} />
          {removed.map((id) => (
            <input key={id} type="hidden" name="removed" value={id} />
          ))}
        </>
      ) : null}
      {notes.length ? (
        <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {notes.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      ) : null}
      <ol className="space-y-2" aria-label="Requirements">
        {items.map((item, i) => {
          const n = i + 1;
          const condition = item.kind === "condition";
          return (
            <li key={item.id} className="rounded-md border border-gray-200 bg-white p-3" data-requirement={item.id}>
              {named ? <input type="hidden" name="req.id" value={item.id} /> : null}
              <div className="flex flex-wrap items-start gap-2">
                <span className="mt-2 w-5 shrink-0 text-right text-xs font-semibold text-gray-500 tabular-nums">{n}.</span>
                <div className="min-w-0 flex-1 basis-48">
                  {item.editable ? (
                    <>
                      <label htmlFor={`req-label-${i}`} className="sr-only">
                        Requirement {n}
                      </label>
                      <input
                        id={`req-label-${i}`}
                        {...(named
                          ? { name: "req.label", defaultValue: item.label }
                          : { value: item.label, onChange: (e) => script!.onEdit(i, { label: e.target.value }), onKeyDown: (e) => e.key === "Enter" && e.preventDefault() })}
                        maxLength={MAX_REVIEW_LABEL}
                        className="input py-1.5"
                      />
                    </>
                  ) : (
                    <>
                      {named ? <input type="hidden" name="req.label" value={item.label} /> : null}
                      <p className="py-1.5 text-sm font-medium break-words text-gray-900">{item.label}</p>
                    </>
                  )}
                </div>
                {condition ? (
                  <>
                    {named ? <input type="hidden" name="req.need" value="must" /> : null}
                    <span className="mt-1.5 inline-flex rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">Asked of everyone</span>
                  </>
                ) : (
                  <>
                    <label htmlFor={`req-need-${i}`} className="sr-only">
                      Requirement {n}: must-have or nice-to-have
                    </label>
                    <select
                      id={`req-need-${i}`}
                      {...(named ? { name: "req.need", defaultValue: item.key ? "must" : "nice" } : { value: item.key ? "must" : "nice", onChange: (e) => script!.onEdit(i, { key: e.target.value === "must" }) })}
                      className="input w-auto py-1.5"
                    >
                      <option value="must">Must-have</option>
                      <option value="nice">Nice-to-have</option>
                    </select>
                  </>
                )}
              </div>
              <div className="mt-1.5 flex flex-wrap items-end justify-between gap-2 pl-7">
                <div className="min-w-0 flex-1 basis-56 space-y-0.5 text-xs text-gray-600">
                  <p className="break-words">{originText(item)}</p>
                  <p>
                    <span className="font-medium text-gray-800">{item.weight[0]!.toUpperCase() + item.weight.slice(1)}</span>
                    {item.looksFor ? <span className="break-words"> · {item.looksFor}</span> : null}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <OpButton op={`up:${i}`} label={`Move up: ${item.label}`} script={script} disabled={i === 0 || script?.busy}>
                    <ArrowUp aria-hidden className="size-3.5" />
                  </OpButton>
                  <OpButton op={`down:${i}`} label={`Move down: ${item.label}`} script={script} disabled={i === items.length - 1 || script?.busy}>
                    <ArrowDown aria-hidden className="size-3.5" />
                  </OpButton>
                  <OpButton op={`remove:${i}`} label={`Remove: ${item.label}`} script={script} disabled={script?.busy}>
                    <X aria-hidden className="size-3.5" />
                    Remove
                  </OpButton>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-gray-300 p-3">
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="new-requirement" className="label">
            Add a requirement
          </label>
          <input
            id="new-requirement"
            {...(named
              ? { name: "new.label" }
              : {
                  value: script!.newItem.label,
                  onChange: (e) => script!.onNewItem({ label: e.target.value }),
                  // Enter adds the requirement rather than sending the whole form.
                  onKeyDown: (e) => {
                    if (e.key !== "Enter") return;
                    e.preventDefault();
                    script!.onOp("add");
                  },
                })}
            maxLength={MAX_REVIEW_LABEL}
            placeholder="e.g. Terraform, 3+ years of payroll, CPA"
            className="input py-1.5"
          />
        </div>
        <label htmlFor="new-requirement-need" className="sr-only">
          New requirement: must-have or nice-to-have
        </label>
        <select
          id="new-requirement-need"
          {...(named ? { name: "new.need", defaultValue: "must" } : { value: script!.newItem.key ? "must" : "nice", onChange: (e) => script!.onNewItem({ key: e.target.value === "must" }) })}
          className="input w-auto py-1.5"
        >
          <option value="must">Must-have</option>
          <option value="nice">Nice-to-have</option>
        </select>
        <OpButton op="add" label="Add requirement" script={script} disabled={script?.busy}>
          <Plus aria-hidden className="size-3.5" />
          Add requirement
        </OpButton>
      </div>
    </div>
  );
}
