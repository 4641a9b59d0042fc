import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Volume-weighted moving average; warm-up period - 1 bars after the first value; TradingView Pine
 * `ta.sma(src * volume, length) / ta.sma(volume, length)` (NaN where the window's volume is 0, Pine's na), with
 * TA-Lib's running SMA.
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
    const weightedSum = weighted;
    const volumeSum = total;
    weighted -= values[trailing]! * volume[trailing]!;
    total -= volume[trailing++]!;
    out[i] = weightedSum / period / (volumeSum / period);
  }
  return out;
}
