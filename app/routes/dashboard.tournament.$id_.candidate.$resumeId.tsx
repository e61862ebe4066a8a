import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Evidence } from "~/components/evidence";
import { ScoreParts } from "~/components/score-parts";
import { Link, useLoaderData } from "@remix-run/react";
import { displayName, REQUIREMENT_LABELS } from "~/components/candidate-card";
import { FileLine, PersonFacts } from "~/components/candidate-person";
import { CandidateDecisions } from "~/components/candidate-decisions";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StageBadge } from "~/components/stage-badge";
import { TierBadge } from "~/components/tier-badge";
import { parseTier } from "~/analysis/tiers";
import { rankNeighbours } from "~/models/candidate-list.server";
import { addNote, candidateTrail, decide, deleteNote, MAX_NOTE, undoBatch, undoneText } from "~/models/candidate-decisions.server";
import { plainLabel } from "~/analysis/posting/requirement-review";
import { redactPersonalDetails } from "~/analysis/resume/contact";
import { cleanText } from "~/analysis/text";
import { ResumeText } from "~/components/resume-text";
import { highlightResume } from "~/utils/resume-highlights";
import { stageIn, stageLabel } from "~/utils/stages";
import { getCandidate } from "~/models/tournament-detail.server";
import { isUuid } from "~/utils/uuid";
import { requireUserId } from "~/utils/session.server";
import { redirectWithToastMessage } from "~/utils/toast.server";
import { visibleLength } from "~/utils/text-length";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.name} — Tierlist` : "Candidate — Tierlist" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(request, context);
  const notFound = () => data("Candidate not found", { status: 404 });
  if (!isUuid(params.id) || !isUuid(params.resumeId)) throw notFound();
  const candidate = await getCandidate({ tournamentId: params.id, resumeId: params.resumeId, userId });
  if (!candidate) throw notFound();
  const blind = candidate.tournament.blindView;
  const analysis = candidate.analysis;
  const [trail, neighbours] = await Promise.all([candidateTrail({ resumeId: candidate.id }), rankNeighbours({ tournamentId: params.id, resumeId: candidate.id })]);
  // The text the analyzer read, line for line, so each quote finds its line; blind view shows it without name or contact.
  const text = candidate.text ? cleanText(candidate.text) : null;
  const shown = text && blind ? redactPersonalDetails(text, analysis?.contact ?? { links: [] }) : text;
  const { text: _text, ...person } = candidate;
  return {
    name: displayName(candidate, blind),
    blind,
    trail,
    neighbours,
    candidate: { ...person, analysis: null },
    analysis: analysis
      ? { ...analysis, contact: blind ? { links: [] } : analysis.contact, requirements: analysis.requirements.map((r) => ({ ...r, label: plainLabel(r.label) })) }
      : null,
    resume: text && shown ? highlightResume(text, analysis?.requirements ?? [], shown) : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  if (!isUuid(params.id) || !isUuid(params.resumeId)) throw data("Candidate not found", { status: 404 });
  const candidate = await getCandidate({ tournamentId: params.id, resumeId: params.resumeId, userId });
  if (!candidate) throw data("Candidate not found", { status: 404 });
  const tournamentId = params.id;
  const here = `/dashboard/tournament/${tournamentId}/candidate/${candidate.id}`;
  const form = await request.formData();
  const fail = (message: string, description: string) => redirectWithToastMessage(here, { type: "error", message, description });

  switch (form.get("intent")) {
    case "set-stage": {
      const stage = stageIn(candidate.tournament.stages, String(form.get("stage") ?? ""));
      if (!stage) return fail("Nothing changed", "Choose a stage.");
      await decide({ userId, tournamentId, resumeIds: [candidate.id], decision: { kind: "stage", to: stage } });
      return redirectWithToastMessage(here, { type: "success", message: `Moved to ${stageLabel(candidate.tournament.stages, stage)}` });
    }
    case "set-tier": {
      const tier = parseTier(String(form.get("tier") ?? ""));
      if (!tier) return fail("Failed to update tier", "Choose a tier from A to D.");
      await decide({ userId, tournamentId, resumeIds: [candidate.id], decision: { kind: "tier", to: tier, reason: String(form.get("reason") ?? "") } });
      return redirectWithToastMessage(here, { type: "success", message: "Tier updated", description: `Now in Tier ${tier}.` });
    }
    case "add-note": {
      const body = String(form.get("note") ?? "").trim();
      if (!body) return fail("Note not saved", "Write something first.");
      if (visibleLength(body) > MAX_NOTE) return fail("Note not saved", `A note can be at most ${MAX_NOTE.toLocaleString("en-US")} characters; this one has ${visibleLength(body).toLocaleString("en-US")}.`);
      await addNote({ userId, tournamentId, resumeId: candidate.id, body });
      return redirectWithToastMessage(here, { type: "success", message: "Note added" });
    }
    case "delete-note": {
      const noteId = String(form.get("noteId") ?? "");
      if (!isUuid(noteId) || !(await deleteNote({ userId, tournamentId, noteId }))) return fail("Note not deleted", "That note no longer exists.");
      return redirectWithToastMessage(here, { type: "success", message: "Note deleted" });
    }
    case "undo": {
      const batchId = String(form.get("batchId") ?? "");
      const undone = isUuid(batchId) ? await undoBatch({ userId, tournamentId, batchId }) : null;
      if (!undone) return fail("Nothing undone", "That change can no longer be undone.");
      return redirectWithToastMessage(here, { type: "success", message: "Change undone", description: undoneText(undone) });
    }
    default:
      return fail("Nothing changed", "Unknown action.");
  }
}

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="card">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">{title}</h2>
      {items.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {items.map((item, i) => (
            <li key={i} className="wrap-anywhere">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">None</p>
      )}
    </section>
  );
}

export default function CandidatePage() {
  const { name, blind, candidate, analysis, trail, neighbours, resume } = useLoaderData<typeof loader>();
  const base = `/dashboard/tournament/${candidate.tournament.id}`;
  const contact = analysis?.contact;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <nav aria-label="Candidates" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={base} className="link min-w-0 wrap-anywhere">
          ← {candidate.tournament.name}
        </Link>
        {neighbours ? (
          <span className="flex items-center gap-2">
            {neighbours.prev ? (
              <Link to={`${base}/candidate/${neighbours.prev}`} className="btn-secondary px-2.5 py-1" rel="prev">
                Previous
              </Link>
            ) : null}
            <span className="text-gray-600 tabular-nums">
              {neighbours.rank} of {neighbours.total}
            </span>
            {neighbours.next ? (
              <Link to={`${base}/candidate/${neighbours.next}`} className="btn-secondary px-2.5 py-1" rel="next">
                Next
              </Link>
            ) : null}
          </span>
        ) : null}
      </nav>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-anywhere">{name}</h1>
            <StageBadge stage={candidate.stage} stages={candidate.tournament.stages} />
          </div>
          <PersonFacts person={candidate} className="mt-1" />
          <FileLine person={candidate} blind={blind} />
          {analysis ? <p className="mt-2 wrap-anywhere text-gray-700">{analysis.summary}</p> : null}
          {candidate.score !== null ? <p className="mt-1 text-sm text-gray-600">Match score {Math.round(candidate.score)}%</p> : null}
        </div>
        <div className="flex items-center gap-3">
          <TierBadge tier={candidate.tier} override={candidate.tierOverride} />
          <a href={`/api/resumes/${candidate.id}/view`} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            View Resume
          </a>
        </div>
      </header>

      <CandidateDecisions stage={candidate.stage} stages={candidate.tournament.stages} tier={candidate.tier} tierOverride={candidate.tierOverride} trail={trail} />

      {candidate.status === "error" ? (
        <p role="note" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          <strong>Could not be analyzed:</strong> {candidate.errorReason}
        </p>
      ) : null}
      {candidate.flags.length ? (
        <section className="rounded-md border border-orange-300 bg-orange-50 p-4 text-sm text-orange-950">
          <h2 className="font-semibold">Suspicious content</h2>
          <p className="mt-1">This text was found in the file but was not used to rank the candidate.</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {candidate.flags.map((flag, i) => (
              <li key={i} className="wrap-anywhere">
                “{flag.text}” <span className="text-xs">({flag.detail})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {/* The resume beside the verdicts on a wide screen (its own column, spanning both rows), under them on a phone. */}
      <div className={resume ? "grid gap-6 lg:grid-cols-2" : "space-y-6"}>
        <div className="min-w-0 lg:col-start-1">
          {analysis ? (
            <section className="card p-0" aria-labelledby="evidence-heading">
              <h2 id="evidence-heading" className="border-b border-gray-200 px-5 py-3 font-semibold">
                Requirements and evidence
              </h2>
              <table aria-labelledby="evidence-heading" className="w-full text-left text-sm">
                <thead className="bg-gray-50 text-xs uppercase text-gray-600">
                  <tr>
                    <th className="px-5 py-2">Requirement</th>
                    <th className="px-5 py-2">Result</th>
                    <th className="hidden px-5 py-2 sm:table-cell">Evidence from the resume</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100">
                  {analysis.requirements.map((r, i) => {
                    const line = resume?.lineOf[i + 1];
                    const seeIt =
                      line === undefined ? null : (
                        <a href={`#resume-line-${line + 1}`} className="link ml-1 text-xs whitespace-nowrap not-italic">
                          In the resume ↓<span className="sr-only">: line {line + 1}, for requirement {i + 1}</span>
                        </a>
                      );
                    return (
                      <tr key={r.requirementId} id={`requirement-${i + 1}`} className="scroll-mt-20">
                        <td className="px-5 py-2 wrap-anywhere">
                          <span aria-hidden="true" className="mr-1 text-xs font-semibold text-gray-500 tabular-nums">{i + 1}.</span>
                          {r.label}
                          {r.key ? null : <span className="text-xs text-gray-600"> (nice to have)</span>}
                          {/* On a phone the evidence sits under its requirement instead of in a third, narrow column. */}
                          <p className="mt-1 text-xs text-gray-700 sm:hidden">
                            <Evidence text={r.evidence} />
                            {seeIt}
                          </p>
                        </td>
                        <td className="px-5 py-2">
                          <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${REQUIREMENT_LABELS[r.status].style}`}>{REQUIREMENT_LABELS[r.status].text}</span>
                        </td>
                        <td className="hidden px-5 py-2 wrap-anywhere text-gray-700 sm:table-cell">
                          <Evidence text={r.evidence} />
                          {seeIt}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          ) : candidate.status !== "error" ? (
            <p className="text-gray-600">Processing...</p>
          ) : null}
        </div>
        {resume ? (
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ResumeText resume={resume} labels={analysis?.requirements.map((r) => r.label) ?? []} fileHref={`/api/resumes/${candidate.id}/view`} blind={blind} />
          </div>
        ) : null}
        {analysis ? (
          <div className="min-w-0 space-y-6 lg:col-start-1">
            <ScoreParts parts={analysis.scoreParts} heldBy={analysis.heldBy} />
            <div className="grid gap-4 md:grid-cols-2">
              <Section title="Skills" items={analysis.skills} />
              <Section title="Strengths" items={analysis.pros} />
              <Section title="Areas for improvement" items={analysis.cons} />
              <Section title="Follow-up questions" items={analysis.followUpQuestions} />
            </div>
            <section className="card text-sm">
              <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-600">Contact</h2>
              {blind ? (
                <p className="mt-2 text-gray-600">Hidden in blind view</p>
              ) : contact?.email || contact?.phone || contact?.links.length ? (
                <p className="mt-2 break-all">{[contact.name, contact.email, contact.phone, ...contact.links].filter(Boolean).join(" · ")}</p>
              ) : (
                <p className="mt-2 text-gray-600">No contact info available</p>
              )}
              {analysis.fallbackReason ? <p className="mt-2 text-xs text-gray-600">Analyzed by the built-in analyzer: {analysis.fallbackReason}</p> : null}
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
