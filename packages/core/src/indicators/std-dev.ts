import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Rolling population standard deviation over `period` bars times `deviations`, as sqrt(mean(x^2) - mean(x)^2)
 * from running sums (0 when that variance is below 1e-14); warm-up period - 1 bars after the first value;
 * TA-Lib STDDEV.
 */
export function stdDev(values: Float64Array, period: number, deviations = 1): Float64Array {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const out = outputArray(n, first);
  const window = varianceWindow();
  for (let i = start; i < first && i < n; i++) variancePrime(window, values[i]!);
  for (let i = first; i < n; i++) {
    out[i] = deviation(varianceNext(window, values[i]!, values[i - period + 1]!, period), deviations);
  }
  return out;
}

/**
 * TA-Lib's INT_VAR rolled one value at a time, in a small typed array so that a loop keeps it inlined:
 * [total, squares, mean]. After `varianceNext`, slot 2 holds the window's mean, TA-Lib's SMA to the bit.
 */
export function varianceWindow(): Float64Array {
  return new Float64Array(3);
}

/** Takes one of the first period - 1 values. */
export function variancePrime(window: Float64Array, x: number): void {
  window[0] = window[0]! + x;
  window[1] = window[1]! + x * x;
}

/**
 * Takes the next value with the oldest of its window (dropped after the variance is read, in TA-Lib's order)
 * and gives the population variance, mean(x^2) - mean(x)^2.
 */
export function varianceNext(window: Float64Array, x: number, oldest: number, period: number): number {
  const total = window[0]! + x;
  const squares = window[1]! + x * x;
  const mean = total / period;
  window[0] = total - oldest;
  window[1] = squares - oldest * oldest;
  window[2] = mean;
  return squares / period - mean * mean;
}

/** TA-Lib's square root of a running variance: 0 unless the variance is at least TA_EPSILON (1e-14). */
export function deviation(variance: number, deviations: number): number {
  if (variance < 1e-14) return 0;
  return deviations === 1 ? Math.sqrt(variance) : Math.sqrt(variance) * deviations;
}
