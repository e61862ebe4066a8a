// The fitted score: features → a score from 0 to 100 and a tier. The weights and
// the tier cut-offs are not set by hand: `npm run fit` learns them from the wide
// evaluation set (leaving one folder out to check them) and writes
// knowledge/data/score-model.json, with the figures they reached.
//
//   raw    = Σ wₖ·fₖ / Σ wₖ over the features the posting has (a posting with no
//            degree asked has no education feature), between 0 and 1
//   score  = raw mapped piecewise-linearly so that the fitted cut-offs land on the
//            tier bands every screen uses (tiers.ts): C at 50, B at 70, A at 90
//   parts  = each feature: how much the candidate has of it and how much it weighs, for the candidate page
import { tierForScore, type Tier } from "../tiers";
import { FEATURES, type FeatureName, type Features } from "../match/features";
import model from "../knowledge/data/score-model.json";

export interface ScoreModel {
  weights: Record<FeatureName, number>;
  /** Raw-score cut-offs (0-1) of tiers A, B and C. */
  cutoffs: { A: number; B: number; C: number };
}

export const SCORE_MODEL: ScoreModel = model as ScoreModel;

/**
 * One feature's part, on the scale of the raw match (0-100 before the calibration to tiers): it gives
 * `points` of its `maxPoints` (its weight), so the parts add up to 100 × raw.
 */
export interface ScorePart {
  feature: FeatureName;
  /** How much of it the candidate has, 0-1. */
  value: number;
  points: number;
  maxPoints: number;
}

export interface FittedScore {
  /** 0-100, with a fraction that orders equal whole scores (the tier reads the whole score). */
  score: number;
  tier: Tier;
  raw: number;
  parts: ScorePart[];
}

/** The raw score (0-1) to the shown score, so that the cut-offs meet the tier bands. */
export function displayScore(raw: number, cutoffs: ScoreModel["cutoffs"]): number {
  const knots: Array<[number, number]> = [
    [0, 0],
    [cutoffs.C, 50],
    [cutoffs.B, 70],
    [cutoffs.A, 90],
    [1, 100],
  ];
  const x = Math.max(0, Math.min(1, raw));
  for (let i = 1; i < knots.length; i++) {
    const [x0, y0] = knots[i - 1];
    const [x1, y1] = knots[i];
    if (x <= x1) return x1 === x0 ? y1 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return 100;
}

export function fittedScore(features: Features, m: ScoreModel = SCORE_MODEL): FittedScore {
  let total = 0;
  let got = 0;
  for (const name of FEATURES) {
    const value = features[name];
    const w = m.weights[name] ?? 0;
    if (value === null || w <= 0) continue;
    total += w;
    got += w * value;
  }
  const raw = total > 0 ? got / total : 0;
  const exact = displayScore(raw, m.cutoffs);
  // The tier reads the whole score shown; the fraction below one half orders equal whole scores (scaled, never
  // capped: two raw scores that differ keep their order however close to the next whole score they come).
  const whole = Math.floor(exact);
  const score = whole + (exact - whole) * 0.49;
  const parts: ScorePart[] = [];
  for (const name of FEATURES) {
    const value = features[name];
    const w = m.weights[name] ?? 0;
    if (value === null || w <= 0) continue;
    parts.push({ feature: name, value, points: Math.round(((100 * w * value) / total) * 10) / 10, maxPoints: Math.round(((100 * w) / total) * 10) / 10 });
  }
  return { score, tier: tierForScore(whole), raw, parts };
}
