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
  let total = 0;
  let squares = 0;
  for (let i = start; i < first && i < n; i++) {
    const x = values[i]!;
    total += x;
    squares += x * x;
  }
  let trailing = start;
  for (let i = first; i < n; i++) {
    const x = values[i]!;
    total += x;
    squares += x * x;
    const mean = total / period;
    const variance = squares / period - mean * mean;
    const old = values[trailing++]!;
    total -= old;
    squares -= old * old;
    out[i] = deviation(variance, deviations);
  }
  return out;
}

/** TA-Lib's square root of a running variance: 0 unless the variance is at least TA_EPSILON (1e-14). */
export function deviation(variance: number, deviations: number): number {
  if (variance < 1e-14) return 0;
  return deviations === 1 ? Math.sqrt(variance) : Math.sqrt(variance) * deviations;
}
