import { isZero } from './is-zero';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Relative strength index, 100 x avgGain / (avgGain + avgLoss) with Wilder's smoothing seeded by the mean of the
 * first `period` changes (0 when both averages are 0); warm-up `period` bars after the first value; TA-Lib RSI,
 * with its (a x (n - 1) + x) / n run as a x (1 - 1/n) + x / n: no division on the chain from bar to bar, equal
 * to TA-Lib within rounding.
 */
export function rsi(values: Float64Array, period = 14): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period;
  const out = outputArray(n, first);
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
  let previous = values[first]!;
  for (let i = first + 1; i < n; i++) {
    // |change| +/- change is exactly twice the gain or the loss: TA-Lib's branch without the branch.
    const x = values[i]!;
    const change = x - previous;
    previous = x;
    const size = Math.abs(change);
    loss = loss * decay + (size - change) * half;
    gain = gain * decay + (size + change) * half;
    out[i] = ratio(gain, loss);
  }
  return out;
}

function ratio(gain: number, loss: number): number {
  const total = gain + loss;
  return isZero(total) ? 0 : 100 * (gain / total);
}
