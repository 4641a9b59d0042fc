import { outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Commodity channel index, (typical price - its SMA) / (0.015 x mean absolute deviation) over `period` bars
 * (0 when either is 0); warm-up period - 1 bars; TA-Lib CCI.
 */
export function cci(high: Float64Array, low: Float64Array, close: Float64Array, period = 20): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1);
  // TA-Lib sums its circular buffer from slot 0, not from the oldest bar: bar i lives in slot i % period, and
  // the sums below run over the slots in that order so that the rounding is TA-Lib's.
  const window = new Float64Array(period);
  let slot = 0;
  for (let i = 0; i < n; i++) {
    const typical = (high[i]! + low[i]! + close[i]!) / 3;
    window[slot] = typical;
    if (++slot === period) slot = 0;
    if (i < period - 1) continue;
    let mean = 0;
    for (let j = 0; j < period; j++) mean += window[j]!;
    mean /= period;
    let deviation = 0;
    for (let j = 0; j < period; j++) deviation += Math.abs(window[j]! - mean);
    const distance = typical - mean;
    out[i] = distance !== 0 && deviation !== 0 ? distance / (0.015 * (deviation / period)) : 0;
  }
  return out;
}
