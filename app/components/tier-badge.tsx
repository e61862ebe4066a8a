import { effectiveTier } from "~/analysis/tiers";

export const TIER_STYLES: Record<string, string> = {
  A: "bg-tier-a text-white",
  B: "bg-tier-b text-white",
  C: "bg-amber-400 text-gray-900",
  D: "bg-tier-d text-white",
};

/** A tier letter; `override` is the recruiter's tier, shown beside the AI's. */
export function TierBadge({ tier, override, compact = false }: { tier: string | null | undefined; override?: string | null; compact?: boolean }) {
  if (!tier && !override) return <span className="rounded bg-gray-100 px-2 py-0.5 text-xs whitespace-nowrap text-gray-700">Not Ranked</span>;
  const shown = effectiveTier({ tier: tier ?? null, tierOverride: override ?? null })!;
  const changed = Boolean(override && tier && override !== tier);
  return (
    <span className={`inline-flex items-center gap-1 ${compact ? "flex-col items-start" : ""}`}>
      <span className={`grid h-7 min-w-7 place-items-center rounded-md px-1.5 text-sm font-bold ${TIER_STYLES[shown] ?? "bg-gray-200"}`} aria-label={`Tier ${shown}`}>
        {shown}
      </span>
      {changed ? <span className="text-xs whitespace-nowrap text-gray-600">(AI: {tier})</span> : null}
    </span>
  );
}
