// Small hand-drawn SVG charts: a number is often better seen than read.
import { tierForScore, TIERS, type Tier } from "~/analysis/tiers";

const TIER_FILL: Record<Tier, string> = { A: "var(--color-tier-a)", B: "var(--color-tier-b)", C: "var(--color-tier-c)", D: "var(--color-tier-d)" };

/** One bar split by tier, with a legend that carries the numbers (the chart itself is decorative). */
export function TierDistribution({ counts }: { counts: Record<Tier, number> }) {
  const total = TIERS.reduce((n, t) => n + counts[t], 0);
  let x = 0;
  return (
    <figure>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-gray-600">Tier distribution</figcaption>
      <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-2 h-3 w-full overflow-hidden rounded-full bg-gray-100" aria-hidden>
        {total
          ? TIERS.map((t) => {
              const w = (counts[t] / total) * 100;
              const rect = <rect key={t} x={x} y={0} width={w} height={6} fill={TIER_FILL[t]} />;
              x += w;
              return rect;
            })
          : null}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700">
        {TIERS.map((t) => (
          <li key={t} className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-2.5 rounded-sm" style={{ background: TIER_FILL[t] }} />
            Tier {t}: <span className="font-semibold tabular-nums">{counts[t]}</span>
            {total ? <span className="text-gray-500">({Math.round((counts[t] / total) * 100)}%)</span> : null}
          </li>
        ))}
      </ul>
    </figure>
  );
}

const bandOf = (bucket: number): Tier => tierForScore(bucket * 10);

/** Match scores in ten bands of 10 points, coloured by the tier each band falls in. */
export function ScoreHistogram({ buckets }: { buckets: number[] }) {
  const max = Math.max(1, ...buckets);
  const total = buckets.reduce((a, b) => a + b, 0);
  const label = `Score histogram: ${buckets.map((n, i) => `${i * 10}–${i === 9 ? 100 : i * 10 + 9}: ${n}`).join(", ")}`;
  return (
    <figure>
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-gray-600">Match scores</figcaption>
      <svg viewBox="0 0 100 40" preserveAspectRatio="none" className="mt-2 h-16 w-full" role="img" aria-label={label}>
        {buckets.map((n, i) => {
          const h = total ? (n / max) * 36 : 0;
          return <rect key={i} x={i * 10 + 1} y={38 - h} width={8} height={Math.max(h, n ? 1 : 0)} rx={1} fill={TIER_FILL[bandOf(i)]} opacity={0.85} />;
        })}
        <line x1={0} x2={100} y1={38.5} y2={38.5} stroke="#e5e7eb" strokeWidth={0.5} />
      </svg>
      <div aria-hidden className="flex justify-between text-[10px] text-gray-500 tabular-nums">
        <span>0</span>
        <span>50</span>
        <span>100</span>
      </div>
    </figure>
  );
}

/** Resumes analysed per day over the last two weeks. */
export function ActivityChart({ days }: { days: Array<{ day: string; count: number }> }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((n, d) => n + d.count, 0);
  const w = 100 / days.length;
  return (
    <figure>
      <figcaption className="flex items-baseline justify-between text-sm text-gray-600">
        <span>Resumes analysed, last {days.length} days</span>
        <span className="text-2xl font-semibold text-gray-900 tabular-nums">{total}</span>
      </figcaption>
      <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="mt-2 h-16 w-full" role="img" aria-label={`Resumes analysed per day: ${days.map((d) => `${d.day} ${d.count}`).join(", ")}`}>
        {days.map((d, i) => {
          const h = (d.count / max) * 28;
          return <rect key={d.day} x={i * w + w * 0.15} y={29 - h} width={w * 0.7} height={Math.max(h, 0.6)} fill={d.count ? "var(--color-brand-500)" : "#e5e7eb"} />;
        })}
      </svg>
      <div aria-hidden className="flex justify-between text-[10px] text-gray-500">
        <span>{days[0]?.day}</span>
        <span>today</span>
      </div>
    </figure>
  );
}
