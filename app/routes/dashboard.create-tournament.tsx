import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation, useRevalidator, type ShouldRevalidateFunction } from "@remix-run/react";
import { useRef, useState } from "react";
import { PostingHidden, ReviewStep, UploadStep, type PostingValues } from "~/components/create-tournament-steps";
import { ErrorList } from "~/components/form";
import { LimitDialog } from "~/components/limit-dialog";
import { LiveRequirementReview, POSTING_FIELDS, useLiveReview, type LiveReview } from "~/components/live-review";
import { reviseReview, savedReview, type ReviewResult } from "~/models/requirement-review.server";
import { readReviewDraft, readReviewOp, REVIEW_FIELD, reviewJson } from "~/utils/requirement-form";
import { useHydrated } from "~/utils/use-hydrated";
import { LimitReachedError } from "~/models/credits.server";
import { discardUploads } from "~/models/tournament-uploads.server";
import { UploadField, UploadProgress, useXhrUpload, type UploadSelection } from "~/components/upload-field";
import {
  createTournament,
  filesAllowed,
  getUploadAllowance,
  receiveResumes,
  ResumeCapError,
} from "~/models/tournament-create.server";
import { JOB_TITLE_MAX } from "~/utils/job-field-limits";
import { TournamentSchema } from "~/utils/tournament-schema";
import { requireUserId } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";
import type { RejectedUpload } from "~/utils/upload.server";

export const meta: MetaFunction = () => [{ title: "Create New Tournament — Tierlist" }];

const FIELDS = [...POSTING_FIELDS, REVIEW_FIELD];

/** Scripted uploads (XMLHttpRequest, for real progress) read the outcome from this header, not the HTML. */
const RESULT_HEADER = "X-Upload-Result";
interface UploadOutcome {
  location?: string;
  toast?: { message: string; description?: string };
  errors?: string[];
  rejected?: RejectedUpload[];
  limitReached?: boolean;
}
type Step = "posting" | "review" | "upload";
/** Every answer carries the step to show without JavaScript, the posting as typed and the list as reviewed. */
type ActionData = { result: SubmissionResult<string[]>; rejected: RejectedUpload[]; limitReached: boolean; step: Step; values: PostingValues; review: ReviewResult | null };

const valuesOf = (get: (name: string) => unknown): PostingValues =>
  Object.fromEntries(POSTING_FIELDS.map((name) => [name, typeof get(name) === "string" ? (get(name) as string) : ""])) as PostingValues;

/** The list's own requests (the live review's) don't change what the page's loaders read. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("mode") === "script" ? false : defaultShouldRevalidate;

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const result = actionHeaders.get(RESULT_HEADER);
  if (result) headers.set(RESULT_HEADER, result);
  return headers;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const allowance = await getUploadAllowance(userId);
  return { maxFiles: filesAllowed(allowance.resumeCap), limitReached: allowance.limitReached };
}

/**
 * The review steps (a plain form, no files): check the posting, read the
 * requirements from it with the recruiter's edits and the button pressed, and
 * answer with the list. Nothing is stored and no credit is spent.
 */
async function reviewAction(request: Request, limitReached: boolean) {
  const form = await request.formData();
  const values = valuesOf((name) => form.get(name));
  const fields = new FormData();
  for (const [k, v] of Object.entries(values)) fields.set(k, v);
  const submission = parseWithZod(fields, { schema: TournamentSchema });
  const intent = String(form.get("intent") ?? "");
  const draft = readReviewDraft(form);
  const reply = (status: number, step: Step, review: ReviewResult | null, result = submission.reply()) =>
    data<ActionData>({ result, rejected: [], limitReached: step === "upload" && limitReached, step, values, review }, { status });
  if (submission.status !== "success") return reply(400, "posting", null);
  const op = readReviewOp(form);
  const review = reviseReview({ posting: submission.value, draft, op });
  // Back to the posting keeps the list, so the recruiter's edits are carried over to the changed posting.
  if (intent === "edit-posting") return reply(200, "posting", review);
  return reply(200, intent === "upload" && !op ? "upload" : "review", review);
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (!/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) return reviewAction(request, (await getUploadAllowance(userId)).limitReached);
  const scripted = request.headers.get("X-Requested-With") === "XMLHttpRequest";
  let values: PostingValues = valuesOf(() => "");
  let review: ReviewResult | null = null;
  const respond = (status: number, reply: Omit<ActionData, "step" | "values" | "review">) => {
    const outcome: ActionData = { ...reply, step: "upload", values, review };
    const summary: UploadOutcome = {
      errors: [...(outcome.result.error?.[""] ?? []), ...Object.entries(outcome.result.error ?? {}).flatMap(([k, v]) => (k ? (v ?? []) : []))],
      rejected: outcome.rejected.slice(0, 20),
      limitReached: outcome.limitReached,
    };
    return data(outcome, { status, headers: scripted ? { [RESULT_HEADER]: encodeURIComponent(JSON.stringify(summary)) } : undefined });
  };
  const limit = (fields: Record<string, string>) =>
    respond(403, { result: { status: "error", initialValue: fields, error: {} }, rejected: [], limitReached: true });

  const allowance = await getUploadAllowance(userId);
  // Checked before reading the files, so nothing is uploaded for a tournament that cannot be created.
  if (allowance.limitReached) return limit({});

  const id = crypto.randomUUID();
  const upload = await receiveResumes(request, { tournamentId: id, maxFiles: filesAllowed(allowance.resumeCap), fields: FIELDS });
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.fields)) if (k !== REVIEW_FIELD) form.set(k, v);
  values = valuesOf((name) => upload.fields[name]);
  const submission = parseWithZod(form, { schema: TournamentSchema });
  // The list as reviewed (read again against the posting sent), or as the posting reads when none came with it.
  if (submission.status === "success") review = reviseReview({ posting: submission.value, draft: readReviewDraft({ get: (n: string) => upload.fields[n] ?? null, getAll: () => [] }) });
  if (submission.status !== "success" || upload.errors.length) {
    await discardUploads(upload.files);
    return respond(upload.refusedWith ?? 400, { result: submission.reply({ formErrors: upload.errors }), rejected: upload.rejected, limitReached: false });
  }

  try {
    await createTournament({ id, userId, input: submission.value, files: upload.files, requirementReview: review ? savedReview(review) : null });
  } catch (error) {
    if (error instanceof LimitReachedError) return limit(upload.fields);
    if (error instanceof ResumeCapError) return respond(400, { result: submission.reply({ formErrors: [error.message] }), rejected: [], limitReached: false });
    throw error;
  }

  const location = `/dashboard/tournament/${id}`;
  const toast = {
    message: upload.files.length ? "Resumes uploaded" : "Tournament created",
    description: upload.rejected.length ? upload.rejected.slice(0, 5).map((r) => r.message).join(" ") : undefined,
  };
  if (scripted) {
    const outcome: UploadOutcome = { location, toast, rejected: upload.rejected.slice(0, 20) };
    return data<ActionData>(
      { result: submission.reply(), rejected: upload.rejected, limitReached: false, step: "upload", values, review },
      { headers: { [RESULT_HEADER]: encodeURIComponent(JSON.stringify(outcome)) } },
    );
  }
  return redirectWithToastMessage(location, { type: upload.rejected.length ? "warning" : "success", ...toast });
}

function TextArea({ label, rows, meta, hint, tall = false }: { label: string; rows: number; meta: Parameters<typeof getTextareaProps>[0]; hint?: string; tall?: boolean }) {
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label} <span className="font-normal text-gray-500">(optional)</span>
      </label>
      {/* The posting box opens at 4 rows (spec) but is drawn tall enough to read a pasted posting, and grows by dragging. */}
      <textarea {...getTextareaProps(meta)} rows={rows} className={`input resize-y ${tall ? "min-h-64 max-h-[70vh]" : "min-h-24"}`} placeholder={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The files refused one by one (the rest were kept), named with the reason. */
function RejectedFiles({ rejected }: { rejected: RejectedUpload[] }) {
  if (!rejected.length) return null;
  return (
    <div role="alert" className="field-error">
      {rejected.map((r, i) => (
        <p key={i}>{r.message}</p>
      ))}
    </div>
  );
}

export default function CreateTournamentPage() {
  const hydrated = useHydrated();
  const actionData = useActionData<typeof action>();
  // Without JavaScript the steps follow the server's answers; with it, the page is one form.
  if (!hydrated && actionData?.review && actionData.step === "review") return <ReviewStep values={actionData.values} review={actionData.review} />;
  if (!hydrated && actionData?.review && actionData.step === "upload") return <UploadStepPage values={actionData.values} review={actionData.review} />;
  return <CreateForm hydrated={hydrated} />;
}

/** Step 3 without JavaScript: the reviewed list travels as one field with the files. */
function UploadStepPage({ values, review }: { values: PostingValues; review: LiveReview }) {
  const { maxFiles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors = [...(actionData?.result.error?.[""] ?? []), ...Object.entries(actionData?.result.error ?? {}).flatMap(([k, v]) => (k ? (v ?? []) : []))];
  const rejected = (actionData?.rejected ?? []).filter((r) => !errors.includes(r.message));
  return (
    <UploadStep values={values} review={review}>
      <Form method="post" encType="multipart/form-data" className="card space-y-5">
        <PostingHidden values={values} />
        <input type="hidden" name={REVIEW_FIELD} value={reviewJson(review)} />
        <UploadField id="resume-upload" maxFiles={maxFiles} />
        <RejectedFiles rejected={rejected} />
        <ErrorList id="create-tournament-errors" errors={errors} />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary">
            Create Tournament
          </button>
        </div>
      </Form>
      {actionData?.limitReached ? <LimitDialog closeTo="/dashboard/create-tournament" /> : null}
    </UploadStep>
  );
}

function CreateForm({ hydrated }: { hydrated: boolean }) {
  const { maxFiles, limitReached } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const upload = useXhrUpload();
  const [scripted, setScripted] = useState<UploadOutcome | null>(null);
  const [showLimit, setShowLimit] = useState(false);
  const [selection, setSelection] = useState<UploadSelection>({ count: 0, refused: false });
  // Every file chosen was refused (too many, wrong type, too large): creating now would spend a credit on an empty tournament.
  const filesRefused = selection.refused && selection.count === 0;
  const formRef = useRef<HTMLFormElement>(null);
  const live = useLiveReview(formRef, "/dashboard/create-tournament", actionData?.review ?? null, hydrated);

  const [form, fields] = useForm({
    id: "create-tournament",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TournamentSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    async onSubmit(event, { formData }) {
      event.preventDefault();
      if (upload.uploading || filesRefused) return;
      if (limitReached) return setShowLimit(true);
      setScripted(null);
      try {
        const xhr = await upload.send(event.currentTarget.action, formData, { "X-Requested-With": "XMLHttpRequest" });
        const raw = xhr.getResponseHeader(RESULT_HEADER);
        const outcome: UploadOutcome = raw ? JSON.parse(decodeURIComponent(raw)) : { errors: ["Failed to create tournament. Please try again."] };
        if (outcome.location) {
          navigate(outcome.location, { state: { toast: outcome.toast } });
          // The dashboard's figures (credits, tournaments) changed too.
          revalidator.revalidate();
          return;
        }
        setScripted(outcome);
        if (outcome.limitReached) setShowLimit(true);
      } catch (error) {
        setScripted({ errors: [error instanceof Error ? error.message : "Please try again."] });
      }
      upload.reset();
    },
  });

  const pending = upload.uploading || navigation.state === "submitting";
  const errors = scripted?.errors ?? form.errors;
  // A refusal of the whole upload already names each file in the errors.
  const rejected = (scripted?.rejected ?? actionData?.rejected ?? []).filter((r) => !errors?.includes(r.message));
  const limitOpen = showLimit || (!scripted && navigation.state === "idle" && actionData?.limitReached);
  // Back from the review to change the posting (without JavaScript): the list goes along, to be carried over.
  const carried = !hydrated && actionData?.step === "posting" ? actionData.review : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">Create New Tournament</h1>
      <p role="note" className="rounded-md border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900">
        Only the tournament name is required, but adding a job description and requirements improves the accuracy of the AI screening.
      </p>
      {!hydrated ? <p className="text-sm text-gray-600">Step 1 of 3: the posting. Next you check the requirements the screen will use; no credit is spent until you create the tournament.</p> : null}
      <Form ref={formRef} method="post" encType={hydrated ? "multipart/form-data" : undefined} {...getFormProps(form)} noValidate className="card space-y-5">
        <div>
          <label htmlFor={fields.name.id} className="label">
            Tournament Name
          </label>
          <input {...getInputProps(fields.name, { type: "text" })} className="input" placeholder="Frontend Developers Q2 2025" maxLength={JOB_TITLE_MAX} />
          <ErrorList id={fields.name.errorId} errors={fields.name.errors} />
        </div>
        <TextArea label="Job Description" rows={4} meta={fields.jobDescription} tall hint="Paste the whole posting: responsibilities, requirements, nice-to-haves." />
        <TextArea label="Key Requirements" rows={3} meta={fields.keyRequirements} hint="One requirement per line" />
        <TextArea label="Optional/Nice to have" rows={3} meta={fields.optionalRequirements} hint="One per line" />
        {hydrated ? (
          <>
            <LiveRequirementReview live={live} />
            <UploadField id="resume-upload" maxFiles={maxFiles} disabled={pending} onSelectionChange={setSelection} />
            {upload.progress !== null ? <UploadProgress percent={upload.progress} /> : null}
            <RejectedFiles rejected={rejected} />
          </>
        ) : carried ? (
          <input type="hidden" name={REVIEW_FIELD} value={reviewJson(carried)} />
        ) : null}
        <ErrorList id={form.errorId} errors={errors} />
        <div className="flex justify-end gap-2">
          <Link to="/dashboard" className="btn-secondary">
            Cancel
          </Link>
          {hydrated ? (
            <button type="submit" className="btn-primary" disabled={pending || filesRefused} aria-describedby={filesRefused ? "resume-upload-error" : undefined}>
              {pending ? "Creating..." : "Create Tournament"}
            </button>
          ) : (
            <button type="submit" name="intent" value="review" className="btn-primary">
              Review requirements
            </button>
          )}
        </div>
      </Form>
      {limitOpen ? <LimitDialog closeTo="/dashboard/create-tournament" onClose={showLimit ? () => setShowLimit(false) : undefined} /> : null}
    </div>
  );
}
