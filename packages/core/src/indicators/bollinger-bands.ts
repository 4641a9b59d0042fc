import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { rollBands } from './std-dev';

export interface BollingerBands {
  readonly lower: Float64Array;
  readonly middle: Float64Array;
  readonly upper: Float64Array;
}

/**
 * Bollinger Bands: SMA(period) -/+ `deviations` x the population standard deviation of the same window;
 * warm-up period - 1 bars after the first value; TA-Lib BBANDS with its SMA (mean of squares minus squared mean).
 */
export function bollingerBands(
  values: Float64Array,
  period = 20,
  deviations = 2,
  columns: ColumnSource = NEW_COLUMNS,
): BollingerBands {
  checkPeriod('period', period);
  const start = firstValue(values);
  const first = start + period - 1;
  const lower = outputArray(values.length, first, columns);
  const middle = outputArray(values.length, first, columns);
  const upper = outputArray(values.length, first, columns);
  rollBands(values, start, period, deviations, lower, middle, upper);
  return { lower, middle, upper };
}
