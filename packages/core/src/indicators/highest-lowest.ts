import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { type WindowExtreme, windowHigh, windowLow } from './rolling-extreme';

// Two loops that differ in the tracker they call: one loop handed the tracker would call both through one call
// site, which V8 then dispatches on every bar instead of inlining (half again the time of a million bars).

/** Highest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MAX. */
export function highest(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first);
  const state: WindowExtreme = { value: Number.NaN, at: -1 };
  for (let i = first; i < values.length; i++) out[i] = windowHigh(values, i, period, state);
  return out;
}

/** Lowest value of the last `period` bars; warm-up period - 1 bars after the first value; TA-Lib MIN. */
export function lowest(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const first = firstValue(values) + period - 1;
  const out = outputArray(values.length, first);
  const state: WindowExtreme = { value: Number.NaN, at: -1 };
  for (let i = first; i < values.length; i++) out[i] = windowLow(values, i, period, state);
  return out;
}
