import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Rolling population standard deviation over `period` bars times `deviations`, as sqrt(mean(x^2) - mean(x)^2)
 * from running sums (0 when that variance is below 1e-14); warm-up period - 1 bars after the first value;
 * TA-Lib STDDEV.
 */
export function stdDev(values: Float64Array, period: number, deviations = 1): Float64Array {
  checkPeriod('period', period);
  const start = firstValue(values);
  const out = outputArray(values.length, start + period - 1);
  rollDeviation(values, start, period, deviations, out);
  return out;
}

/**
 * TA-Lib's INT_VAR rolled over values[start ..], its sums in locals (the optimiser keeps them in registers; a
 * state object handed to a step function costs a load and a store of each sum a bar): from bar
 * start + period - 1 on, `deviations` x the window's population standard deviation into `widths`; or, given
 * `middle` and `lower`, the window's mean (TA-Lib's SMA to the bit) into `middle`, the mean plus the width into
 * `widths` and the mean minus it into `lower`.
 */
export function rollDeviation(
  values: Float64Array,
  start: number,
  period: number,
  deviations: number,
  widths: Float64Array,
  middle?: Float64Array,
  lower?: Float64Array,
): void {
  const n = values.length;
  const first = start + period - 1;
  let total = 0;
  let squares = 0;
  for (let i = start; i < first && i < n; i++) {
    const x = values[i]!;
    total += x;
    squares += x * x;
  }
  const scale = 1 / period;
  // TA-Lib's order: add the newest, read, then drop the oldest.
  for (let i = first; i < n; i++) {
    const x = values[i]!;
    const sum = total + x;
    const sumOfSquares = squares + x * x;
    const oldest = values[i - period + 1]!;
    total = sum - oldest;
    squares = sumOfSquares - oldest * oldest;
    // The divider is the loop's bound (two divisions and a root a bar): away from a flat window, products by
    // 1 / period give the variance within 1e-11 of TA-Lib's quotients. Near one (a deviation under 1 % of the
    // mean) the variance is mostly rounding noise, so TA-Lib's own divisions are repeated, noise and all.
    const roughMean = sum * scale;
    const roughVariance = sumOfSquares * scale - roughMean * roughMean;
    const width =
      roughVariance > roughMean * roughMean * 1e-4
        ? scaled(Math.sqrt(roughVariance), deviations)
        : deviation(sumOfSquares / period - (sum / period) * (sum / period), deviations);
    if (middle === undefined || lower === undefined) {
      widths[i] = width;
      continue;
    }
    const mean = sum / period;
    middle[i] = mean;
    widths[i] = mean + width;
    lower[i] = mean - width;
  }
}

/** TA-Lib's square root of a running variance: 0 unless the variance is at least TA_EPSILON (1e-14). */
function deviation(variance: number, deviations: number): number {
  if (variance < 1e-14) return 0;
  return scaled(Math.sqrt(variance), deviations);
}

function scaled(root: number, deviations: number): number {
  return deviations === 1 ? root : root * deviations;
}
