import { Form, Link } from "@remix-run/react";
import type { TournamentListItem } from "~/models/tournament.server";
import { timeAgo } from "~/utils/format";
import { personName } from "./candidate-person";
import { StatusBadge } from "./status-badge";

type Row = Omit<TournamentListItem, "createdAt"> & { createdAt: string | Date };

export function matchesTournamentSearch(t: Pick<Row, "name" | "status" | "keySkills">, q: string) {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return t.name.toLowerCase().includes(needle) || t.status.toLowerCase().includes(needle) || t.keySkills.some((s) => s.toLowerCase().includes(needle));
}

export function TournamentTable({ rows, q, action }: { rows: Row[]; q: string; action: string }) {
  const visible = rows.filter((t) => matchesTournamentSearch(t, q));
  return (
    <section className="card p-0" aria-labelledby="recent-tournaments">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 p-4">
        <h2 id="recent-tournaments" className="text-lg font-semibold">
          Recent Tournaments
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Form method="get" action={action} role="search" className="flex min-w-0 flex-1 gap-2 sm:flex-none">
            <label htmlFor="tournament-search" className="sr-only">
              Search tournaments
            </label>
            <input id="tournament-search" name="q" defaultValue={q} placeholder="Search by name, status or skills" className="input w-full min-w-0 sm:w-64" />
            <button type="submit" className="btn-secondary">
              Search
            </button>
          </Form>
          <Link to="/dashboard/create-tournament" className="btn-primary">
            New Tournament
          </Link>
        </div>
      </div>
      {rows.length === 0 ? (
        <div className="p-10 text-center">
          <p className="font-semibold">No tournaments yet</p>
          <p className="mt-1 text-sm text-gray-600">Create your first tournament to get started</p>
          <Link to="/dashboard/create-tournament" className="btn-primary mt-4">
            Create Tournament
          </Link>
        </div>
      ) : visible.length === 0 ? (
        <div className="p-10 text-center">
          <p className="font-semibold">No matches found</p>
          <p className="mt-1 text-sm text-gray-600">No tournaments match your search criteria</p>
          <Link to={action} className="btn-secondary mt-4">
            Clear Search
          </Link>
        </div>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th className="px-4 py-3">Name</th>
                <th className="px-4 py-3">Created</th>
                <th className="px-4 py-3">Resumes</th>
                <th className="px-4 py-3">Status</th>
                <th className="px-4 py-3">Top Candidate</th>
                <th className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {visible.map((t) => {
                const progress = t.resumeCount ? Math.round((t.processedCount / t.resumeCount) * 100) : 0;
                return (
                  <tr key={t.id}>
                    <td className="px-4 py-3">
                      <div className="flex items-center gap-2 font-medium">
                        {t.name}
                        {t.isSample ? <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-700">Sample</span> : null}
                        {t.archivedAt ? <span className="rounded bg-gray-200 px-1.5 py-0.5 text-xs text-gray-800">Archived</span> : null}
                      </div>
                      <div className="text-xs text-gray-600">{t.keySkills.length ? t.keySkills.join(", ") : "No key skills defined"}</div>
                    </td>
                    <td className="px-4 py-3 text-gray-700">{timeAgo(t.createdAt)}</td>
                    <td className="px-4 py-3">
                      <div>{t.resumeCount}</div>
                      <div className="mt-1 h-1.5 w-24 rounded bg-gray-200" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label={`${t.name} progress`}>
                        <div className="h-full rounded bg-brand-600" style={{ width: `${progress}%` }} />
                      </div>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={t.status} />
                    </td>
                    <td className="px-4 py-3 text-gray-700">{t.topCandidate ? personName(t.topCandidate, t.blindView) : "—"}</td>
                    <td className="px-4 py-3 text-right">
                      <Link to={`/dashboard/tournament/${t.id}`} className="link">
                        View
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
