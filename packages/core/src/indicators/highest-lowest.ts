import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { windowHighsInto, windowLowsInto } from './window-extremes';

/** Highest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MAX. */
export function highest(
  values: Float64Array,
  period: number,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first, columns);
  windowHighsInto(values, period, first, out);
  return out;
}

/** Lowest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MIN. */
export function lowest(
  values: Float64Array,
  period: number,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first, columns);
  windowLowsInto(values, period, first, out);
  return out;
}
