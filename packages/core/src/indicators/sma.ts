import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/** Simple moving average of `values` over `period` bars; warm-up period - 1 bars after the first value; TA-Lib SMA. */
export function sma(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first);
  // TA-Lib's running total: add the newest, read, then drop the oldest (that order fixes the rounding).
  let total = 0;
  for (let i = start; i < first && i < n; i++) total += values[i]!;
  let trailing = start;
  for (let i = first; i < n; i++) {
    total += values[i]!;
    const sum = total;
    total -= values[trailing++]!;
    out[i] = sum / period;
  }
  return out;
}
