import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Linearly weighted moving average (weights 1 .. period, newest heaviest); warm-up period - 1 bars after the
 * first value; TA-Lib WMA, its weighted and plain sums rolled with one addition each from bar to bar (equal
 * within rounding; period 1 returns the values, as TA-Lib does).
 */
export function wma(values: Float64Array, period: number, columns: ColumnSource = NEW_COLUMNS): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first, columns);
  if (period === 1) {
    out.set(values.subarray(start), start);
    return out;
  }
  // The weighted sum is kept one bar behind, primed with weights 2 .. period: each bar then adds
  // x * period - plain before plain takes x and drops the leaving value, one addition on each chain from bar to
  // bar where TA-Lib's order has two; a multiplication by 1 / divider stands for TA-Lib's division.
  const inverse = 1 / weightTotal(period);
  let weighted = 0;
  let plain = 0;
  for (let i = start; i < first && i < n; i++) {
    weighted += values[i]! * (i - start + 2);
    plain += values[i]!;
  }
  let leaving = 0;
  for (let i = first; i < n; i++) {
    const x = values[i]!;
    weighted += x * period - plain;
    plain += x - leaving;
    leaving = values[i - period + 1]!;
    out[i] = weighted * inverse;
  }
  return out;
}

/** The sum of the weights 1 .. period, TA-Lib's divider of the weighted sum. */
export function weightTotal(period: number): number {
  return (period * (period + 1)) / 2;
}
