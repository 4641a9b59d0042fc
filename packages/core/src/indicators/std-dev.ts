import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Rolling population standard deviation over `period` bars times `deviations`, as sqrt(mean(x^2) - mean(x)^2)
 * from running sums (0 when that variance is below 1e-14); warm-up period - 1 bars after the first value;
 * TA-Lib STDDEV.
 */
export function stdDev(
  values: Float64Array,
  period: number,
  deviations = 1,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const start = firstValue(values);
  const out = outputArray(values.length, start + period - 1, columns);
  rollDeviation(values, start, period, deviations, out);
  return out;
}

/**
 * TA-Lib's INT_VAR rolled over values[start ..], its sums in locals (the optimiser keeps them in registers; a
 * state object handed to a step function costs a load and a store of each sum a bar): from bar
 * start + period - 1 on, `deviations` x the window's population standard deviation into `widths`.
 */
export function rollDeviation(
  values: Float64Array,
  start: number,
  period: number,
  deviations: number,
  widths: Float64Array,
): void {
  const n = values.length;
  const first = start + period - 1;
  let total = sumOf(values, start, first);
  let squares = sumOfSquares(values, start, first);
  const scale = 1 / period;
  // TA-Lib's order: add the newest, read, then drop the oldest.
  for (let i = first; i < n; i++) {
    const x = values[i]!;
    const sum = total + x;
    const sumOfSquares = squares + x * x;
    const oldest = values[i - period + 1]!;
    total = sum - oldest;
    squares = sumOfSquares - oldest * oldest;
    widths[i] = width(sum, sumOfSquares, scale, period, deviations);
  }
}

/**
 * Bollinger's roll: rollDeviation's sums with, from bar start + period - 1 on, the window's mean (TA-Lib's SMA
 * to the bit) into `middle`, the mean plus `deviations` standard deviations into `upper` and minus into `lower`.
 * A loop of its own: one loop for both, with a test a bar for which to write, costs stdDev a tenth.
 */
export function rollBands(
  values: Float64Array,
  start: number,
  period: number,
  deviations: number,
  lower: Float64Array,
  middle: Float64Array,
  upper: Float64Array,
): void {
  const n = values.length;
  const first = start + period - 1;
  let total = sumOf(values, start, first);
  let squares = sumOfSquares(values, start, first);
  const scale = 1 / period;
  for (let i = first; i < n; i++) {
    const x = values[i]!;
    const sum = total + x;
    const sumOfSquares = squares + x * x;
    const oldest = values[i - period + 1]!;
    total = sum - oldest;
    squares = sumOfSquares - oldest * oldest;
    const mean = sum / period;
    const band = width(sum, sumOfSquares, scale, period, deviations);
    middle[i] = mean;
    upper[i] = mean + band;
    lower[i] = mean - band;
  }
}

function sumOf(values: Float64Array, from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to && i < values.length; i++) total += values[i]!;
  return total;
}

function sumOfSquares(values: Float64Array, from: number, to: number): number {
  let total = 0;
  for (let i = from; i < to && i < values.length; i++) total += values[i]! * values[i]!;
  return total;
}

/**
 * `deviations` x the standard deviation of a window from its sum and sum of squares. The divider is the loop's
 * bound (two divisions and a root a bar): away from a flat window, products by `scale` (1 / period) give the
 * variance within 1e-11 of TA-Lib's quotients. Near one (a deviation under 1 % of the mean) the variance is mostly
 * rounding noise, so TA-Lib's own divisions are repeated, noise and all. A deviations of 1 multiplies exactly.
 */
export function width(
  sum: number,
  sumOfSquares: number,
  scale: number,
  period: number,
  deviations: number,
): number {
  const roughMean = sum * scale;
  const squaredMean = roughMean * roughMean;
  const roughVariance = sumOfSquares * scale - squaredMean;
  if (roughVariance > squaredMean * 1e-4) return Math.sqrt(roughVariance) * deviations;
  return flatDeviation(sumOfSquares / period - (sum / period) * (sum / period), deviations);
}

/** TA-Lib's square root of a running variance: 0 unless the variance is at least TA_EPSILON (1e-14). */
function flatDeviation(variance: number, deviations: number): number {
  return variance < 1e-14 ? 0 : Math.sqrt(variance) * deviations;
}
