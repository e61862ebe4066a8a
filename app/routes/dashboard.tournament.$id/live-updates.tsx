import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { showToast, type ToastData } from "~/components/toaster";
import { celebrateOnce } from "./celebration";

export type LocalToastData = ToastData;

export { useHydrated } from "~/utils/use-hydrated";

/** A toast handed over by the page that navigated here (the scripted create form). */
export function useToastFromNavigation() {
  const location = useLocation();
  const passed = (location.state as { toast?: Omit<ToastData, "type"> } | null)?.toast;
  useEffect(() => {
    if (passed) showToast({ type: "success", ...passed });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** Spec: re-read every second while the tournament is processing. */
export function useLiveRevalidation(active: boolean, intervalMs = 1000) {
  const revalidator = useRevalidator();
  const ref = useRef(revalidator);
  ref.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => {
      if (ref.current.state === "idle" && document.visibilityState !== "hidden") ref.current.revalidate();
    }, intervalMs);
    return () => clearInterval(t);
  }, [active, intervalMs]);
}

/** A completion seen while the page is open; confetti only the first time this tournament completes. */
export interface Completion {
  confetti: boolean;
}

/**
 * Toasts on the status changes seen while the page is open. Completing is told in the page itself (the
 * returned Completion, shown above the details, where it covers nothing), with confetti once per tournament.
 */
export function useStatusTransitions(
  { tournamentId, status, processed, total }: { tournamentId: string; status: string; processed: number; total: number },
  notify: (t: LocalToastData) => void,
) {
  const previous = useRef<{ status: string; allDone: boolean } | null>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const allDone = total > 0 && processed >= total;
  useEffect(() => {
    const before = previous.current;
    previous.current = { status, allDone };
    if (!before) return;
    // Processing again (resumes added, a re-rank): the last completion is old news.
    if (status !== "completed") setCompletion(null);
    if (status === "completed" && before.status !== "completed") {
      setCompletion({ confetti: celebrateOnce(tournamentId) });
    } else if (status === "error" && before.status !== "error") {
      notify({ type: "error", message: "Processing error", description: "None of the resumes could be read." });
    } else if (status === "processing" && allDone && !before.allDone) {
      notify({ type: "success", message: "Processing complete!" });
    }
  }, [status, allDone]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!completion?.confetti) return;
    const t = setTimeout(() => setCompletion({ confetti: false }), 6000);
    return () => clearTimeout(t);
  }, [completion]);
  return [completion, () => setCompletion(null)] as const;
}
