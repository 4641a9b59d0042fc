import { outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Awesome oscillator, SMA(fast) - SMA(slow) of the median price (high + low) / 2; warm-up max(fast, slow) - 1
 * bars; TradingView Pine `ta.sma(hl2, 5) - ta.sma(hl2, 34)` with TA-Lib's MEDPRICE and running SMA.
 */
export function awesomeOscillator(high: Float64Array, low: Float64Array, fast = 5, slow = 34): Float64Array {
  checkPeriod('fast', fast);
  checkPeriod('slow', slow);
  const n = high.length;
  const first = Math.max(fast, slow) - 1;
  const out = outputArray(n, first);
  let fastTotal = 0;
  let slowTotal = 0;
  for (let i = 0; i < n; i++) {
    const median = (high[i]! + low[i]!) / 2;
    fastTotal += median;
    slowTotal += median;
    const fastSum = fastTotal;
    const slowSum = slowTotal;
    if (i >= fast - 1) fastTotal -= (high[i - fast + 1]! + low[i - fast + 1]!) / 2;
    if (i >= slow - 1) slowTotal -= (high[i - slow + 1]! + low[i - slow + 1]!) / 2;
    if (i >= first) out[i] = fastSum / fast - slowSum / slow;
  }
  return out;
}
