import { useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

export interface LocalToastData {
  type: "success" | "error" | "info" | "warning";
  message: string;
  description?: string;
}

const TONE: Record<LocalToastData["type"], string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-blue-300 bg-blue-50 text-blue-900",
  warning: "border-yellow-300 bg-yellow-50 text-yellow-900",
};

export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Toasts raised in the browser (status changes, scripted uploads and exports);
 * the root Toaster only shows toasts the server put in the cookie.
 */
export function useLocalToast() {
  const [toast, setToast] = useState<LocalToastData | null>(null);
  const location = useLocation();
  const passed = (location.state as { toast?: Omit<LocalToastData, "type"> } | null)?.toast;
  useEffect(() => {
    if (passed) setToast({ type: "success", ...passed });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(t);
  }, [toast]);
  return [toast, setToast] as const;
}

export function LocalToast({ toast, onDismiss }: { toast: LocalToastData | null; onDismiss: () => void }) {
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed top-16 right-4 z-50 w-96 max-w-[calc(100vw-2rem)]">
      {toast ? (
        <div data-type={toast.type} className={`pointer-events-auto rounded-md border p-4 shadow-lg ${TONE[toast.type]}`}>
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold">{toast.message}</p>
              {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
            </div>
            <button type="button" onClick={onDismiss} className="text-sm opacity-70 hover:opacity-100" aria-label="Dismiss notification">
              ×
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
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

/** Spec section 4: toasts (and confetti) on the transitions seen while the page is open. */
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
