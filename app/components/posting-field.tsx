/**
 * One part of a job posting (a <dt> and its <dd>) as the recruiter or partner typed it: line breaks kept,
 * and a word longer than the column (a pasted link) wraps instead of widening the page.
 */
export function PostingField({ title, text, empty = "Not provided" }: { title: string; text: string | null; empty?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-gray-800">{title}</dt>
      <dd className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-gray-700">{text?.trim() || empty}</dd>
    </div>
  );
}
