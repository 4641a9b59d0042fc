import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Linearly weighted moving average (weights 1 .. period, newest heaviest); warm-up period - 1 bars after the
 * first value; TA-Lib WMA.
 */
export function wma(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first);
  const window: WeightedWindow = { weighted: 0, plain: 0, leaving: 0 };
  const divider = weightTotal(period);
  for (let i = start; i < first && i < n; i++) wmaPrime(window, values[i]!, i - start + 1);
  for (let i = first; i < n; i++)
    out[i] = wmaNext(window, values[i]!, values[i - period + 1]!, period, divider);
  return out;
}

/**
 * TA-Lib's WMA rolled one value at a time: a weighted sum, a plain sum and the value that leaves the plain sum at
 * the next step. A caller makes it as the literal `{ weighted: 0, plain: 0, leaving: 0 }` in its own body, so
 * that the optimiser keeps the fields in registers (see rolling-extreme.ts).
 */
export interface WeightedWindow {
  weighted: number;
  plain: number;
  leaving: number;
}

/** Takes the value of weight `weight` (1 .. period - 1) of the first window. */
export function wmaPrime(window: WeightedWindow, x: number, weight: number): void {
  window.plain += x;
  window.weighted += x * weight;
}

/** The sum of the weights 1 .. period, TA-Lib's divider. */
export function weightTotal(period: number): number {
  return (period * (period + 1)) / 2;
}

/**
 * Takes the next value, with the oldest of its window (which leaves at the next step), and gives the average
 * (`divider` from `weightTotal`, computed once by the caller); period 1 passes the value through, as TA-Lib does.
 */
export function wmaNext(
  window: WeightedWindow,
  x: number,
  oldest: number,
  period: number,
  divider: number,
): number {
  if (period === 1) return x;
  const plain = window.plain + x - window.leaving;
  const weighted = window.weighted + x * period;
  window.leaving = oldest;
  window.plain = plain;
  window.weighted = weighted - plain;
  return weighted / divider;
}
