import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { deviation } from './std-dev';

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
    const old = values[trailing++]!;
    total -= old;
    const meanSquare = squares / period;
    squares -= old * old;
    const width = deviation(meanSquare - mean * mean, deviations);
    middle[i] = mean;
    upper[i] = mean + width;
    lower[i] = mean - width;
  }
  return { lower, middle, upper };
}
