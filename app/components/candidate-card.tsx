import { Form, Link } from "@remix-run/react";
import { type RequirementStatus } from "~/analysis/types";
import { effectiveTier, TIERS } from "~/analysis/tiers";
import type { CandidateCardData } from "~/models/tournament-detail.server";
import { FileLine, personName, PersonFacts, type Person } from "./candidate-person";
import { StageBadge } from "./stage-badge";
import type { Stage } from "~/utils/stages";
import { TierBadge } from "./tier-badge";

export const REQUIREMENT_LABELS: Record<RequirementStatus, { text: string; style: string }> = {
  met: { text: "Met", style: "bg-green-100 text-green-900" },
  partial: { text: "Partly met", style: "bg-yellow-100 text-yellow-900" },
  not_met: { text: "Not met", style: "bg-gray-100 text-gray-800" },
};

/** The person (or "Candidate N" in blind view); see candidate-person.tsx. */
export const displayName = (card: Person, blind: boolean) => personName(card, blind);

/** A titled list on a card, with the spec's 'Processing...' placeholder while pending. */
export function CardList({ title, items, max = items.length, pending, empty }: { title: string; items: string[]; max?: number; pending: boolean; empty: string }) {
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{title}</h4>
      {pending ? (
        <p className="text-sm text-gray-500 italic">Processing...</p>
      ) : items.length ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-800">
          {items.slice(0, max).map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">{empty}</p>
      )}
    </div>
  );
}

export function CandidateCard({ card, blind, redirectTo, tournamentId, stages }: { card: CandidateCardData; blind: boolean; redirectTo: string; tournamentId: string; stages: readonly Stage[] }) {
  const name = displayName(card, blind);
  const pending = card.status !== "done" && card.status !== "error";
  const failed = card.status === "error";
  const current = effectiveTier(card);
  const headingId = `candidate-${card.id}`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4 p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold" title={name}>
            {name}
          </h3>
          <PersonFacts person={card} className="mt-0.5" />
          <FileLine person={card} blind={blind} />
          {card.stage !== "new" ? (
            <p className="mt-1">
              <StageBadge stage={card.stage} stages={stages} />
            </p>
          ) : null}
          {card.score !== null && card.status === "done" ? <p className="text-xs text-gray-600">Match score {Math.round(card.score)}%</p> : null}
        </div>
        <TierBadge tier={card.tier} override={card.tierOverride} />
      </header>

      {failed ? (
        <p role="note" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <strong>Could not be analyzed:</strong> {card.errorReason ?? "We could not process this file."}
        </p>
      ) : null}

      {card.flags.length ? (
        <div className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-950">
          <p className="font-semibold">Suspicious content</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {card.flags.slice(0, 3).map((flag, i) => (
              <li key={i}>
                “{flag.text}” <span className="text-xs">({flag.detail})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {failed ? null : (
        <>
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Key skills</h4>
            {pending ? (
              <p className="text-sm text-gray-500 italic">Processing...</p>
            ) : card.skills.length ? (
              <ul className="mt-1 flex flex-wrap gap-1">
                {card.skills.slice(0, 5).map((s) => (
                  <li key={s} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                    {s}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-500">No skills extracted</p>
            )}
          </div>
          <CardList title="Strengths" items={card.pros} max={3} pending={pending} empty="None found" />
          <CardList title="Areas for improvement" items={card.cons} max={2} pending={pending} empty="None found" />
          <CardList title="Follow-up questions" items={card.followUpQuestions} max={2} pending={pending} empty="None" />
        </>
      )}

      <div className="text-sm">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Contact</h4>
        {blind ? (
          <p className="text-gray-500">Hidden in blind view</p>
        ) : card.contact?.email || card.contact?.phone ? (
          <p className="break-all text-gray-800">{[card.contact.email, card.contact.phone].filter(Boolean).join(" · ")}</p>
        ) : (
          <p className="text-gray-500">No contact info available</p>
        )}
      </div>

      {card.requirementsTotal ? (
        <Link to={`/dashboard/tournament/${tournamentId}/candidate/${card.id}`} className="link text-sm">
          Why this tier? ({card.requirementsMet} of {card.requirementsTotal} requirements met)
        </Link>
      ) : null}

      <footer className="mt-auto flex flex-wrap items-start gap-2 border-t border-gray-100 pt-3">
        <details className="relative">
          <summary className="btn-secondary list-none px-3 py-1.5">Change Tier</summary>
          <Form method="post" className="absolute z-10 mt-2 w-56 rounded-md border border-gray-200 bg-white p-3 shadow-lg" aria-label={`Change tier for ${name}`}>
            <input type="hidden" name="intent" value="change-tier" />
            <input type="hidden" name="resumeId" value={card.id} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <p className="mb-2 text-xs text-gray-600">{card.tier ? `AI tier: ${card.tier}` : "Not ranked by the AI yet"}</p>
            <label className="mb-2 block text-xs text-gray-700">
              Reason (optional)
              <input name="reason" maxLength={500} className="input mt-1 py-1" />
            </label>
            <div className="grid grid-cols-4 gap-1">
              {TIERS.map((t) => (
                <button key={t} type="submit" name="tier" value={t} aria-pressed={current === t} aria-label={`Tier ${t}`} className={current === t ? "btn-primary px-0" : "btn-secondary px-0"}>
                  {t}
                </button>
              ))}
            </div>
          </Form>
        </details>
        <a href={`/api/resumes/${card.id}/view`} target="_blank" rel="noopener noreferrer" className="btn-secondary px-3 py-1.5">
          View Resume
        </a>
      </footer>
    </article>
  );
}
