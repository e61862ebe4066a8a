import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartnerShell } from "~/components/partner-shell";
import { StatusBadge } from "~/components/status-badge";
import { dashboardTiles, listPartnerTournaments } from "~/models/partner-listings.server";
import { timeAgo } from "~/utils/format";
import { requirePartner } from "~/models/partner-session.server";

export const meta: MetaFunction = () => [{ title: "Partner dashboard — Tierlist" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const partner = await requirePartner(request);
  const tournaments = await listPartnerTournaments(partner.id);
  return { partner: { name: partner.name, username: partner.username }, tiles: dashboardTiles(tournaments), tournaments };
}

/** Spec: description excerpts cut at 80 characters in the partner table. */
export const excerpt = (text: string | null, max = 80) => (!text ? "" : text.length > max ? `${text.slice(0, max).trimEnd()}...` : text);

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="card">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-3xl font-bold">{value}</p>
    </div>
  );
}

export default function PartnerDashboard() {
  const { partner, tiles, tournaments } = useLoaderData<typeof loader>();
  return (
    <PartnerShell partnerName={partner.name}>
      <h1 className="text-2xl font-bold">Job Listings</h1>
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Tile label="Total Job Listings" value={tiles.totalListings} />
        <Tile label="Active Listings" value={tiles.activeListings} />
        <Tile label="Total Resumes" value={tiles.totalResumes} />
        <Tile label="Avg. per Listing" value={tiles.averagePerListing} />
      </section>
      <section className="card p-0" aria-label="Job listings">
        {tournaments.length === 0 ? (
          <p className="p-10 text-center text-gray-700">No job listings found. Create your first listing using the API to see it here.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                <tr>
                  <th className="px-4 py-3">Job Title</th>
                  <th className="px-4 py-3">Company</th>
                  <th className="px-4 py-3">Job Type</th>
                  <th className="px-4 py-3">Region</th>
                  <th className="px-4 py-3">Status</th>
                  <th className="px-4 py-3">Resumes</th>
                  <th className="px-4 py-3">Created</th>
                  <th className="px-4 py-3">Expires</th>
                  <th className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {tournaments.map((t) => {
                  const l = t.externalListing;
                  return (
                    <tr key={t.id}>
                      <td className="px-4 py-3">
                        <p className="font-medium text-gray-900">{l.title}</p>
                        {l.description ? <p className="text-xs text-gray-600">{excerpt(l.description)}</p> : null}
                      </td>
                      <td className="px-4 py-3">{l.company}</td>
                      <td className="px-4 py-3">{l.jobListingType}</td>
                      <td className="px-4 py-3">{l.region || "N/A"}</td>
                      <td className="px-4 py-3">
                        <span className="flex flex-wrap gap-1">
                          <StatusBadge status={l.status} />
                          <StatusBadge status={t.status} />
                        </span>
                      </td>
                      <td className="px-4 py-3">
                        {t.resumeCount}
                        {t.resumeCount ? <span className="block text-xs text-gray-500">{t.processedCount} processed</span> : null}
                      </td>
                      <td className="px-4 py-3" title={dateFormat.format(new Date(l.createdAt))}>
                        {timeAgo(l.createdAt)}
                      </td>
                      <td className="px-4 py-3">{l.expiresAt ? dateFormat.format(new Date(l.expiresAt)) : "No expiry"}</td>
                      <td className="px-4 py-3">
                        <a href={`/partner/tournament/${t.id}`} target="_blank" rel="noopener noreferrer" className="link whitespace-nowrap">
                          View Analysis
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </PartnerShell>
  );
}
