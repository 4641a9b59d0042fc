import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Exponential moving average with k = 2 / (period + 1), seeded with the SMA of the first `period` values; warm-up
 * period - 1 bars after the first value; TA-Lib EMA (period 1 returns the values, as TA-Lib's MA does).
 */
export function ema(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const start = firstValue(values);
  const out = outputArray(values.length, start + period - 1);
  if (period === 1) {
    out.set(values.subarray(start), start);
    return out;
  }
  emaInto(values, start, period, 2 / (period + 1), out);
  return out;
}

/**
 * TA-Lib's INT_EMA: seeds with the mean of values[from .. from + period - 1], writes that at from + period - 1 and
 * every later bar as prev + k (x - prev).
 */
function emaInto(values: Float64Array, from: number, period: number, k: number, out: Float64Array): void {
  const n = values.length;
  const seedEnd = from + period - 1;
  if (seedEnd >= n) return;
  let total = 0;
  for (let i = from; i <= seedEnd; i++) total += values[i]!;
  let prev = total / period;
  out[seedEnd] = prev;
  for (let i = seedEnd + 1; i < n; i++) {
    prev = (values[i]! - prev) * k + prev;
    out[i] = prev;
  }
}
