import { tierForScore, type Tier } from "~/analysis/tiers";

const BAR: Record<Tier, string> = { A: "bg-tier-a", B: "bg-tier-b", C: "bg-tier-c", D: "bg-tier-d" };

/** The colour of the tier band a score falls in. */
export const scoreColour = (score: number) => BAR[tierForScore(score)];

/** A match score as a number and a bar coloured by the tier band it falls in. */
export function ScoreBar({ score }: { score: number | null }) {
  if (score === null) return <span className="text-xs text-gray-500">—</span>;
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className="cl-score">
      <span className="cl-num">{value}</span>
      <span aria-hidden className="cl-bar">
        <span className={scoreColour(value)} style={{ width: `${value}%` }} />
      </span>
    </div>
  );
}
