import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/status-badge";
import {
  countAdminTournaments,
  listAllTournaments,
  listExternalTournaments,
  readAdminTournamentQuery,
  type AdminTournamentTab,
} from "~/models/admin-tournaments.server";
import { timeAgo } from "~/utils/format";
import { requireAdmin } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Tournaments — Tierlist admin" }];

// Every admin loader checks the role itself: a nested route's loader runs in parallel with the layout's.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { q, tab, page } = readAdminTournamentQuery(request);
  const counts = await countAdminTournaments(q);
  if (tab === "external") {
    return { q, tab, counts, all: null, external: await listExternalTournaments({ q, page, total: counts.tabs.external }) };
  }
  return { q, tab, counts, all: await listAllTournaments({ q, page, total: counts.tabs.all }), external: null };
}

function href({ q, tab, page }: { q: string; tab: AdminTournamentTab; page?: number }) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (tab === "external") params.set("tab", "external");
  if (page && page > 1) params.set("page", String(page));
  const qs = params.toString();
  return `/admin/tournaments${qs ? `?${qs}` : ""}`;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const th = "px-4 py-3";
const td = "px-4 py-3 align-top";

function ViewDetails({ id }: { id: string }) {
  return (
    <a href={`/admin/tournaments/${id}`} target="_blank" rel="noopener noreferrer" className="btn-secondary px-2 py-1 text-xs">
      View Details
    </a>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function AllSourcesTable({ rows }: { rows: NonNullable<Loaded["all"]>["rows"] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="bg-gray-50 text-xs uppercase text-gray-600">
        <tr>
          <th className={th}>Tournament/Job</th>
          <th className={th}>Source</th>
          <th className={th}>Company/Partner</th>
          <th className={th}>Status</th>
          <th className={th}>Resumes</th>
          <th className={th}>Created</th>
          <th className={th}>Actions</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((t) => (
          <tr key={t.id}>
            <td className={td}>
              <span className="font-medium">{t.name}</span>
              {t.isSample ? <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-700">Sample</span> : null}
              {t.jobTitle && t.jobTitle !== t.name ? <span className="block text-xs text-gray-600">{t.jobTitle}</span> : null}
            </td>
            <td className={td}>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${
                  t.source === "External API" ? "bg-purple-100 text-purple-900" : t.source === "Demo" ? "bg-orange-100 text-orange-900" : "bg-gray-100 text-gray-800"
                }`}
              >
                {t.source}
              </span>
            </td>
            <td className={td}>
              {t.source === "External API" ? (
                <>
                  <span className="block">{t.company ?? "N/A"}</span>
                  <span className="block text-xs text-gray-600">{t.partnerName ?? "N/A"}</span>
                </>
              ) : t.source === "Demo" ? (
                <span className="text-gray-600">Public demo</span>
              ) : (
                <span className="text-gray-700">{t.ownerEmail ?? "N/A"}</span>
              )}
            </td>
            <td className={td}>
              <StatusBadge status={t.status} />
            </td>
            <td className={td}>{t.resumeCount}</td>
            <td className={td}>{timeAgo(t.createdAt)}</td>
            <td className={td}>
              <ViewDetails id={t.id} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ExternalTable({ rows }: { rows: NonNullable<Loaded["external"]>["rows"] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="bg-gray-50 text-xs uppercase text-gray-600">
        <tr>
          <th className={th}>Job Title</th>
          <th className={th}>Company</th>
          <th className={th}>Listing ID</th>
          <th className={th}>Job Type</th>
          <th className={th}>Region</th>
          <th className={th}>Status</th>
          <th className={th}>Resumes</th>
          <th className={th}>Created</th>
          <th className={th}>Expires</th>
          <th className={th}>Actions</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {rows.map((l) => (
          <tr key={l.id}>
            <td className={td}>
              <span className="font-medium">{l.title}</span>
            </td>
            <td className={td}>
              <span className="block">{l.company}</span>
              <span className="block text-xs text-gray-600">{l.partnerName}</span>
            </td>
            <td className={`${td} font-mono text-xs`} title={l.externalListingId}>
              {l.listingIdShort}
            </td>
            <td className={td}>{l.jobListingType}</td>
            <td className={td}>{l.region?.trim() || "N/A"}</td>
            <td className={td}>
              <StatusBadge status={l.status} />
            </td>
            <td className={td}>{l.resumeCount}</td>
            <td className={td}>{timeAgo(l.createdAt)}</td>
            <td className={td}>{l.expiresAt ? dateFormat.format(new Date(l.expiresAt)) : "No expiry"}</td>
            <td className={td}>
              <div className="flex flex-wrap gap-2">
                <ViewDetails id={l.tournamentId} />
                {l.applicationUrl ? (
                  <a href={l.applicationUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary px-2 py-1 text-xs">
                    Application
                  </a>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Pagination({ q, tab, page, pageCount, pageSize, total, shown }: { q: string; tab: AdminTournamentTab; page: number; pageCount: number; pageSize: number; total: number; shown: number }) {
  const first = (page - 1) * pageSize + 1;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-4 text-sm">
      <p className="text-gray-700">
        Showing {first}–{first + shown - 1} of {total}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link to={href({ q, tab, page: page - 1 })} className="btn-secondary" rel="prev">
            Previous
          </Link>
        ) : null}
        <span className="text-gray-700">
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? (
          <Link to={href({ q, tab, page: page + 1 })} className="btn-secondary" rel="next">
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

export default function AdminTournamentsPage() {
  const { q, tab, counts, all, external } = useLoaderData<typeof loader>();
  const list = all ?? external!;
  const tabs = [
    { id: "all" as const, label: "All Sources", count: counts.tabs.all },
    { id: "external" as const, label: "External API Only", count: counts.tabs.external },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Tournaments</h1>
        <Form method="get" action="/admin/tournaments" role="search" className="flex gap-2">
          {tab === "external" ? <input type="hidden" name="tab" value="external" /> : null}
          <label htmlFor="admin-tournament-search" className="sr-only">
            Search tournaments
          </label>
          <input id="admin-tournament-search" name="q" defaultValue={q} placeholder="Search by name, partner or company" className="input w-72" />
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </Form>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="card">
          <p className="text-sm text-gray-600">Total Tournaments</p>
          <p className="text-2xl font-bold">{counts.totals.tournaments}</p>
        </div>
        <div className="card">
          <p className="text-sm text-gray-600">External API</p>
          <p className="text-2xl font-bold">{counts.totals.external}</p>
        </div>
      </div>
      <section className="card p-0" aria-label="Tournaments">
        <nav aria-label="Sources" className="flex gap-1 border-b border-gray-200 px-4 pt-3">
          {tabs.map((t) => (
            <Link
              key={t.id}
              to={href({ q, tab: t.id })}
              aria-current={t.id === tab ? "page" : undefined}
              className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${t.id === tab ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900"}`}
            >
              {t.label} ({t.count})
            </Link>
          ))}
        </nav>
        {list.rows.length === 0 ? (
          <div className="p-10 text-center">
            <p className="font-semibold">{q ? "No matches found" : "No tournaments yet"}</p>
            {q ? (
              <Link to={href({ q: "", tab })} className="btn-secondary mt-4">
                Clear Search
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <div className="relative overflow-x-auto">{all ? <AllSourcesTable rows={all.rows} /> : <ExternalTable rows={external!.rows} />}</div>
            <Pagination q={q} tab={tab} page={list.page} pageCount={list.pageCount} pageSize={list.pageSize} total={list.total} shown={list.rows.length} />
          </>
        )}
      </section>
    </div>
  );
}
