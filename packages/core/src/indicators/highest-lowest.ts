import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { RollingExtreme } from './rolling-extreme';

/** Highest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MAX. */
export function highest(values: Float64Array, period: number): Float64Array {
  return rolling(values, period, 1);
}

/** Lowest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MIN. */
export function lowest(values: Float64Array, period: number): Float64Array {
  return rolling(values, period, -1);
}

function rolling(values: Float64Array, period: number, sign: 1 | -1): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const first = firstValue(values) + period - 1;
  const out = outputArray(n, first);
  const extreme = new RollingExtreme(values, period, sign);
  for (let i = first; i < n; i++) out[i] = extreme.next(i);
  return out;
}
