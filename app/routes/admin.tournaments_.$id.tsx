import { TIERS } from "~/analysis/tiers";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";

import { StatusBadge } from "~/components/status-badge";
import { TierBadge } from "~/components/tier-badge";
import { getAdminTournament } from "~/models/admin-tournament-detail.server";
import { isUuid } from "~/utils/uuid";
import { requireAdmin } from "~/utils/session.server";

/**
 * /admin/tournaments/{id}: any tournament, read-only, for the administrator.
 * (The trailing "_" keeps it out of the list page's layout: it is its own page.)
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.tournament.name ?? "Tournament"} — Tierlist admin` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  if (!isUuid(params.id)) throw data("Tournament not found", { status: 404 });
  const page = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10) || 1;
  const result = await getAdminTournament({ id: params.id, page });
  if (!result) throw data("Tournament not found", { status: 404 });
  return result;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const fmt = (d: string | Date | null) => (d ? `${dateFormat.format(new Date(d))} UTC` : "N/A");
const fileLabel = (fileName: string) => fileName.replace(/\.[^.\s]{1,5}$/, "") || fileName;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-gray-800">{children}</dd>
    </div>
  );
}

export default function AdminTournamentPage() {
  const { tournament: t, listing, counts, candidates, page } = useLoaderData<typeof loader>();
  const first = (page.current - 1) * page.size + 1;
  const pageHref = (n: number) => `/admin/tournaments/${t.id}${n > 1 ? `?page=${n}` : ""}`;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold wrap-anywhere">{t.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <StatusBadge status={t.status} />
            <span>{t.source}</span>
            {t.isSample ? <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-700">Sample</span> : null}
            <span>Created {fmt(t.createdAt)}</span>
          </p>
        </div>
        <Link to="/admin/tournaments" className="btn-secondary">
          Back to Tournaments
        </Link>
      </div>
      <p className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700">Read-only administrator view: nothing on this page changes the tournament.</p>

      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title" className="text-lg font-semibold">
          Details
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="Owner">{t.source === "Demo" ? "Public demo" : (t.ownerEmail ?? "N/A")}</Field>
          <Field label="Partner">{t.partnerName ?? "N/A"}</Field>
          {t.completedAt ? <Field label="Completed">{fmt(t.completedAt)}</Field> : null}
          <Field label="Key skills">{t.keySkills.length ? t.keySkills.join(", ") : "No key skills defined"}</Field>
          <Field label="Job description">{t.jobDescription?.trim() || "Not provided"}</Field>
          <Field label="Key requirements">{t.keyRequirements?.trim() || "Not provided"}</Field>
          <Field label="Nice-to-have requirements">{t.optionalRequirements?.trim() || "Not provided"}</Field>
        </dl>
        {listing ? (
          <dl className="mt-6 grid gap-4 border-t border-gray-200 pt-4 sm:grid-cols-3" aria-label="External listing">
            <Field label="Job Title">{listing.title}</Field>
            <Field label="Company">{listing.company}</Field>
            <Field label="Listing ID">
              <span className="font-mono text-xs">{listing.externalListingId}</span>
            </Field>
            <Field label="Job Type">{listing.jobListingType}</Field>
            <Field label="Region">{listing.region?.trim() || "N/A"}</Field>
            <Field label="Listing status">
              <StatusBadge status={listing.status} />
            </Field>
            <Field label="Expires">{listing.expiresAt ? fmt(listing.expiresAt) : "No expiry"}</Field>
            {listing.applicationUrl ? (
              <Field label="Application URL">
                <a href={listing.applicationUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline break-all">
                  {listing.applicationUrl}
                </a>
              </Field>
            ) : null}
          </dl>
        ) : null}
      </section>

      <section aria-label="Tiers" className="grid grid-cols-2 gap-3 sm:grid-cols-6">
        <div className="card">
          <p className="text-sm text-gray-600">Resumes</p>
          <p className="text-2xl font-bold">{counts.total}</p>
        </div>
        {TIERS.map((tier) => (
          <div key={tier} className="card">
            <p className="text-sm text-gray-600">Tier {tier}</p>
            <p className="text-2xl font-bold">{counts.tiers[tier]}</p>
          </div>
        ))}
        <div className="card">
          <p className="text-sm text-gray-600">Not Ranked</p>
          <p className="text-2xl font-bold">{counts.unranked}</p>
        </div>
      </section>

      <section className="card p-0" aria-labelledby="candidates-title">
        <h2 id="candidates-title" className="border-b border-gray-200 p-4 text-lg font-semibold">
          Candidates
        </h2>
        {candidates.length === 0 ? (
          <p className="p-10 text-center text-sm text-gray-600">No resumes have been uploaded for this tournament yet.</p>
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                  <tr>
                    <th className="px-4 py-3">Candidate</th>
                    <th className="px-4 py-3">Status</th>
                    <th className="px-4 py-3">Tier</th>
                    <th className="px-4 py-3">Score</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {candidates.map((c) => (
                    <tr key={c.id}>
                      <td className="px-4 py-3">
                        <span className="block font-medium">{c.name ?? fileLabel(c.fileName)}</span>
                        <span className="block text-xs text-gray-600">{c.fileName}</span>
                      </td>
                      <td className="px-4 py-3">
                        <span className="capitalize">{c.status}</span>
                        {c.status === "error" && c.errorReason ? <span className="block text-xs text-red-700">{c.errorReason}</span> : null}
                      </td>
                      <td className="px-4 py-3">
                        <TierBadge tier={c.tier} override={c.tierOverride} />
                      </td>
                      <td className="px-4 py-3">{c.score === null ? "—" : Math.round(c.score)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-4 text-sm">
              <p className="text-gray-700">
                Showing {first}–{first + candidates.length - 1} of {counts.total}
              </p>
              <div className="flex items-center gap-2">
                {page.current > 1 ? (
                  <Link to={pageHref(page.current - 1)} className="btn-secondary" rel="prev">
                    Previous
                  </Link>
                ) : null}
                <span className="text-gray-700">
                  Page {page.current} of {page.count}
                </span>
                {page.current < page.count ? (
                  <Link to={pageHref(page.current + 1)} className="btn-secondary" rel="next">
                    Next
                  </Link>
                ) : null}
              </div>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="card mx-auto max-w-xl text-center">
      <p role="alert" className="font-semibold">
        {notFound ? "Tournament not found" : "Error loading tournament data. Please try again."}
      </p>
      <Link to="/admin/tournaments" className="btn-primary mt-4">
        Back to Tournaments
      </Link>
    </div>
  );
}
