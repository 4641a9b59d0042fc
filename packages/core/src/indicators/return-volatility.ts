import { outputArray } from './output';
import { checkPeriod } from './period';
import { percentChange } from './rate-of-change';
import { ringMask } from './ring';
import { deviation, varianceNext, variancePrime, varianceWindow } from './std-dev';

/**
 * Volatility in percent, the population standard deviation of the last `period` one-bar returns in percent;
 * warm-up `period` bars (period + 1 closes); ours, as TA-Lib STDDEV(ROC(close, 1), period) in one pass: the
 * design asks for the standard deviation of the last 20 daily returns in percent, and TA-Lib's deviation is
 * the population one.
 */
export function returnVolatility(close: Float64Array, period = 20): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period);
  // The last `period` returns, so that the one leaving the window is not computed twice.
  const mask = ringMask(period);
  const returns = new Float64Array(mask + 1);
  const window = varianceWindow();
  for (let i = 1; i < period && i < n; i++) {
    const r = percentChange(close[i - 1]!, close[i]!);
    returns[i & mask] = r;
    variancePrime(window, r);
  }
  for (let i = period; i < n; i++) {
    const r = percentChange(close[i - 1]!, close[i]!);
    returns[i & mask] = r;
    out[i] = deviation(varianceNext(window, r, returns[(i - period + 1) & mask]!, period), 1);
  }
  return out;
}
