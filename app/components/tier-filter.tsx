import { TIERS } from "~/analysis/tiers";
import { Link } from "@remix-run/react";
import { type Tier } from "~/analysis/types";

/** Links, not buttons: filtering is a GET (?tier=) that works without JavaScript and can be bookmarked. */
export function TierFilter({ active, total, counts }: { active: Tier | null; total: number; counts: Record<Tier, number> }) {
  const chips: Array<{ tier: Tier | null; label: string }> = [{ tier: null, label: `All (${total})` }, ...TIERS.map((t) => ({ tier: t, label: `Tier ${t} (${counts[t]})` }))];
  return (
    <nav aria-label="Filter by tier">
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ tier, label }) => {
          const current = tier === active;
          return (
            <li key={label}>
              <Link
                to={tier ? `?tier=${tier}` : "."}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium ${current ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
