import { Confetti } from "~/components/confetti";
import { plural } from "~/utils/format";
import type { Completion } from "./live-updates";

/** "Tournament complete", in the page's flow above the details: it pushes the page down, never covers the table. */
export function CompletionNotice({ completion, ranked, tierA, onDismiss }: { completion: Completion; ranked: number; tierA: number; onDismiss: () => void }) {
  return (
    <div role="status" className="relative overflow-hidden rounded-md border border-green-300 bg-green-50 px-4 py-3 text-green-900" data-testid="completion-notice">
      {completion.confetti ? <Confetti contained pieces={60} /> : null}
      <div className="relative flex items-start justify-between gap-3">
        <p className="min-w-0">
          <span className="font-semibold">Tournament complete</span>
          <span className="text-sm">
            {" "}
            · {plural(ranked, "resume")} ranked, {tierA} in tier A.
          </span>
        </p>
        <button type="button" onClick={onDismiss} className="text-sm opacity-70 hover:opacity-100" aria-label="Dismiss">
          ×
        </button>
      </div>
    </div>
  );
}
