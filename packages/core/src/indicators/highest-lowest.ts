import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { EXTREME_CHUNK, windowHighs, windowLows } from './window-extremes';

/** Highest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MAX. */
export function highest(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first);
  for (let from = first; from < values.length; from += EXTREME_CHUNK) {
    const to = Math.min(values.length, from + EXTREME_CHUNK);
    out.set(windowHighs(values, period, from, to), from);
  }
  return out;
}

/** Lowest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MIN. */
export function lowest(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first);
  for (let from = first; from < values.length; from += EXTREME_CHUNK) {
    const to = Math.min(values.length, from + EXTREME_CHUNK);
    out.set(windowLows(values, period, from, to), from);
  }
  return out;
}
