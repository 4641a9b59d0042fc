import { percentileOfSorted } from '../percentile';
import { seededUniform } from './seeded-uniform';

/** Resamplings of a Monte Carlo run. */
export const MONTE_CARLO_RESAMPLINGS = 1000;
/** The seed a run uses unless told another: the same trades always give the same figures. */
export const MONTE_CARLO_SEED = 20_240_527;
/** The percentiles reported. */
export const MONTE_CARLO_PERCENTILES = [5, 50, 95] as const;

/** The 5th, 50th and 95th percentiles of one figure over the resamplings. */
export interface PercentileBand {
  readonly p5: number;
  readonly p50: number;
  readonly p95: number;
}

/** What the trades of a run may have given in another order and mix. Percentages in percent. */
export interface MonteCarloResult {
  readonly resamplings: number;
  /** Closed trades resampled. */
  readonly trades: number;
  readonly seed: number;
  /** The trades compounded in the order they happened: the path the resamplings are set against. */
  readonly actual: { readonly finalReturnPercentage: number; readonly maxDrawdownPercentage: number };
  readonly finalReturnPercentage: PercentileBand;
  readonly maxDrawdownPercentage: PercentileBand;
  /** Share of resamplings ending below where they started, in percent. */
  readonly lossProbabilityPercentage: number;
  /** Every resampling's final return, ascending (for a histogram). */
  readonly finalReturns: Float64Array;
}

/** Final return and largest fall from the running peak (the start included) of trades compounded in order. */
export function compoundPath(
  returnsPercent: ArrayLike<number>,
  order?: ArrayLike<number>,
): {
  finalReturnPercentage: number;
  maxDrawdownPercentage: number;
} {
  let equity = 1;
  let peak = 1;
  let worst = 0;
  const n = order?.length ?? returnsPercent.length;
  for (let k = 0; k < n; k++) {
    const trade = order === undefined ? k : order[k]!;
    equity *= 1 + returnsPercent[trade]! / 100;
    if (equity > peak) peak = equity;
    else worst = Math.max(worst, 1 - equity / peak);
  }
  return { finalReturnPercentage: (equity - 1) * 100, maxDrawdownPercentage: worst * 100 };
}

const band = (sorted: Float64Array): PercentileBand => ({
  p5: percentileOfSorted(sorted, 5),
  p50: percentileOfSorted(sorted, 50),
  p95: percentileOfSorted(sorted, 95),
});

/**
 * Monte Carlo of a run's closed trades: `resamplings` times, as many trades as the run closed are drawn with
 * replacement, in the order drawn, from their profit percentages, and compounded into an equity path starting at 1
 * (each trade takes the whole equity: the run's own sizing leaves a little cash aside, so its return differs a
 * little). The draws come from a seeded generator, so the figures are the same for the same trades and seed. Null
 * without closed trades. Source: ours (the usual trade-resampling Monte Carlo).
 */
export function monteCarlo(
  returnsPercent: ArrayLike<number>,
  { resamplings = MONTE_CARLO_RESAMPLINGS, seed = MONTE_CARLO_SEED } = {},
): MonteCarloResult | null {
  const n = returnsPercent.length;
  if (n === 0 || resamplings < 1) return null;
  const next = seededUniform(seed);
  const order = new Int32Array(n);
  const finals = new Float64Array(resamplings);
  const drawdowns = new Float64Array(resamplings);
  let losses = 0;
  for (let s = 0; s < resamplings; s++) {
    for (let k = 0; k < n; k++) order[k] = Math.floor(next() * n);
    const path = compoundPath(returnsPercent, order);
    finals[s] = path.finalReturnPercentage;
    drawdowns[s] = path.maxDrawdownPercentage;
    if (path.finalReturnPercentage < 0) losses++;
  }
  finals.sort();
  drawdowns.sort();
  return {
    resamplings,
    trades: n,
    seed,
    actual: compoundPath(returnsPercent),
    finalReturnPercentage: band(finals),
    maxDrawdownPercentage: band(drawdowns),
    lossProbabilityPercentage: (losses / resamplings) * 100,
    finalReturns: finals,
  };
}
