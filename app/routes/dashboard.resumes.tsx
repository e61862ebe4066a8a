import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { StatusBadge } from "~/components/status-badge";
import { TierBadge } from "~/components/tier-badge";
import { listUserResumes, type ResumeListItem, type ResumeSearchBy } from "~/models/resume-list.server";
import { searchParam } from "~/utils/input.server";
import { requireUserId } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "All Candidates — Tierlist" }];

const SHOWN_SKILLS = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const params = new URL(request.url).searchParams;
  const q = searchParam(params).slice(0, 200);
  const by: ResumeSearchBy = params.get("by") === "skills" ? "skills" : "name";
  const list = await listUserResumes({ userId, q, by, page: Number(params.get("page") ?? 1) });
  return { ...list, q, by };
}

function pageHref(q: string, by: ResumeSearchBy, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (q || by !== "name") params.set("by", by);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : ".";
}

function Skills({ skills }: { skills: string[] }) {
  if (!skills.length) return <span className="text-gray-500">No skills extracted</span>;
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {skills.slice(0, SHOWN_SKILLS).map((s) => (
        <li key={s} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
          {s}
        </li>
      ))}
      {skills.length > SHOWN_SKILLS ? <li className="text-xs text-gray-600">+{skills.length - SHOWN_SKILLS} more</li> : null}
    </ul>
  );
}

function Row({ r }: { r: ResumeListItem }) {
  const name = r.fileName || "Unnamed Resume";
  return (
    <tr>
      <td className="max-w-xs break-words px-4 py-3 font-medium">{name}</td>
      <td className="px-4 py-3">
        {r.tournamentName ? (
          <Link to={`/dashboard/tournament/${r.tournamentId}`} className="link">
            {r.tournamentName}
          </Link>
        ) : (
          <span className="text-gray-500">Unknown Tournament</span>
        )}
      </td>
      <td className="px-4 py-3">
        <Skills skills={r.skills} />
      </td>
      <td className="px-4 py-3">
        <TierBadge tier={r.tier} override={r.tierOverride} />
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={r.status} />
      </td>
      <td className="px-4 py-3 text-right">
        <a href={`/api/resumes/${r.id}/view`} target="_blank" rel="noopener noreferrer" className="link whitespace-nowrap">
          View<span className="sr-only"> {name} (opens in a new tab)</span>
        </a>
      </td>
    </tr>
  );
}

export default function ResumesPage() {
  const { rows, total, page, pageCount, pageSize, hasAny, q, by } = useLoaderData<typeof loader>();
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">All Candidates</h1>
      <section className="card p-0" aria-label="Candidates">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2 border-b border-gray-200 p-4">
          <div className="min-w-64 flex-1">
            <label htmlFor="resume-search" className="sr-only">
              Search resumes
            </label>
            <input id="resume-search" name="q" type="search" defaultValue={q} placeholder="Search resumes..." className="input" />
          </div>
          <div>
            <label htmlFor="resume-search-by" className="sr-only">
              Search by
            </label>
            <select id="resume-search-by" name="by" defaultValue={by} className="input">
              <option value="name">By file name</option>
              <option value="skills">By skills</option>
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </Form>
        {!hasAny ? (
          <div className="p-10 text-center">
            <p className="font-semibold">No resumes yet</p>
            <p className="mt-1 text-sm text-gray-600">Create a tournament and upload resumes to get started</p>
            <Link to="/dashboard/create-tournament" className="btn-primary mt-4">
              Create Tournament
            </Link>
          </div>
        ) : rows.length === 0 ? (
          <div className="p-10 text-center">
            <p className="text-sm text-gray-700">No resumes found matching your search.</p>
            <Link to="." className="btn-secondary mt-4">
              Clear Search
            </Link>
          </div>
        ) : (
          <>
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                  <tr>
                    <th scope="col" className="px-4 py-3">Resume</th>
                    <th scope="col" className="px-4 py-3">Tournament</th>
                    <th scope="col" className="px-4 py-3">Skills</th>
                    <th scope="col" className="px-4 py-3">Tier</th>
                    <th scope="col" className="px-4 py-3">Status</th>
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {rows.map((r) => (
                    <Row key={r.id} r={r} />
                  ))}
                </tbody>
              </table>
            </div>
            <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-4 text-sm">
              <p className="text-gray-700">
                Showing {first}–{first + rows.length - 1} of {total}
              </p>
              <div className="flex items-center gap-2">
                {page > 1 ? (
                  <Link to={pageHref(q, by, page - 1)} className="btn-secondary" rel="prev">
                    Previous
                  </Link>
                ) : null}
                <span className="text-gray-700">
                  Page {page} of {pageCount}
                </span>
                {page < pageCount ? (
                  <Link to={pageHref(q, by, page + 1)} className="btn-secondary" rel="next">
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

/** Inside the signed-in layout, so the navigation stays usable. */
export function ErrorBoundary() {
  return (
    <div role="alert" className="card">
      <h1 className="text-lg font-semibold text-red-700">Error loading candidate data. Please try again.</h1>
      <p className="mt-1 text-sm text-gray-600">Refreshing the page usually helps; if it does not, try again in a few minutes.</p>
    </div>
  );
}
