import { Form, Link } from "@remix-run/react";
import { REVIEW_FIELD, reviewJson } from "~/utils/requirement-form";
import { POSTING_FIELDS, type LiveReview } from "./live-review";
import { RequirementEditor, RequirementSummary } from "./requirement-review";

// Creating a tournament without JavaScript, in three server-rendered steps so
// that nothing typed or chosen is lost: the posting, then the requirements the
// screen will use (every button a plain submit), then the files and Create
// Tournament. With JavaScript the three are one page (dashboard.create-tournament.tsx).

export type PostingValues = Record<(typeof POSTING_FIELDS)[number], string>;
export type ReviewState = LiveReview;

export function PostingHidden({ values }: { values: PostingValues }) {
  return (
    <>
      {POSTING_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
    </>
  );
}

const excerpt = (text: string, n = 160) => (text.length > n ? `${text.slice(0, n).trim()}…` : text);

/** The posting as typed, read-only, with the button that goes back to change it. */
function PostingSummary({ values, review }: { values: PostingValues; review: ReviewState }) {
  return (
    <Form method="post" className="card space-y-2">
      <PostingHidden values={values} />
      <input type="hidden" name={REVIEW_FIELD} value={reviewJson(review)} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">Tournament Name</p>
          <p className="font-semibold break-words">{values.name}</p>
        </div>
        <button type="submit" name="intent" value="edit-posting" className="btn-secondary">
          Edit the posting
        </button>
      </div>
      {values.jobDescription ? <p className="text-sm break-words whitespace-pre-line text-gray-700">{excerpt(values.jobDescription)}</p> : null}
    </Form>
  );
}

/** Step 2: the list, edited with plain submits; nothing is stored and no credit is spent. */
export function ReviewStep({ values, review }: { values: PostingValues; review: ReviewState }) {
  // Re-mounted on each answer, so the fields show what the server made of them.
  const version = review.items.map((i) => `${i.id}=${i.label}=${i.key}`).join("|");
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">Create New Tournament</h1>
      <p className="text-sm text-gray-600">Step 2 of 3: check what the screen will look for.</p>
      <PostingSummary values={values} review={review} />
      <Form method="post" className="card space-y-4" key={version}>
        <PostingHidden values={values} />
        <div>
          <h2 className="text-lg font-semibold">Requirements the screen will use</h2>
          <p className="mt-1 text-sm text-gray-700">
            Read from your posting. Edit, remove, add or reorder them, and mark each must-have or nice-to-have: the screen uses this list. No credit is spent until you
            create the tournament.
          </p>
        </div>
        <RequirementEditor items={review.items} removed={review.removed} basis={review.basis} notes={review.notes} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="submit" name="intent" value="review" className="btn-secondary">
            Update the list
          </button>
          <button type="submit" name="intent" value="upload" className="btn-primary">
            Continue to upload
          </button>
        </div>
      </Form>
    </div>
  );
}

/** Step 3: the list as it will be used, the files, and Create Tournament (the only step that spends a credit). */
export function UploadStep({ values, review, children }: { values: PostingValues; review: ReviewState; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">Create New Tournament</h1>
      <p className="text-sm text-gray-600">Step 3 of 3: add the resumes and create the tournament.</p>
      <PostingSummary values={values} review={review} />
      <div>
        <RequirementSummary items={review.items} />
        <Form method="post" className="mt-3">
          <PostingHidden values={values} />
          <input type="hidden" name={REVIEW_FIELD} value={reviewJson(review)} />
          <button type="submit" name="intent" value="review" className="btn-secondary">
            Change the requirements
          </button>
        </Form>
      </div>
      {children}
      <p className="text-sm">
        <Link to="/dashboard" className="link">
          Cancel
        </Link>
      </p>
    </div>
  );
}
