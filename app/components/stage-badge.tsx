import { STAGE_LABELS, type CandidateStage } from "~/models/candidate-query";

export const STAGE_STYLES: Record<CandidateStage, string> = {
  new: "bg-slate-100 text-slate-700 ring-slate-200",
  shortlisted: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  contacted: "bg-sky-50 text-sky-800 ring-sky-200",
  rejected: "bg-rose-50 text-rose-800 ring-rose-200",
};

export function StageBadge({ stage }: { stage: CandidateStage }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STAGE_STYLES[stage]}`}>{STAGE_LABELS[stage]}</span>;
}
