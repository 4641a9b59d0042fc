import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Volume-weighted moving average; warm-up period - 1 bars after the first value; TradingView Pine
 * `ta.sma(src * volume, length) / ta.sma(volume, length)` (NaN where the window's volume is 0, Pine's na), with
 * running sums, divided once: the two divisions by the period cancel, and the one division left is a
 * third of the work (equal to the quotient of the two SMAs within rounding).
 */
export function vwma(
  values: Float64Array,
  volume: Float64Array,
  period: number,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first, columns);
  let weighted = 0;
  let total = 0;
  for (let i = start; i < first && i < n; i++) {
    weighted += values[i]! * volume[i]!;
    total += volume[i]!;
  }
  if (first < n) {
    weighted += values[first]! * volume[first]!;
    total += volume[first]!;
    out[first] = weighted / total;
  }
  // Each sum rolled by the difference of the newest and the leaving term: one addition on the chain a bar.
  for (let i = first + 1; i < n; i++) {
    const leaving = i - period;
    weighted += values[i]! * volume[i]! - values[leaving]! * volume[leaving]!;
    total += volume[i]! - volume[leaving]!;
    out[i] = weighted / total;
  }
  return out;
}
