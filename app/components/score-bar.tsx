import { tierForScore, type Tier } from "~/analysis/tiers";

const BAR: Record<Tier, string> = { A: "bg-tier-a", B: "bg-tier-b", C: "bg-tier-c", D: "bg-tier-d" };

/** A match score as a number and a bar coloured by the tier band it falls in. */
export function ScoreBar({ score }: { score: number | null }) {
  if (score === null) return <span className="text-xs text-gray-500">—</span>;
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const colour = BAR[tierForScore(value)];
  return (
    <div className="flex items-center gap-2">
      <span className="w-7 text-right font-semibold tabular-nums text-gray-900">{value}</span>
      <span aria-hidden className="hidden h-1.5 w-full max-w-16 overflow-hidden rounded-full bg-gray-100 sm:block">
        <span className={`block h-full rounded-full ${colour}`} style={{ width: `${value}%` }} />
      </span>
    </div>
  );
}
