import type { PartnerResumeCardData } from "~/models/partner-tournament.server";
import { CardList } from "./candidate-card";
import { TierBadge } from "./tier-badge";

/** A partner's view of one candidate: the analysis and the original file; no tier change. */
export function PartnerResumeCard({ card }: { card: PartnerResumeCardData }) {
  const name = card.fileName.replace(/\.[^.\s]{1,5}$/, "") || card.fileName;
  const pending = card.status !== "done" && card.status !== "error";
  const failed = card.status === "error";
  const headingId = `resume-${card.id}`;
  const fileUrl = `/partner/resumes/${card.id}/view`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col gap-4 p-5">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold" title={name}>
            <a href={fileUrl} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {name}
            </a>
          </h3>
          {card.score !== null && card.status === "done" ? <p className="text-xs text-gray-600">Match score {Math.round(card.score)}%</p> : null}
        </div>
        <TierBadge tier={card.tier} />
      </header>
      {failed ? (
        <p role="note" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <strong>Could not be analyzed:</strong> {card.errorReason ?? "We could not process this file."}
        </p>
      ) : (
        <>
          <CardList title="Key skills" items={card.skills} pending={pending} empty="No skills extracted" />
          <CardList title="Strengths" items={card.pros} pending={pending} empty="None found" />
          <CardList title="Areas for improvement" items={card.cons} pending={pending} empty="None found" />
          <CardList title="Follow-up questions" items={card.followUpQuestions} pending={pending} empty="None" />
        </>
      )}
      <div className="text-sm">
        <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Contact</h4>
        {card.contact?.email || card.contact?.phone ? (
          <p className="break-all text-gray-800">{[card.contact.email, card.contact.phone].filter(Boolean).join(" · ")}</p>
        ) : (
          <p className="text-gray-500">No contact info available</p>
        )}
      </div>
      <footer className="mt-auto border-t border-gray-100 pt-3">
        <a href={fileUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary px-3 py-1.5">
          View Resume
        </a>
      </footer>
    </article>
  );
}
