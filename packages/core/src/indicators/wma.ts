import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Linearly weighted moving average (weights 1 .. period, newest heaviest); warm-up period - 1 bars after the
 * first value; TA-Lib WMA.
 */
export function wma(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const start = firstValue(values);
  const out = outputArray(values.length, start + period - 1);
  wmaInto(values, start, period, out);
  return out;
}

/**
 * TA-Lib's WMA of values[from ..] into out[from + period - 1 ..], kept as a weighted sum and a plain sum (period 1
 * passes the values through, as TA-Lib does).
 */
export function wmaInto(values: Float64Array, from: number, period: number, out: Float64Array): void {
  const n = values.length;
  if (period === 1) {
    for (let i = from; i < n; i++) out[i] = values[i]!;
    return;
  }
  const divider = (period * (period + 1)) / 2;
  const first = from + period - 1;
  let weighted = 0;
  let plain = 0;
  let i = from;
  for (let weight = 1; i < first && i < n; weight++, i++) {
    const x = values[i]!;
    plain += x;
    weighted += x * weight;
  }
  let trailing = from;
  let trailingValue = 0;
  for (; i < n; i++) {
    const x = values[i]!;
    plain += x;
    plain -= trailingValue;
    weighted += x * period;
    trailingValue = values[trailing++]!;
    out[i] = weighted / divider;
    weighted -= plain;
  }
}
