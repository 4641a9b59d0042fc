import { outputArray } from './output';
import { checkPeriod } from './period';
import { type WindowExtreme, windowHigh, windowLow } from './rolling-extreme';

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
  const highs: WindowExtreme = { value: Number.NaN, at: -1 };
  const lows: WindowExtreme = { value: Number.NaN, at: -1 };
  for (let i = period - 1; i < n; i++) {
    const top = windowHigh(high, i, period, highs);
    const range = (top - windowLow(low, i, period, lows)) / -100;
    out[i] = range !== 0 ? (top - close[i]!) / range : 0;
  }
  return out;
}
