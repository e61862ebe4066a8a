import { Form } from "@remix-run/react";
import { Star, StickyNote, Trash2, Undo2 } from "lucide-react";
import { effectiveTier, TIERS, type Tier } from "~/analysis/tiers";
import { SHORTLIST_STAGE, stageLabel, type Stage } from "~/utils/stages";
import { stageStyle } from "./stage-badge";

interface Trail {
  notes: Array<{ id: string; body: string; createdAt: string | Date; author: string | null }>;
  events: Array<{ id: string; kind: "stage" | "tier" | "note"; fromValue: string | null; toValue: string | null; reason: string | null; batchId: string; undoneAt: string | Date | null; createdAt: string | Date; actor: string | null }>;
}

const when = (d: string | Date) => new Date(d).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
const valueText = (stages: readonly Stage[], kind: "stage" | "tier", v: string | null) => (kind === "stage" ? stageLabel(stages, v) : v ? `Tier ${v}` : "the AI's tier");

/** Stage, tier (with an optional reason), notes and the trail of who changed what, all plain forms. */
export function CandidateDecisions({ stage, stages, tier, tierOverride, trail }: { stage: string; stages: readonly Stage[]; tier: Tier | null; tierOverride: Tier | null; trail: Trail }) {
  const current = effectiveTier({ tier, tierOverride });
  return (
    <section aria-labelledby="decisions-heading" className="card grid gap-6 p-5 md:grid-cols-2">
      <h2 id="decisions-heading" className="sr-only">
        Decisions
      </h2>
      <div className="min-w-0 space-y-5">
        <Form method="post" preventScrollReset aria-label="Stage">
          <input type="hidden" name="intent" value="set-stage" />
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">Stage</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {stages.map(({ key, label }) => (
              <button
                key={key}
                type="submit"
                name="stage"
                value={key}
                aria-pressed={stage === key}
                className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${stage === key ? stageStyle(key) + " ring-2" : "bg-white text-gray-700 ring-gray-300 hover:bg-gray-50"}`}
              >
                {key === SHORTLIST_STAGE ? <Star aria-hidden className="size-3.5" /> : null}
                {label}
              </button>
            ))}
          </div>
        </Form>
        <Form method="post" preventScrollReset aria-label="Change Tier" className="space-y-2">
          <input type="hidden" name="intent" value="set-tier" />
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">Change Tier {tier ? <span className="font-normal normal-case">(AI tier: {tier})</span> : null}</p>
          <fieldset className="flex gap-1.5">
            <legend className="sr-only">Tier</legend>
            {TIERS.map((t) => (
              <label key={t} className="cursor-pointer">
                <input type="radio" name="tier" value={t} defaultChecked={current === t} className="peer sr-only" />
                <span className="grid size-9 place-items-center rounded-md border border-gray-300 text-sm font-bold text-gray-700 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
                  {t}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor="tier-reason" className="label">
                Reason (optional)
              </label>
              <input id="tier-reason" name="reason" maxLength={500} className="input" placeholder="e.g. strong portfolio, missing licence" />
            </div>
            <button type="submit" className="btn-secondary">
              Save tier
            </button>
          </div>
        </Form>
        {/* Keyed by the note count, so the box is empty again once the note is saved. */}
        <Form key={trail.notes.length} method="post" preventScrollReset className="space-y-2">
          <input type="hidden" name="intent" value="add-note" />
          <label htmlFor="note" className="text-xs font-semibold uppercase tracking-wide text-gray-600">
            Add a note
          </label>
          <textarea id="note" name="note" rows={3} maxLength={5000} className="input" placeholder="What stood out, what to ask, who should meet them…" />
          <button type="submit" className="btn-primary">
            <StickyNote aria-hidden className="size-4" />
            Add note
          </button>
        </Form>
      </div>

      <div className="min-w-0 space-y-4">
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Notes</h3>
          {trail.notes.length ? (
            <ul className="mt-2 space-y-2">
              {trail.notes.map((n) => (
                <li key={n.id} className="rounded-md border border-amber-200 bg-amber-50/60 p-3 text-sm wrap-anywhere">
                  <p className="whitespace-pre-line text-gray-900">{n.body}</p>
                  <div className="mt-1 flex items-center justify-between gap-2 text-xs text-gray-600">
                    <span className="min-w-0">
                      {n.author ?? "A former user"} · {when(n.createdAt)}
                    </span>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="delete-note" />
                      <input type="hidden" name="noteId" value={n.id} />
                      <button type="submit" className="inline-flex items-center gap-1 rounded px-1 text-gray-600 hover:text-rose-700" aria-label="Delete note">
                        <Trash2 aria-hidden className="size-3.5" />
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-gray-600">No notes yet.</p>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-600">History</h3>
          {trail.events.length ? (
            <ol className="mt-2 space-y-2 border-l border-gray-200 pl-4 text-sm">
              {trail.events.map((e) => (
                <li key={e.id} className={`wrap-anywhere ${e.undoneAt ? "text-gray-500 line-through decoration-gray-400" : "text-gray-800"}`}>
                  {e.kind === "note" ? (
                    <p>
                      Note deleted{e.reason ? <span className="text-gray-600">{`: “${e.reason}”`}</span> : null}
                    </p>
                  ) : (
                    <p>
                      {e.kind === "stage" ? "Stage" : "Tier"}: {valueText(stages, e.kind, e.fromValue)} → <strong>{valueText(stages, e.kind, e.toValue)}</strong>
                      {e.reason ? <span className="text-gray-600"> — “{e.reason}”</span> : null}
                    </p>
                  )}
                  <div className="flex flex-wrap items-center gap-2 text-xs text-gray-600 no-underline">
                    <span className="min-w-0">
                      {e.actor ?? "A former user"} · {when(e.createdAt)}
                      {e.undoneAt ? " · undone" : ""}
                    </span>
                    {e.undoneAt ? null : (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="undo" />
                        <input type="hidden" name="batchId" value={e.batchId} />
                        <button type="submit" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                          <Undo2 aria-hidden className="size-3.5" />
                          Undo
                        </button>
                      </Form>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-sm text-gray-600">No changes yet.</p>
          )}
        </div>
      </div>
    </section>
  );
}
