import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Columns3, Download, Undo2 } from "lucide-react";
import { TIERS } from "~/analysis/tiers";
import { SHORTLIST_STAGE, stageLabel, type Stage } from "~/utils/stages";
import { useHydrated } from "~/utils/use-hydrated";
import { BULK_FORM } from "./candidate-table";

const selectedIds = () => [...document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM}"]:checked`)].map((box) => box.value);

/**
 * The bulk form: the rows' checkboxes and quick buttons belong to it (form
 * attribute). Moves and tier changes are POSTs; Compare and Export CSV are GETs
 * of the selection (formmethod/formaction), so all of it works without JavaScript.
 */
export function BulkActions({ redirectTo, compareAction, csvAction, csvListHref, stages }: { redirectTo: string; compareAction: string; csvAction: string; csvListHref: string; stages: readonly Stage[] }) {
  const hydrated = useHydrated();
  // Once a bulk move has gone through, the selection is cleared (the page itself stays as it was).
  const navigation = useNavigation();
  const wasBulk = useRef(false);
  useEffect(() => {
    const intent = navigation.formData?.get("intent");
    if (navigation.state === "submitting" && typeof intent === "string" && intent.startsWith("bulk-")) wasBulk.current = true;
    if (navigation.state === "idle" && wasBulk.current) {
      wasBulk.current = false;
      for (const box of document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM}"]`)) box.checked = false;
    }
  }, [navigation.state, navigation.formData]);
  return (
    <Form method="post" id={BULK_FORM} preventScrollReset className="flex flex-wrap items-end gap-x-4 gap-y-2 border-b border-gray-200 bg-gray-50/70 px-3 py-2.5 text-sm">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="w-full text-xs font-semibold uppercase tracking-wide text-gray-600 sm:w-auto sm:self-center">With selected</p>
      {hydrated ? (
        <button
          type="button"
          className="btn-secondary px-2.5 py-1.5"
          onClick={() => {
            const boxes = [...document.querySelectorAll<HTMLInputElement>(`input[name="ids"][form="${BULK_FORM}"]`)];
            const all = boxes.every((b) => b.checked);
            for (const b of boxes) b.checked = !all;
          }}
        >
          Select page
        </button>
      ) : null}
      <div className="flex items-end gap-1.5">
        <label className="sr-only" htmlFor="bulk-stage">
          Stage
        </label>
        <select id="bulk-stage" name="stage" className="input w-auto py-1.5" defaultValue={SHORTLIST_STAGE}>
          {stages.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="submit" name="intent" value="bulk-stage" className="btn-secondary px-2.5 py-1.5">
          Move
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-1.5">
        <label className="sr-only" htmlFor="bulk-tier">
          Tier
        </label>
        <select id="bulk-tier" name="tier" className="input w-auto py-1.5" defaultValue="A">
          {TIERS.map((t) => (
            <option key={t} value={t}>
              Tier {t}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="bulk-reason">
          Reason for the tier change (optional)
        </label>
        <input id="bulk-reason" name="reason" maxLength={500} placeholder="Reason (optional)" className="input w-32 py-1.5 sm:w-36" />
        <button type="submit" name="intent" value="bulk-tier" className="btn-secondary px-2.5 py-1.5">
          Set tier
        </button>
      </div>
      <div className="flex gap-1.5 sm:ml-auto">
        <button type="submit" formMethod="get" formAction={compareAction} className="btn-secondary px-2.5 py-1.5">
          <Columns3 aria-hidden className="size-4" />
          Compare
        </button>
        <button
          type="submit"
          formMethod="get"
          formAction={csvAction}
          name="selection"
          value="1"
          className="btn-secondary px-2.5 py-1.5"
          onClick={(event) => {
            // With JavaScript the router would fetch the file as a page: download it instead.
            event.preventDefault();
            const params = new URLSearchParams([["selection", "1"], ...selectedIds().map((id) => ["ids", id])]);
            window.location.assign(`${csvAction}?${params}`);
          }}
        >
          <Download aria-hidden className="size-4" />
          Export selected
        </button>
        <a href={csvListHref} className="btn-secondary px-2.5 py-1.5" download>
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </div>
    </Form>
  );
}

/** The last change made in this tournament, with a button that undoes it. */
export function UndoBar({ last, redirectTo, stages }: { stages: readonly Stage[]; last: { batchId: string; kind: "stage" | "tier" | "note"; toValue: string | null; count: number; actor: string | null; createdAt: Date | string } | null; redirectTo: string }) {
  if (!last) return null;
  const what = last.kind === "stage" ? stageLabel(stages, last.toValue) : `Tier ${last.toValue}`;
  const change =
    last.kind === "note" ? (
      <>A note deleted</>
    ) : (
      <>
        {last.count} {last.count === 1 ? "candidate" : "candidates"} moved to <strong>{what}</strong>
      </>
    );
  const at = new Date(last.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-900" aria-label="Last change">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="batchId" value={last.batchId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="min-w-0 flex-1">
        Last change: {change}
        {last.actor ? ` by ${last.actor}` : ""} · {at} UTC
      </p>
      <button type="submit" className="btn-secondary px-2.5 py-1">
        <Undo2 aria-hidden className="size-4" />
        Undo
      </button>
    </Form>
  );
}
