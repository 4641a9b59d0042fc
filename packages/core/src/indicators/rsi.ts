import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { isZero } from './is-zero';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Relative strength index, 100 x avgGain / (avgGain + avgLoss) with Wilder's smoothing seeded by the mean of the
 * first `period` changes (0 when both averages are 0); warm-up `period` bars after the first value; TA-Lib RSI,
 * with its (a x (n - 1) + x) / n run as a x (1 - 1/n) + x / n: no division on the chain from bar to bar, equal
 * to TA-Lib within rounding.
 */
export function rsi(values: Float64Array, period = 14, columns: ColumnSource = NEW_COLUMNS): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period;
  const out = outputArray(n, first, columns);
  if (first >= n) return out;
  let gain = 0;
  let loss = 0;
  for (let i = start + 1; i <= first; i++) {
    const change = values[i]! - values[i - 1]!;
    if (change < 0) loss -= change;
    else gain += change;
  }
  loss /= period;
  gain /= period;
  out[first] = ratio(gain, loss);
  const decay = 1 - 1 / period;
  const half = 0.5 / period;
  const decay2 = decay * decay;
  const decay3 = decay2 * decay;
  const decay4 = decay3 * decay;
  let previous = values[first]!;
  let i = first + 1;
  // Four bars a step, as smoothInto (ema.ts) runs an average: each chain from step to step holds one
  // multiplication and one addition per four bars; the sums made off the chain round by a few units in the last place.
  for (; i + 3 < n; i += 4) {
    const x1 = values[i]!;
    const x2 = values[i + 1]!;
    const x3 = values[i + 2]!;
    const x4 = values[i + 3]!;
    const h1 = (x1 - previous) * half;
    const h2 = (x2 - x1) * half;
    const h3 = (x3 - x2) * half;
    const h4 = (x4 - x3) * half;
    const g1 = gainOf(h1);
    const g2 = gainOf(h2);
    const g3 = gainOf(h3);
    const g4 = gainOf(h4);
    const l1 = lossOf(h1);
    const l2 = lossOf(h2);
    const l3 = lossOf(h3);
    const l4 = lossOf(h4);
    previous = x4;
    const gains2 = g1 * decay + g2;
    const gains3 = gains2 * decay + g3;
    const losses2 = l1 * decay + l2;
    const losses3 = losses2 * decay + l3;
    out[i] = ratio(gain * decay + g1, loss * decay + l1);
    out[i + 1] = ratio(gain * decay2 + gains2, loss * decay2 + losses2);
    out[i + 2] = ratio(gain * decay3 + gains3, loss * decay3 + losses3);
    gain = gain * decay4 + (gains3 * decay + g4);
    loss = loss * decay4 + (losses3 * decay + l4);
    out[i + 3] = ratio(gain, loss);
  }
  for (; i < n; i++) {
    const x = values[i]!;
    const h = (x - previous) * half;
    gain = gain * decay + gainOf(h);
    loss = loss * decay + lossOf(h);
    previous = x;
    out[i] = ratio(gain, loss);
  }
  return out;
}

// Of a change times 0.5 / period: |h| + h and |h| - h are the gain and the loss over the period exactly (twice
// the half), TA-Lib's branch without the branch.
function gainOf(h: number): number {
  return Math.abs(h) + h;
}

function lossOf(h: number): number {
  return Math.abs(h) - h;
}

function ratio(gain: number, loss: number): number {
  const total = gain + loss;
  return isZero(total) ? 0 : 100 * (gain / total);
}
