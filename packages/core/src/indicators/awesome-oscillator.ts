import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { ringMask } from './ring';

/**
 * Awesome oscillator, SMA(fast) - SMA(slow) of the median price (high + low) / 2; warm-up max(fast, slow) - 1
 * bars; TradingView Pine `ta.sma(hl2, 5) - ta.sma(hl2, 34)` with TA-Lib's MEDPRICE and running SMA.
 */
export function awesomeOscillator(
  high: Float64Array,
  low: Float64Array,
  fast = 5,
  slow = 34,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('fast', fast);
  checkPeriod('slow', slow);
  const n = high.length;
  const longer = Math.max(fast, slow);
  const out = outputArray(n, longer - 1, columns);
  if (longer > n) return out;
  // TA-Lib's running sums, each rolled by the difference of the newest and the leaving median (one addition on
  // the chain from bar to bar), and multiplied by 1 / period instead of divided (equal within rounding).
  let fastTotal = 0;
  let slowTotal = 0;
  for (let i = 0; i < longer; i++) {
    const median = (high[i]! + low[i]!) * 0.5;
    if (i >= longer - fast) fastTotal += median;
    if (i >= longer - slow) slowTotal += median;
  }
  const fastScale = 1 / fast;
  const slowScale = 1 / slow;
  out[longer - 1] = fastTotal * fastScale - slowTotal * slowScale;
  // The medians of the last `longer` bars in a ring: each is computed once, not again as it leaves each sum.
  const mask = ringMask(longer + 1);
  const medians = new Float64Array(mask + 1);
  for (let i = 0; i < longer; i++) medians[i] = (high[i]! + low[i]!) * 0.5;
  for (let i = longer; i < n; i++) {
    const median = (high[i]! + low[i]!) * 0.5;
    medians[i & mask] = median;
    fastTotal += median - medians[(i - fast) & mask]!;
    slowTotal += median - medians[(i - slow) & mask]!;
    out[i] = fastTotal * fastScale - slowTotal * slowScale;
  }
  return out;
}
