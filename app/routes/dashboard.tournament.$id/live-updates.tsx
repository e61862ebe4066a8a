import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { showToast, type ToastData } from "~/components/toaster";

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

/** Toasts (and confetti when all are done) on the status changes seen while the page is open. */
export function useStatusTransitions({ status, processed, total }: { status: string; processed: number; total: number }, notify: (t: LocalToastData) => void) {
  const previous = useRef<{ status: string; allDone: boolean } | null>(null);
  const [confetti, setConfetti] = useState(false);
  const allDone = total > 0 && processed >= total;
  useEffect(() => {
    const before = previous.current;
    previous.current = { status, allDone };
    if (!before) return;
    if (status === "completed" && before.status !== "completed") {
      notify({ type: "success", message: "Tournament complete" });
      setConfetti(true);
    } else if (status === "error" && before.status !== "error") {
      notify({ type: "error", message: "Processing error", description: "None of the resumes could be read." });
    } else if (status === "processing" && allDone && !before.allDone) {
      notify({ type: "success", message: "Processing complete!" });
    }
  }, [status, allDone]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!confetti) return;
    const t = setTimeout(() => setConfetti(false), 6000);
    return () => clearTimeout(t);
  }, [confetti]);
  return confetti;
}
