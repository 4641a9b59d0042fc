import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Rate of change in percent, (value / value `period` bars ago - 1) x 100 (0 after a zero); warm-up `period` bars
 * after the first value; TA-Lib ROC.
 */
export function rateOfChange(
  values: Float64Array,
  period = 10,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const first = firstValue(values) + period;
  const out = outputArray(n, first, columns);
  for (let i = first; i < n; i++) out[i] = percentChange(values[i - period]!, values[i]!);
  return out;
}

/** TA-Lib ROC's step: (to / from - 1) x 100, 0 when `from` is 0. */
export function percentChange(from: number, to: number): number {
  return from !== 0 ? (to / from - 1) * 100 : 0;
}
