import type { ProcessingEstimate } from "~/models/tournament-detail.server";

/**
 * Time left, only from measured throughput: until the first resume of the batch
 * is done there is nothing to measure, and a guess ("about 10 minutes" for a
 * batch that takes seconds) misleads.
 */
export function remainingText({ etaSeconds }: Pick<ProcessingEstimate, "etaSeconds">) {
  if (etaSeconds === null) return "Estimating time remaining...";
  if (etaSeconds < 60) return "Less than a minute remaining";
  const minutes = Math.ceil(etaSeconds / 60);
  return `Estimated time remaining: about ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

export function ProcessingStatus({ estimate }: { estimate: ProcessingEstimate }) {
  const { processed, total, progress, batch } = estimate;
  return (
    <section aria-labelledby="processing-status" className="card space-y-3 border-yellow-200 bg-yellow-50">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="processing-status" className="text-lg font-semibold">
          Processing Status
        </h2>
        <p className="text-sm font-medium text-gray-800">
          {processed}/{total} resumes processed
        </p>
      </div>
      <div role="progressbar" aria-label="Processing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 rounded bg-yellow-100">
        <div className="h-full rounded bg-yellow-500 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-gray-700">
        {batch ? (
          <p>
            Processing batch {batch.index} of {batch.count} (resumes {batch.start}–{batch.end})
          </p>
        ) : (
          <p>{progress}% complete</p>
        )}
        <p>{remainingText(estimate)}</p>
      </div>
      <p className="rounded-md bg-white/70 p-3 text-sm text-gray-700">
        <strong>You can safely close this tab.</strong> Processing continues in the background, and we will send you an email with a link to the results when it is
        complete.
      </p>
    </section>
  );
}
