import { outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Commodity channel index, (typical price - its SMA) / (0.015 x mean absolute deviation) over `period` bars
 * (0 when either is 0, or when the window holds one price); warm-up period - 1 bars; TA-Lib CCI, with the mean
 * rolled as TA-Lib's SMA and the deviation summed in four lanes (equal to TA-Lib's slot-by-slot sums within
 * rounding, in a quarter of the dependent additions).
 */
export function cci(high: Float64Array, low: Float64Array, close: Float64Array, period = 20): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1);
  const window = new Float64Array(period);
  let slot = 0;
  let sum = 0;
  let repeated = 0;
  let previous = Number.NaN;
  for (let i = 0; i < n; i++) {
    const typical = (high[i]! + low[i]! + close[i]!) / 3;
    sum += typical;
    window[slot] = typical;
    if (++slot === period) slot = 0;
    repeated = typical === previous ? repeated + 1 : 1;
    previous = typical;
    if (i < period - 1) continue;
    const mean = sum / period;
    sum -= window[slot]!;
    // A window of one repeated price is 0 / 0: TA-Lib's own rounding then decides between 0 and noise.
    if (repeated >= period) {
      out[i] = 0;
      continue;
    }
    const deviation = absoluteDeviation(window, mean);
    const distance = typical - mean;
    out[i] = distance !== 0 && deviation !== 0 ? distance / (0.015 * (deviation / period)) : 0;
  }
  return out;
}

/** The sum of |x - center| over the window, four lanes at a time. */
function absoluteDeviation(window: Float64Array, center: number): number {
  const length = window.length;
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let j = 0;
  for (; j + 3 < length; j += 4) {
    a += Math.abs(window[j]! - center);
    b += Math.abs(window[j + 1]! - center);
    c += Math.abs(window[j + 2]! - center);
    d += Math.abs(window[j + 3]! - center);
  }
  for (; j < length; j++) a += Math.abs(window[j]! - center);
  return a + b + (c + d);
}
