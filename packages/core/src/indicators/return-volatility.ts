import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { percentChange } from './rate-of-change';
import { ringMask } from './ring';
import { width } from './std-dev';

/**
 * Volatility in percent, the population standard deviation of the last `period` one-bar returns in percent;
 * warm-up `period` bars (period + 1 closes); ours, as TA-Lib STDDEV(ROC(close, 1), period): Volatile Stocks
 * ranks by the standard deviation of the last 20 daily returns in percent, and TA-Lib's deviation is the
 * population one.
 */
export function returnVolatility(
  close: Float64Array,
  period = 20,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period, columns);
  // STDDEV's roll (rollDeviation) over the returns, kept in a ring of the last `period` instead of a column:
  // a column of returns is a million-bar write and read back.
  const mask = ringMask(period);
  const returns = new Float64Array(mask + 1);
  let total = 0;
  let squares = 0;
  for (let i = 1; i < period && i < n; i++) {
    const x = percentChange(close[i - 1]!, close[i]!);
    returns[i & mask] = x;
    total += x;
    squares += x * x;
  }
  const scale = 1 / period;
  for (let i = period; i < n; i++) {
    const x = percentChange(close[i - 1]!, close[i]!);
    returns[i & mask] = x;
    const sum = total + x;
    const sumOfSquares = squares + x * x;
    const oldest = returns[(i - period + 1) & mask]!;
    total = sum - oldest;
    squares = sumOfSquares - oldest * oldest;
    out[i] = width(sum, sumOfSquares, scale, period, 1);
  }
  return out;
}
