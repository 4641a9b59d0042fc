import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/** Momentum, value - value `period` bars ago; warm-up `period` bars after the first value; TA-Lib MOM. */
export function momentum(
  values: Float64Array,
  period = 10,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const first = firstValue(values) + period;
  const out = outputArray(n, first, columns);
  for (let i = first; i < n; i++) out[i] = values[i]! - values[i - period]!;
  return out;
}
