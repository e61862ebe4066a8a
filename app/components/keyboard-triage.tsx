import { useFetcher } from "@remix-run/react";
import { Keyboard } from "lucide-react";
import { useEffect } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const KEYS: Record<string, string> = { "1": "set-tier:A", "2": "set-tier:B", "3": "set-tier:C", "4": "set-tier:D", s: "set-stage:shortlisted", x: "set-stage:rejected" };

const rows = () => [...document.querySelectorAll<HTMLElement>("[data-candidate-row]")];
const linkOf = (row: Element | undefined) => row?.querySelector<HTMLElement>("[data-candidate-link]");

/** j/k move between rows, 1-4 set the tier (with the bulk bar's reason), s shortlists, x rejects: the row that has focus. */
export function KeyboardTriage({ redirectTo }: { redirectTo: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      const all = rows();
      if (!all.length) return;
      const current = (document.activeElement?.closest("[data-candidate-row]") as HTMLElement | null) ?? null;
      const index = current ? all.indexOf(current) : -1;
      const key = event.key.toLowerCase();
      if (key === "j" || key === "k") {
        event.preventDefault();
        const next = key === "j" ? Math.min(all.length - 1, index + 1) : Math.max(0, index - 1);
        linkOf(all[next])?.focus();
        return;
      }
      const intent = KEYS[key];
      if (!intent || !current) return;
      event.preventDefault();
      // A tier key takes the reason typed in the bulk bar, so one reason can go with a run of keystrokes.
      const reason = intent.startsWith("set-tier") ? (document.getElementById("bulk-reason") as HTMLInputElement | null)?.value.trim() ?? "" : "";
      fetcher.submit({ intent: `${intent}:${current.dataset.candidateRow}`, redirectTo, ...(reason ? { reason } : {}) }, { method: "post" });
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [fetcher, redirectTo]);
  if (!hydrated) return null;
  return (
    <p className="hidden items-center gap-2 text-xs text-gray-600 md:flex" id="keyboard-hint">
      <Keyboard aria-hidden className="size-4" />
      <span>
        Keyboard: <kbd className="kbd">j</kbd>/<kbd className="kbd">k</kbd> move · <kbd className="kbd">1</kbd>–<kbd className="kbd">4</kbd> tier (with the reason typed above) · <kbd className="kbd">s</kbd> shortlist · <kbd className="kbd">x</kbd> reject
      </span>
      {fetcher.state !== "idle" ? <span role="status">Saving…</span> : null}
    </p>
  );
}
