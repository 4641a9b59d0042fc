import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { extremeState, windowExtreme } from './rolling-extreme';

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
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first);
  const state = extremeState();
  for (let i = first; i < values.length; i++) out[i] = windowExtreme(values, i, period, sign, state);
  return out;
}
