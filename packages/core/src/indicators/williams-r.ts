import { outputArray } from './output';
import { checkPeriod } from './period';
import { EXTREME_CHUNK, windowRanges } from './window-extremes';

/**
 * Williams %R, (highest high - close) / ((highest high - lowest low) / -100) over `period` bars, from -100 to 0
 * (0 on a zero range); warm-up period - 1 bars; TA-Lib WILLR.
 */
export function williamsR(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1);
  for (let from = period - 1; from < n; from += EXTREME_CHUNK) {
    const to = Math.min(n, from + EXTREME_CHUNK);
    const { highs, lows } = windowRanges(high, low, period, from, to);
    for (let i = from; i < to; i++) {
      const top = highs[i - from]!;
      const range = (top - lows[i - from]!) / -100;
      out[i] = range !== 0 ? (top - close[i]!) / range : 0;
    }
  }
  return out;
}
