import { newColumn } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Commodity channel index, (typical price - its SMA) / (0.015 x mean absolute deviation) over `period` bars
 * (0 when either is 0, or when the window holds one price); warm-up period - 1 bars; TA-Lib CCI, with the mean
 * rolled as TA-Lib's SMA and the deviation summed in two lanes by position instead of slot by slot (equal to
 * TA-Lib's sums within rounding).
 */
export function cci(high: Float64Array, low: Float64Array, close: Float64Array, period = 20): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1);
  if (period > n) return out;
  // The typical prices in a column, with a copy of the last one after it so that bars go in pairs: the two
  // windows of a pair share all but one price each, and one pass over them reads each price once for both means
  // (the reads, not the arithmetic, are what a bar costs).
  const typical = newColumn(n + 1);
  for (let i = 0; i < n; i++) typical[i] = (high[i]! + low[i]! + close[i]!) / 3;
  typical[n] = typical[n - 1]!;
  // The last bar whose price differs from the one before: a window that starts at or after it holds one price.
  let changed = 0;
  let sum = 0;
  for (let i = 0; i < period - 1; i++) {
    if (i > 0 && typical[i] !== typical[i - 1]) changed = i;
    sum += typical[i]!;
  }
  for (let i = period - 1; i < n; i += 2) {
    const oldest = i - period + 1;
    const x0 = typical[i]!;
    const x1 = typical[i + 1]!;
    if (i > 0 && x0 !== typical[i - 1]) changed = i;
    sum += x0;
    const mean0 = sum / period;
    sum -= typical[oldest]!;
    sum += x1;
    const mean1 = sum / period;
    sum -= typical[oldest + 1]!;
    let a0 = Math.abs(typical[oldest]! - mean0);
    let a1 = Math.abs(x1 - mean1);
    let b0 = 0;
    let b1 = 0;
    let j = oldest + 1;
    for (; j < i; j += 2) {
      const x = typical[j]!;
      const y = typical[j + 1]!;
      a0 += Math.abs(x - mean0);
      a1 += Math.abs(x - mean1);
      b0 += Math.abs(y - mean0);
      b1 += Math.abs(y - mean1);
    }
    if (j === i) {
      a0 += Math.abs(x0 - mean0);
      a1 += Math.abs(x0 - mean1);
    }
    out[i] = changed <= oldest ? 0 : channelIndex(x0 - mean0, a0 + b0, period);
    if (i + 1 === n) break;
    if (x1 !== x0) changed = i + 1;
    out[i + 1] = changed <= oldest + 1 ? 0 : channelIndex(x1 - mean1, a1 + b1, period);
  }
  return out;
}

/** TA-Lib's CCI of a bar from its distance to the mean and the window's sum of absolute deviations. */
function channelIndex(distance: number, deviations: number, period: number): number {
  return distance !== 0 && deviations !== 0 ? distance / (0.015 * (deviations / period)) : 0;
}
