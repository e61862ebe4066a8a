import { STAGE_LABELS, type CandidateStage } from "~/models/candidate-query";

/** Each stage's colours, one utility each (app/styles/tailwind.css). */
export const STAGE_STYLES: Record<CandidateStage, string> = {
  new: "stage-new",
  shortlisted: "stage-shortlisted",
  contacted: "stage-contacted",
  rejected: "stage-rejected",
};

export function StageBadge({ stage, className = "" }: { stage: CandidateStage; className?: string }) {
  return <span className={`stage ${STAGE_STYLES[stage]} ${className}`}>{STAGE_LABELS[stage]}</span>;
}
