import { effectiveTier } from "~/analysis/tiers";

export const TIER_STYLES: Record<string, string> = {
  A: "bg-green-600 text-white",
  B: "bg-blue-600 text-white",
  C: "bg-yellow-400 text-gray-900",
  D: "bg-gray-500 text-white",
};

/** A tier letter; `override` is the recruiter's tier, shown beside the AI's. */
export function TierBadge({ tier, override }: { tier: string | null | undefined; override?: string | null }) {
  if (!tier && !override) return <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-700">Not Ranked</span>;
  const shown = effectiveTier({ tier: tier ?? null, tierOverride: override ?? null })!;
  return (
    <span className="inline-flex items-center gap-1">
      <span className={`grid h-7 min-w-7 place-items-center rounded px-1.5 text-sm font-bold ${TIER_STYLES[shown] ?? "bg-gray-200"}`} aria-label={`Tier ${shown}`}>
        {shown}
      </span>
      {override && tier && override !== tier ? <span className="text-xs text-gray-600">(AI: {tier})</span> : null}
    </span>
  );
}
