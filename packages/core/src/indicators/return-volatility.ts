import { rateOfChange } from './rate-of-change';
import { stdDev } from './std-dev';

/**
 * Volatility in percent, the population standard deviation of the last `period` one-bar returns in percent;
 * warm-up `period` bars (period + 1 closes); ours, as TA-Lib STDDEV(ROC(close, 1), period): the design asks for
 * the standard deviation of the last 20 daily returns in percent, and TA-Lib's deviation is the population one.
 */
export function returnVolatility(close: Float64Array, period = 20): Float64Array {
  return stdDev(rateOfChange(close, 1), period);
}
