import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Confetti } from "~/components/confetti";
import { ActivityChart } from "~/components/charts";
import { TournamentTable } from "~/components/tournament-table";
import { resumeActivity } from "~/models/activity.server";
import { describeCredits, getCredits } from "~/models/credits.server";
import { listTournaments } from "~/models/tournament.server";
import { env } from "~/utils/env.server";
import { requireUserId } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Dashboard — Tierlist" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const [tournaments, credits, activity] = await Promise.all([listTournaments({ userId }), getCredits(userId), resumeActivity({ userId })]);
  return {
    tournaments,
    activity,
    credits,
    creditLines: describeCredits(credits),
    // Counted over the list below, the sample included, so the figures and the list agree.
    stats: dashboardStats(tournaments),
    q: new URL(request.url).searchParams.get("q") ?? "",
    // The payment provider returns here with success=true (spec: confetti for 6 s, 500 pieces).
    celebrate: new URL(request.url).searchParams.get("success") === "true",
    supportEmail: env().SUPPORT_EMAIL,
  };
}

function StatCard({ label, value, children }: { label: string; value: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="card">
      <p className="text-sm text-gray-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold">{value}</p>
      {children}
    </div>
  );
}

/** Active: not archived. Processed: read (done or failed). Top: effective tier A. All over the listed tournaments. */
function dashboardStats(rows: Array<{ archivedAt: Date | string | null; processedCount: number; tierACount: number }>) {
  return {
    active: rows.filter((t) => !t.archivedAt).length,
    processed: rows.reduce((n, t) => n + t.processedCount, 0),
    tierA: rows.reduce((n, t) => n + t.tierACount, 0),
  };
}

export default function DashboardPage() {
  const { tournaments, activity, credits, creditLines, stats, q, supportEmail, celebrate } = useLoaderData<typeof loader>();
  const limitReached = credits.limitReached;
  const usedShare = credits.unlimited || credits.total === 0 ? 0 : Math.min(100, Math.round((credits.used / credits.total) * 100));
  return (
    <div className="space-y-6">
      {celebrate ? <Confetti pieces={500} durationMs={6000} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <p className="text-sm text-gray-600">
          Support: <a className="link" href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </div>
      <div className={`grid gap-4 ${credits.billing ? "md:grid-cols-4" : "md:grid-cols-3"}`}>
        {credits.billing ? (
          <div className="card md:col-span-1">
            <p className="text-sm text-gray-600">Active Credits</p>
            <p className="mt-1 text-xl font-semibold">{credits.unlimited ? "Unlimited access" : `${credits.plan.name} plan`}</p>
            <ul className="mt-2 list-disc pl-5 text-sm text-gray-700">
              {creditLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Link to="/subscription/manage" className="btn-secondary mt-4 w-full">
              Manage Credits
            </Link>
          </div>
        ) : null}
        <StatCard label="Active Tournaments" value={stats.active}>
          <p className="mt-1 text-xs text-gray-600">In the list below, not archived{tournaments.some((t) => t.isSample) ? ", the sample included" : ""}</p>
          {credits.billing && !credits.unlimited ? (
            <>
              <div className="mt-2 h-2 rounded bg-gray-200" role="progressbar" aria-valuenow={usedShare} aria-valuemin={0} aria-valuemax={100} aria-label="Tournament credits used">
                <div className={`h-full rounded ${limitReached ? "bg-red-600" : "bg-brand-600"}`} style={{ width: `${usedShare}%` }} />
              </div>
              <p className={`mt-1 text-xs ${limitReached ? "text-red-700" : "text-gray-600"}`}>
                {credits.used} of {credits.total} tournament credits used · {limitReached ? "Limit reached" : `${credits.available} available`}
              </p>
            </>
          ) : null}
        </StatCard>
        <StatCard label="Processed Resumes" value={stats.processed}>
          <p className="mt-1 text-xs text-gray-600">Read, in every tournament below</p>
        </StatCard>
        <StatCard label="Top Candidates" value={stats.tierA}>
          <p className="mt-1 text-xs text-gray-600">Tier A candidates, in every tournament below</p>
        </StatCard>
      </div>
      <section aria-label="Activity" className="card">
        <ActivityChart days={activity} />
      </section>
      <TournamentTable rows={tournaments} q={q} action="/dashboard" />
    </div>
  );
}

export { TournamentsLoadError as ErrorBoundary } from "~/components/tournaments-error";
