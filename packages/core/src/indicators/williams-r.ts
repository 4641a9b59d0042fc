import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { windowHighsInto, windowLowsInto } from './window-extremes';

/**
 * Williams %R, (highest high - close) / ((highest high - lowest low) / -100) over `period` bars, from -100 to 0
 * (0 on a zero range); warm-up period - 1 bars; TA-Lib WILLR.
 */
export function williamsR(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1, columns);
  const highs = columns.column(n);
  const lows = columns.column(n);
  windowHighsInto(high, period, period - 1, highs);
  windowLowsInto(low, period, period - 1, lows);
  for (let i = period - 1; i < n; i++) {
    const top = highs[i]!;
    const range = (top - lows[i]!) / -100;
    out[i] = range !== 0 ? (top - close[i]!) / range : 0;
  }
  return out;
}
