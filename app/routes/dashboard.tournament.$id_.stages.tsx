import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { stageStyle } from "~/components/stage-badge";
import { changeStages, getStages, StageError, type StageChange } from "~/models/stages.server";
import { requireUserId } from "~/utils/session.server";
import { isDefaultStage, MAX_STAGE_LABEL, parseStageKey, USUAL_STAGES } from "~/utils/stages";
import { redirectWithToastMessage } from "~/utils/toast.server";
import { isUuid } from "~/utils/uuid";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Stages — ${data?.name ?? "Tournament"} — Tierlist` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const t = await getStages({ id: params.id, userId });
  if (!t) throw data("Tournament not found", { status: 404 });
  return t;
}

/** Every button saves: the names as typed, then the one change it asks for. */
export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const here = `/dashboard/tournament/${params.id}/stages`;
  const form = await request.formData();
  const keys = form.getAll("stage.key").map((k) => parseStageKey(String(k)));
  const names = form.getAll("stage.label").map(String);
  const labels: Record<string, string> = {};
  keys.forEach((key, i) => {
    if (key && names[i] !== undefined) labels[key] = names[i]!;
  });
  const typed = String(form.get("new.label") ?? "").trim();
  // Enter in a field presses the form's first (hidden) button: it adds what was typed, else saves the names.
  const op = form.get("op") === "enter" ? (typed ? "add" : "save") : String(form.get("op") ?? "");
  const target = /^(?:remove|up|down):(.+)$/.exec(op);
  const key = target ? parseStageKey(target[1]) : null;
  const change: StageChange | null =
    op === "add"
      ? { kind: "add", labels: [String(form.get("new.label") ?? "")] }
      : op === "add-usual"
        ? { kind: "add", labels: USUAL_STAGES }
        : key && op.startsWith("remove:")
          ? { kind: "remove", key }
          : key
            ? { kind: "move", key, by: op.startsWith("up:") ? -1 : 1 }
            : null;
  try {
    const result = await changeStages({ id: params.id, userId, labels, change });
    if (!result) throw data("Tournament not found", { status: 404 });
    return redirectWithToastMessage(here, { type: "success", message: result.changed ? "Stages saved" : "Nothing changed" });
  } catch (error) {
    // The names stay as typed beside the message, so nothing typed is lost.
    if (error instanceof StageError) return data({ error: error.message, labels }, { status: 400 });
    throw error;
  }
}

export default function StagesPage() {
  const { id, name, stages, counts } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as { error: string; labels: Record<string, string> } | undefined;
  const missing = USUAL_STAGES.filter((label) => !stages.some((s) => s.label.toLowerCase() === label.toLowerCase()));
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to={`/dashboard/tournament/${id}`} className="link text-sm">
        ← {name}
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Stages</h1>
        <p className="mt-1 text-sm text-gray-700">
          Name the stages of your hiring process. Counts, filters, bulk moves, each candidate&apos;s history and the CSV use these names. New, Shortlisted, Contacted and
          Rejected can be renamed but not removed; a stage you add can be removed once no candidate is in it.
        </p>
      </div>
      {refused ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <strong>Stages not saved:</strong> {refused.error}
        </p>
      ) : null}
      <Form method="post" className="card space-y-4" key={`${stages.map((s) => `${s.key}=${s.label}`).join("|")}${refused ? `!${JSON.stringify(refused.labels)}` : ""}`}>
        <button type="submit" name="op" value="enter" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save
        </button>
        <ol className="space-y-2" aria-label="Stages">
          {stages.map((s, i) => (
            <li key={s.key} className="flex flex-wrap items-center gap-2 rounded-md border border-gray-200 p-2">
              <input type="hidden" name="stage.key" value={s.key} />
              <span className={`stage ${stageStyle(s.key)} w-7 justify-center`}>{i + 1}</span>
              <label htmlFor={`stage-${s.key}`} className="sr-only">
                Name of stage {i + 1}
              </label>
              <input id={`stage-${s.key}`} name="stage.label" defaultValue={refused?.labels[s.key] ?? s.label} required maxLength={MAX_STAGE_LABEL} className="input min-w-0 flex-1 basis-40 py-1.5" />
              <span className="text-xs text-gray-600 tabular-nums">{counts[s.key] ?? 0} in it</span>
              <div className="flex gap-1">
                <button type="submit" name="op" value={`up:${s.key}`} disabled={i === 0} aria-label={`Move up: ${s.label}`} className="btn-secondary px-2 py-1 disabled:opacity-40">
                  <ArrowUp aria-hidden className="size-3.5" />
                </button>
                <button type="submit" name="op" value={`down:${s.key}`} disabled={i === stages.length - 1} aria-label={`Move down: ${s.label}`} className="btn-secondary px-2 py-1 disabled:opacity-40">
                  <ArrowDown aria-hidden className="size-3.5" />
                </button>
                {isDefaultStage(s.key) ? null : (
                  <button type="submit" name="op" value={`remove:${s.key}`} aria-label={`Remove: ${s.label}`} className="btn-secondary px-2 py-1">
                    <X aria-hidden className="size-3.5" />
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-gray-300 p-3">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor="new-stage" className="label">
              Add a stage
            </label>
            <input id="new-stage" name="new.label" maxLength={MAX_STAGE_LABEL} placeholder="e.g. Phone screen" className="input py-1.5" />
          </div>
          <button type="submit" name="op" value="add" className="btn-secondary">
            <Plus aria-hidden className="size-4" />
            Add stage
          </button>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          {missing.length ? (
            <button type="submit" name="op" value="add-usual" className="btn-secondary">
              Add {missing.join(", ")}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" name="op" value="save" className="btn-primary">
            Save names
          </button>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
