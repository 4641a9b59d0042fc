import { outputArray } from './output';
import { checkPeriod } from './period';
import { extremeState, windowExtreme } from './rolling-extreme';

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
  const highs = extremeState();
  const lows = extremeState();
  for (let i = period - 1; i < n; i++) {
    const top = windowExtreme(high, i, period, 1, highs);
    const range = (top - windowExtreme(low, i, period, -1, lows)) / -100;
    out[i] = range !== 0 ? (top - close[i]!) / range : 0;
  }
  return out;
}
