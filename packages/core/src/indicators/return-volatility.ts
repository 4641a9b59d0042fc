import { newColumn } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { percentChange } from './rate-of-change';
import { rollDeviation } from './std-dev';

/**
 * Volatility in percent, the population standard deviation of the last `period` one-bar returns in percent;
 * warm-up `period` bars (period + 1 closes); ours, as TA-Lib STDDEV(ROC(close, 1), period): the
 * design asks for the standard deviation of the last 20 daily returns in percent, and TA-Lib's deviation is
 * the population one.
 */
export function returnVolatility(close: Float64Array, period = 20): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period);
  // The returns in a column, then STDDEV's roll over them (as fast as a ring of the last `period` returns).
  const returns = newColumn(n);
  for (let i = 1; i < n; i++) returns[i] = percentChange(close[i - 1]!, close[i]!);
  rollDeviation(returns, 1, period, 1, out);
  return out;
}
