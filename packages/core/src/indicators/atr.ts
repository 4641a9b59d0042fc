import { outputArray } from './output';
import { checkPeriod } from './period';
import { trueRangeOf } from './true-range';

/**
 * Average true range, Wilder's average of the true range seeded with the mean of its first `period` values;
 * warm-up `period` bars; TA-Lib ATR, its (a x (n - 1) + x) / n run as a x (1 - 1/n) + x / n (equal within
 * rounding, without a division on the chain from bar to bar).
 */
export function atr(high: Float64Array, low: Float64Array, close: Float64Array, period = 14): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period);
  if (period >= n) return out;
  let total = 0;
  for (let i = 1; i <= period; i++) total += trueRangeOf(high[i]!, low[i]!, close[i - 1]!);
  let average = total / period;
  out[period] = average;
  const decay = 1 - 1 / period;
  const share = 1 / period;
  for (let i = period + 1; i < n; i++) {
    average = average * decay + trueRangeOf(high[i]!, low[i]!, close[i - 1]!) * share;
    out[i] = average;
  }
  return out;
}
