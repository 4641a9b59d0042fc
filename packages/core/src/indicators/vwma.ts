import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Volume-weighted moving average; warm-up period - 1 bars after the first value; TradingView Pine
 * `ta.sma(src * volume, length) / ta.sma(volume, length)` (NaN where the window's volume is 0, Pine's na), with
 * TA-Lib's running sums, divided once: the two divisions by the period cancel, and the one division left is a
 * third of the work (equal to the quotient of the two SMAs within rounding).
 */
export function vwma(values: Float64Array, volume: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first);
  let weighted = 0;
  let total = 0;
  for (let i = start; i < first && i < n; i++) {
    weighted += values[i]! * volume[i]!;
    total += volume[i]!;
  }
  let trailing = start;
  for (let i = first; i < n; i++) {
    weighted += values[i]! * volume[i]!;
    total += volume[i]!;
    out[i] = weighted / total;
    weighted -= values[trailing]! * volume[trailing]!;
    total -= volume[trailing++]!;
  }
  return out;
}
