import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** The message for a limit error names the plan's limit and offers more credits. */
export const LIMIT_MESSAGE = "You have reached your plan's limit. Upgrade to continue creating tournaments.";
const PERKS = ["Up to 20 tournaments per month", "Up to 200 resumes per tournament", "Priority processing", "Enhanced insights", "Export to CSV/Excel"];

/**
 * Server-rendered when the action reports the limit, so it shows without
 * JavaScript; "Continue with current plan" is a link back to the empty form.
 */
export function LimitDialog({ message = LIMIT_MESSAGE, closeTo, onClose }: { message?: string; closeTo: string; onClose?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-black/40 p-4">
      <div role="alertdialog" aria-modal="true" aria-labelledby="limit-title" aria-describedby="limit-message" className="card w-full max-w-md">
        <h2 id="limit-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
          Tournament Limit Reached
        </h2>
        <p id="limit-message" className="mt-2 text-sm text-gray-700">
          {message}
        </p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-gray-700">
          {PERKS.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Link
            to={closeTo}
            className="btn-secondary"
            onClick={(e) => {
              if (!onClose) return;
              e.preventDefault();
              onClose();
            }}
          >
            Continue with current plan
          </Link>
          <Link to="/subscription/manage" className="btn-primary">
            Upgrade now
          </Link>
        </div>
      </div>
    </div>
  );
}
