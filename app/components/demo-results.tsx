import { Link, useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { DemoView } from "~/models/demo.server";
import type { PlanCaps } from "~/models/credits.server";
import { count } from "~/utils/format";
import { TierBadge } from "./tier-badge";

type Demo = {
  tournament: Pick<DemoView["tournament"], "id" | "name" | "resumeCount" | "processedCount" | "progress" | "completed">;
  resumes: DemoView["resumes"];
};

export const POLL_MS = 3000;

/** Re-runs the page's loaders every 3 s while `active`; without JavaScript a <noscript> refresh does it. */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle") latest.current.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active]);
}

export const resumeStatusLabel = (status: string) => (status === "done" ? "Analyzed" : status);

function Bullets({ title, items, tone }: { title: string; items: string[]; tone: string }) {
  if (!items.length) return null;
  return (
    <div>
      <h5 className={`text-xs font-semibold uppercase tracking-wide ${tone}`}>{title}</h5>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-800">
        {items.map((item, i) => (
          <li key={i} className="wrap-anywhere">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `runTime`: what demos really take ("about 6 seconds"); `caps`: what a free account and the largest pack take. */
export function DemoResults({ demo, runTime, caps }: { demo: Demo; runTime: string; caps: PlanCaps }) {
  const { tournament, resumes } = demo;
  usePolling(!tournament.completed);
  // A refresh to the very same URL with a #fragment is only a scroll in the browser, so each one counts up.
  const [params] = useSearchParams();
  const nextPoll = `/?demo=${tournament.id}&poll=${(Number(params.get("poll")) || 0) + 1}#try-demo`;
  return (
    <div className="space-y-6">
      {tournament.completed ? null : (
        <noscript>
          <meta httpEquiv="refresh" content={`${POLL_MS / 1000};url=${nextPoll}`} />
        </noscript>
      )}
      <div className="card space-y-3">
        <h3 id="demo-results-title" className="text-lg font-semibold">
          Results for {tournament.name}
        </h3>
        <div aria-live="polite" className="space-y-2">
          {tournament.completed ? (
            <div>
              <p className="text-xl font-bold text-green-700">Analysis Complete!</p>
              <p className="mt-1 text-sm text-gray-700">
                Like what you see? A free account screens {caps.free.tournaments} tournaments of up to {count(caps.free.resumes)} resumes each, and credit packs take up
                to {count(caps.largest)} resumes per tournament.{" "}
                <Link to="/auth/signup" className="link">
                  Sign up for free
                </Link>
              </p>
            </div>
          ) : (
            <p className="text-sm text-gray-700">Analyzing your resumes. This usually takes {runTime}; the results below update on their own.</p>
          )}
          <p className="text-sm font-medium">
            {tournament.processedCount} of {tournament.resumeCount} resumes processed ({tournament.progress}%)
          </p>
        </div>
        <div className="h-2 w-full rounded bg-gray-200" role="progressbar" aria-label="Demo progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={tournament.progress}>
          <div className="h-full rounded bg-brand-600 transition-all" style={{ width: `${tournament.progress}%` }} />
        </div>
      </div>
      {resumes.length === 0 ? (
        <p className="text-sm text-gray-600">No resumes uploaded yet.</p>
      ) : (
        <ol className="space-y-4" aria-label="Candidates by tier">
          {resumes.map((r) => (
            <li key={r.id} className="card space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h4 className="min-w-0 font-semibold wrap-anywhere">{r.fileName}</h4>
                <div className="flex items-center gap-3 text-sm">
                  <span className={r.status === "error" ? "font-medium text-red-700" : "text-gray-700"}>{resumeStatusLabel(r.status)}</span>
                  <TierBadge tier={r.tier} />
                </div>
              </div>
              {r.status === "error" && r.errorReason ? <p className="text-sm text-red-700">{r.errorReason}</p> : null}
              <div className="grid gap-4 md:grid-cols-2">
                <Bullets title="Strengths" items={r.pros} tone="text-green-800" />
                <Bullets title="Areas for improvement" items={r.cons} tone="text-amber-800" />
              </div>
              {r.extractedSkills.length ? (
                <div>
                  <h5 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Extracted skills</h5>
                  <ul className="mt-1 flex flex-wrap gap-1.5">
                    {r.extractedSkills.map((s) => (
                      <li key={s} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                        {s}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <a href="/#try-demo" className="btn-secondary">
        Run another demo
      </a>
    </div>
  );
}
