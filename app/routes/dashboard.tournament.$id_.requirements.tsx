import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { RequirementEditor } from "~/components/requirement-review";
import { draftOf, getRequirementReview, reviseReview, saveRequirementReview, type ReviewResult } from "~/models/requirement-review.server";
import { plural } from "~/utils/format";
import { readReviewDraft, readReviewOp } from "~/utils/requirement-form";
import { requireUserId } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";
import { isUuid } from "~/utils/uuid";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Requirements — ${data?.tournament.name ?? "Tournament"} — Tierlist` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const t = await getRequirementReview({ id: params.id, userId });
  if (!t) throw data("Tournament not found", { status: 404 });
  return { tournament: { id: t.id, name: t.name, status: t.status }, review: reviseReview({ posting: t, draft: draftOf(t.requirementReview) }) };
}

/**
 * Every button of the list re-reads it (nothing is stored); "Save and re-rank"
 * stores it and re-ranks the candidates from the text already read, with no
 * credit, as editing the posting does.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (!isUuid(params.id)) throw redirect("/dashboard");
  const t = await getRequirementReview({ id: params.id, userId });
  if (!t) throw data("Tournament not found", { status: 404 });
  const page = `/dashboard/tournament/${t.id}`;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const draft = readReviewDraft(form);
  if (intent === "reset") return { review: reviseReview({ posting: t, draft: null }) };
  if (!draft) return data({ review: reviseReview({ posting: t, draft: draftOf(t.requirementReview) }), error: "The list could not be read. Please try again." }, { status: 400 });
  const op = readReviewOp(form);
  if (intent !== "save" || op) return { review: reviseReview({ posting: t, draft, op }) };
  if (t.status === "processing") return redirectWithToastMessage(`${page}/requirements`, { type: "error", message: "Not saved yet", description: "Wait until processing has finished to change the requirements." });
  const saved = await saveRequirementReview({ id: t.id, userId, draft });
  if (!saved) throw data("Tournament not found", { status: 404 });
  return redirectWithToastMessage(page, {
    type: "success",
    message: saved.rerank ? "Re-ranking started" : "Nothing changed",
    description: saved.rerank ? `${plural(saved.requeued, "candidate")} will be re-ranked against the new requirements. No credit was used.` : "The requirements are as they were.",
  });
}

export default function RequirementsPage() {
  const { tournament, review: saved } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as { review: ReviewResult; error?: string } | undefined;
  const navigation = useNavigation();
  const review = reply?.review ?? saved;
  const processing = tournament.status === "processing";
  // Re-mounted on each answer, so the fields show what the server made of them.
  const version = review.items.map((i) => `${i.id}=${i.label}=${i.key}`).join("|");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={`/dashboard/tournament/${tournament.id}`} className="link text-sm">
        ← {tournament.name}
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Requirements the screen uses</h1>
        <p className="mt-1 text-sm text-gray-700">
          Edit, remove, add or reorder them, and mark each must-have or nice-to-have. Saving re-ranks every candidate from the text already read: no credit is used, and stages,
          notes and your tier changes stay.
        </p>
      </div>
      {reply?.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {reply.error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="card space-y-4" key={version}>
        <RequirementEditor items={review.items} removed={review.removed} basis={review.basis} notes={review.notes} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button type="submit" name="intent" value="reset" className="btn-secondary">
            Start again from the posting
          </button>
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="refresh" className="btn-secondary">
              Update the list
            </button>
            <button type="submit" name="intent" value="save" className="btn-primary" disabled={processing || navigation.state !== "idle"}>
              Save and re-rank
            </button>
          </div>
        </div>
        {processing ? <p className="text-sm text-gray-600">Wait until processing has finished to save the requirements.</p> : null}
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
