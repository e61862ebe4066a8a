import { parseTier } from "~/analysis/tiers";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRevalidator, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { Pager } from "~/components/pager";
import { PartnerResumeCard } from "~/components/partner-resume-card";
import { PartnerShell } from "~/components/partner-shell";
import { PostingField } from "~/components/posting-field";
import { StatusBadge } from "~/components/status-badge";
import { TierFilter } from "~/components/tier-filter";
import { getPartnerTournamentPage } from "~/models/partner-tournament.server";
import { isUuid } from "~/utils/uuid";
import { plural } from "~/utils/format";
import { requirePartner } from "~/models/partner-session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.tournament.name ?? "Tournament"} — Tierlist partner` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const partner = await requirePartner(request);
  if (!isUuid(params.id)) throw redirect("/partner/dashboard");
  const url = new URL(request.url);
  const tier = parseTier(url.searchParams.get("tier"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1;
  const result = await getPartnerTournamentPage({ id: params.id, partnerId: partner.id, tier, page });
  // Another partner's tournament looks exactly like a missing one.
  if (!result) throw data({ partnerName: partner.name }, { status: 404 });
  return { ...result, tier, partner: { name: partner.name } };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });


/** Re-reads the page every few seconds while resumes are being processed. */
function useRefreshWhile(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState !== "hidden") revalidator.revalidate();
    }, 3000);
    return () => clearInterval(t);
  }, [active, revalidator]);
}

export default function PartnerTournamentPage() {
  const { tournament, counts, cards, page, tier, partner } = useLoaderData<typeof loader>();
  const live = tournament.status === "processing" && counts.progress < 100;
  useRefreshWhile(live);
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(tier ? { tier } : {}), page: String(n) })}`;
  return (
    <PartnerShell partnerName={partner.name}>
      {live ? (
        <noscript>
          <meta httpEquiv="refresh" content="5" />
        </noscript>
      ) : null}
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold wrap-anywhere">{tournament.name}</h1>
          <StatusBadge status={tournament.status} />
        </div>
        <p className="mt-1 text-sm wrap-anywhere text-gray-600">
          {[tournament.company, `Created ${dateFormat.format(new Date(tournament.createdAt))}`, plural(counts.total, "resume")].filter(Boolean).join(" · ")}
        </p>
      </header>

      <section className="card" aria-labelledby="job-details">
        <h2 id="job-details" className="text-lg font-semibold">
          Job Details
        </h2>
        <dl className="mt-4 grid gap-4 md:grid-cols-2">
          <PostingField title="Job Description" text={tournament.jobDescription} />
          <PostingField title="Key Requirements" text={tournament.keyRequirements} />
          <PostingField title="Key Skills" text={tournament.keySkills.join(", ")} empty="No key skills defined" />
          <PostingField title="Job Type" text={[tournament.jobListingType, tournament.region].filter(Boolean).join(" · ")} />
        </dl>
      </section>

      <section className="card space-y-2" aria-labelledby="processing-progress">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="processing-progress" className="text-lg font-semibold">
            Processing Progress
          </h2>
          <p className="text-sm text-gray-700">
            {counts.processed} of {counts.total} resumes processed ({counts.progress}%)
          </p>
        </div>
        <div role="progressbar" aria-label="Processing progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={counts.progress} className="h-2 rounded bg-gray-100">
          <div className="h-full rounded bg-brand-600" style={{ width: `${counts.progress}%` }} />
        </div>
      </section>

      <section className="space-y-4" aria-labelledby="resume-analysis">
        <h2 id="resume-analysis" className="text-lg font-semibold">
          Resume Analysis
        </h2>
        <TierFilter active={tier} total={counts.total} counts={counts.tiers} />
        {cards.length === 0 ? (
          <div className="card text-center">
            {counts.total === 0 ? (
              <>
                <p className="font-semibold">No resumes have been uploaded for this tournament yet.</p>
                <p className="mt-1 text-sm text-gray-600">Upload resumes to start the screening process.</p>
              </>
            ) : tier ? (
              <>
                <p className="font-semibold">No resumes in Tier {tier}</p>
                <p className="mt-1 text-sm text-gray-600">No resumes have been classified as Tier {tier} yet.</p>
              </>
            ) : (
              <p className="font-semibold">No resumes available.</p>
            )}
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {cards.map((card) => (
              <PartnerResumeCard key={card.id} card={card} />
            ))}
          </div>
        )}
        <Pager current={page.current} count={page.count} href={pageLink} />
      </section>
    </PartnerShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const partnerName = isRouteErrorResponse(error) ? (error.data as { partnerName?: string } | null)?.partnerName : undefined;
  const body = (
    <div className="card mx-auto max-w-xl text-center">
      <p role="alert" className="font-semibold">
        Tournament not found or error loading data. Please try again.
      </p>
      <Link to="/partner/dashboard" className="btn-primary mt-4">
        Back to Dashboard
      </Link>
    </div>
  );
  return partnerName ? <PartnerShell partnerName={partnerName}>{body}</PartnerShell> : <main className="px-4 py-12">{body}</main>;
}
