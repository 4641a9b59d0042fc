import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/** Simple moving average of `values` over `period` bars; warm-up period - 1 bars after the first value; TA-Lib SMA. */
export function sma(values: Float64Array, period: number, columns: ColumnSource = NEW_COLUMNS): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first, columns);
  // One addition a bar on the chain from bar to bar (TA-Lib adds the newest and drops the oldest in two):
  // equal to TA-Lib within rounding, and the chain's latency is what bounds the loop.
  let total = 0;
  for (let i = start; i < first && i < n; i++) total += values[i]!;
  if (first < n) {
    total += values[first]!;
    out[first] = total / period;
  }
  for (let i = first + 1; i < n; i++) {
    total += values[i]! - values[i - period]!;
    out[i] = total / period;
  }
  return out;
}
