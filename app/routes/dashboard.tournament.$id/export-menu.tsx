import { TIERS } from "~/analysis/tiers";
import { Link } from "@remix-run/react";

import type { LocalToastData } from "./live-updates";

const REFUSED = "Exporting tiers is only available for PRO and ENTERPRISE plans.";

/** With JavaScript the download is fetched so its outcome can be told; without it the link just downloads. */
async function download(href: string, fileName: string, notify: (t: LocalToastData) => void) {
  notify({ type: "info", message: "Preparing export" });
  try {
    const res = await fetch(href, { credentials: "same-origin" });
    if (!res.ok) {
      const message = ((await res.json().catch(() => null)) as { message?: string } | null)?.message ?? `${res.status}: ${res.statusText}`;
      if (res.status === 401) return notify({ type: "error", message: "Authentication error", description: "You need to be logged in to export resumes. Please log in again." });
      if (message.includes("only available for PRO and ENTERPRISE plans")) return notify({ type: "error", message: "Subscription required", description: message });
      return notify({ type: "error", message: "Export error", description: message });
    }
    const blob = await res.blob();
    if (blob.size === 0) return notify({ type: "error", message: "Export error", description: "The download file is empty. Please try again." });
    const url = URL.createObjectURL(blob);
    const a = Object.assign(document.createElement("a"), { href: url, download: fileName });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    notify({ type: "success", message: "Export successful" });
  } catch (error) {
    notify({ type: "error", message: "Export error", description: error instanceof Error ? error.message : "Please try again." });
  }
}

export function ExportMenu({ tournamentId, canExport, notify }: { tournamentId: string; canExport: boolean; notify: (t: LocalToastData) => void }) {
  return (
    <details className="relative">
      <summary className="btn-secondary list-none">Export</summary>
      <div className="absolute right-0 z-20 mt-2 w-64 rounded-md border border-gray-200 bg-white p-2 shadow-lg">
        {canExport ? (
          <ul aria-label="Export a tier as a zip">
            {TIERS.map((tier) => {
              const href = `/api/tournaments/${tournamentId}/export/tier/${tier}`;
              const fileName = `tournament-tier-${tier}.zip`;
              return (
                <li key={tier}>
                  <a
                    href={href}
                    download={fileName}
                    className="block rounded px-3 py-2 text-sm hover:bg-gray-100"
                    onClick={(e) => {
                      e.preventDefault();
                      e.currentTarget.closest("details")?.removeAttribute("open");
                      void download(href, fileName, notify);
                    }}
                  >
                    Tier {tier} (zip)
                  </a>
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="p-2 text-sm">
            <p className="font-semibold">Subscription required</p>
            <p className="mt-1 text-gray-700">{REFUSED}</p>
            <Link to="/subscription/manage" className="link mt-2 inline-block">
              See plans
            </Link>
          </div>
        )}
      </div>
    </details>
  );
}
