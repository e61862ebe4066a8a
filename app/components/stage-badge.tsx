import { stageLabel, type Stage } from "~/utils/stages";

/** Each default stage's colours, one utility each (app/styles/tailwind.css); a stage the recruiter added shares one. */
const STAGE_STYLES: Record<string, string> = {
  new: "stage-new",
  shortlisted: "stage-shortlisted",
  contacted: "stage-contacted",
  rejected: "stage-rejected",
};

export const stageStyle = (key: string) => STAGE_STYLES[key] ?? "stage-custom";

export function StageBadge({ stage, stages, className = "" }: { stage: string; stages: readonly Stage[]; className?: string }) {
  return <span className={`stage ${stageStyle(stage)} ${className}`}>{stageLabel(stages, stage)}</span>;
}
