import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { deviation, varianceNext, variancePrime, varianceWindow } from './std-dev';

export interface BollingerBands {
  readonly lower: Float64Array;
  readonly middle: Float64Array;
  readonly upper: Float64Array;
}

/**
 * Bollinger Bands: SMA(period) -/+ `deviations` x the population standard deviation of the same window;
 * warm-up period - 1 bars after the first value; TA-Lib BBANDS with its SMA (mean of squares minus squared mean).
 */
export function bollingerBands(values: Float64Array, period = 20, deviations = 2): BollingerBands {
  checkPeriod('period', period);
  const n = values.length;
  const start = firstValue(values);
  const first = start + period - 1;
  const lower = outputArray(n, first);
  const middle = outputArray(n, first);
  const upper = outputArray(n, first);
  const window = varianceWindow();
  for (let i = start; i < first && i < n; i++) variancePrime(window, values[i]!);
  for (let i = first; i < n; i++) {
    const width = deviation(varianceNext(window, values[i]!, values[i - period + 1]!, period), deviations);
    const mean = window[2]!;
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return { lower, middle, upper };
}
