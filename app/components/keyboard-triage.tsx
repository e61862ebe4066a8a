import { useFetcher } from "@remix-run/react";
import { Keyboard } from "lucide-react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const KEYS: Record<string, string> = { "1": "set-tier:A", "2": "set-tier:B", "3": "set-tier:C", "4": "set-tier:D", s: "set-stage:shortlisted", x: "set-stage:rejected" };

const rows = () => [...document.querySelectorAll<HTMLElement>("[data-candidate-row]")];
const linkOf = (row: Element | undefined) => row?.querySelector<HTMLElement>("[data-candidate-link]");
const rowOf = (id: string | null) => (id ? rows().find((r) => r.dataset.candidateRow === id) : undefined);

/**
 * j/k move between rows, 1-4 set the tier (with the bulk bar's reason), s shortlists, x rejects: the row that has focus,
 * or the row the keyboard was last on. That row stays the cursor when a change re-ranks the list and moves it, and
 * after typing a reason (Escape goes back to it).
 */
export function KeyboardTriage({ redirectTo }: { redirectTo: string }) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const cursor = useRef<{ id: string | null; index: number }>({ id: null, index: -1 });
  const refocus = useRef(false);

  const mark = (row: HTMLElement | undefined) => {
    for (const r of document.querySelectorAll("[data-cursor]")) r.removeAttribute("data-cursor");
    if (!row) return;
    row.setAttribute("data-cursor", "");
    cursor.current = { id: row.dataset.candidateRow ?? null, index: rows().indexOf(row) };
  };

  useEffect(() => {
    // Wherever the focus lands in a row (keyboard or mouse), that row is the cursor.
    const onFocus = (event: FocusEvent) => {
      const row = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-candidate-row]");
      if (row) mark(row);
    };
    function onKey(event: KeyboardEvent) {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (event.key === "Escape" && target?.id === "bulk-reason") {
        // Back from the reason to the row the keyboard was on.
        const row = rowOf(cursor.current.id);
        if (row) {
          event.preventDefault();
          linkOf(row)?.focus();
        }
        return;
      }
      if (target?.closest("input, textarea, select, [contenteditable=true]")) return;
      const all = rows();
      if (!all.length) return;
      const focused = (document.activeElement?.closest("[data-candidate-row]") as HTMLElement | null) ?? undefined;
      const current = focused ?? rowOf(cursor.current.id);
      const index = current ? all.indexOf(current) : -1;
      const key = event.key.toLowerCase();
      if (key === "j" || key === "k") {
        event.preventDefault();
        const next = index < 0 ? 0 : key === "j" ? Math.min(all.length - 1, index + 1) : Math.max(0, index - 1);
        linkOf(all[next])?.focus();
        return;
      }
      const intent = KEYS[key];
      if (!intent || !current) return;
      event.preventDefault();
      mark(current);
      if (!focused) linkOf(current)?.focus();
      // A tier key takes the reason typed in the bulk bar, so one reason can go with a run of keystrokes.
      const reason = intent.startsWith("set-tier") ? (document.getElementById("bulk-reason") as HTMLInputElement | null)?.value.trim() ?? "" : "";
      refocus.current = true;
      fetcher.submit({ intent: `${intent}:${current.dataset.candidateRow}`, redirectTo, ...(reason ? { reason } : {}) }, { method: "post" });
    }
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [fetcher, redirectTo]);

  // Once the change is saved and the list re-ranked, the cursor is on the same candidate wherever its row went
  // (or, if it left this page, on the row now in its place), unless the recruiter has moved on to a field.
  useEffect(() => {
    if (fetcher.state !== "idle" || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest("[data-candidate-row]")) return;
    const all = rows();
    const row = rowOf(cursor.current.id) ?? all[Math.min(Math.max(0, cursor.current.index), all.length - 1)];
    if (!row) return;
    mark(row);
    const link = linkOf(row);
    link?.focus({ preventScroll: true });
    row.scrollIntoView({ block: "nearest" });
  }, [fetcher.state]);

  if (!hydrated) return null;
  return (
    <p className="hidden items-center gap-2 text-xs text-gray-600 md:flex" id="keyboard-hint">
      <Keyboard aria-hidden className="size-4" />
      <span>
        Keyboard: <kbd className="kbd">j</kbd>/<kbd className="kbd">k</kbd> move · <kbd className="kbd">1</kbd>–<kbd className="kbd">4</kbd> tier (with the reason typed above; <kbd className="kbd">Esc</kbd> there goes back to the row) · <kbd className="kbd">s</kbd> shortlist · <kbd className="kbd">x</kbd> reject
      </span>
      {fetcher.state !== "idle" ? <span role="status">Saving…</span> : null}
    </p>
  );
}
