import { useEffect, useRef, useState } from "react";

export interface ToastData {
  type: "success" | "error" | "info" | "warning";
  message: string;
  description?: string;
}

const DURATION_MS = 5000;
const TOAST_EVENT = "app:toast";

/** A toast raised in the browser; it replaces whatever toast is showing (one at a time). */
export function showToast(toast: ToastData) {
  window.dispatchEvent(new CustomEvent<ToastData>(TOAST_EVENT, { detail: toast }));
}
const SWIPE_THRESHOLD_PX = 50;

const tone: Record<ToastData["type"], string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-blue-300 bg-blue-50 text-blue-900",
  warning: "border-yellow-300 bg-yellow-50 text-yellow-900",
};

/**
 * One toast at a time (from the server's cookie or showToast), 5 s, swipe right (50 px) to dismiss, F8
 * moves focus to it. Rendered on the server too, so it shows with JavaScript off.
 */
export function Toaster({ toast }: { toast: ToastData | null | undefined }) {
  const [current, setCurrent] = useState<ToastData | null>(toast ?? null);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const region = useRef<HTMLOListElement>(null);

  useEffect(() => setCurrent(toast ?? null), [toast]);
  useEffect(() => {
    const onToast = (e: Event) => setCurrent({ ...(e as CustomEvent<ToastData>).detail });
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  useEffect(() => {
    if (!current) return;
    const t = setTimeout(() => setCurrent(null), DURATION_MS);
    return () => clearTimeout(t);
  }, [current]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ol ref={region} tabIndex={-1} aria-label="Notifications (F8)" className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2 outline-none">
      {current ? (
        <li
          role="status"
          aria-live="polite"
          data-type={current.type}
          className={`pointer-events-auto rounded-md border p-4 shadow-lg ${tone[current.type]}`}
          style={{ transform: `translateX(${dx}px)`, opacity: dx > 0 ? Math.max(0.2, 1 - dx / 200) : 1 }}
          onPointerDown={(e) => (start.current = e.clientX)}
          onPointerMove={(e) => start.current !== null && setDx(Math.max(0, e.clientX - start.current))}
          onPointerUp={() => {
            if (dx > SWIPE_THRESHOLD_PX) setCurrent(null);
            setDx(0);
            start.current = null;
          }}
        >
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="text-sm font-semibold">{current.message}</p>
              {current.description ? <p className="mt-1 text-sm">{current.description}</p> : null}
            </div>
            <button type="button" onClick={() => setCurrent(null)} className="text-sm opacity-70 hover:opacity-100" aria-label="Dismiss notification">
              ×
            </button>
          </div>
        </li>
      ) : null}
    </ol>
  );
}
