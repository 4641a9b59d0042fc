import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { trueRangeOf } from './true-range';

/**
 * Average true range, Wilder's average of the true range seeded with the mean of its first `period` values;
 * warm-up `period` bars; TA-Lib ATR, its (a x (n - 1) + x) / n run as a x (1 - 1/n) + x / n (equal within
 * rounding, without a division on the chain from bar to bar).
 */
export function atr(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 14,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period, columns);
  if (period >= n) return out;
  let total = 0;
  for (let i = 1; i <= period; i++) total += trueRangeOf(high[i]!, low[i]!, close[i - 1]!);
  let average = total / period;
  out[period] = average;
  const decay = 1 - 1 / period;
  const share = 1 / period;
  const decay2 = decay * decay;
  const decay3 = decay2 * decay;
  const decay4 = decay3 * decay;
  let i = period + 1;
  // Four bars a step, as smoothInto (ema.ts) runs an average: the chain from step to step holds one
  // multiplication and one addition per four bars.
  for (; i + 3 < n; i += 4) {
    const t1 = trueRangeOf(high[i]!, low[i]!, close[i - 1]!) * share;
    const t2 = trueRangeOf(high[i + 1]!, low[i + 1]!, close[i]!) * share;
    const t3 = trueRangeOf(high[i + 2]!, low[i + 2]!, close[i + 1]!) * share;
    const t4 = trueRangeOf(high[i + 3]!, low[i + 3]!, close[i + 2]!) * share;
    const since2 = t1 * decay + t2;
    const since3 = since2 * decay + t3;
    out[i] = average * decay + t1;
    out[i + 1] = average * decay2 + since2;
    out[i + 2] = average * decay3 + since3;
    average = average * decay4 + (since3 * decay + t4);
    out[i + 3] = average;
  }
  for (; i < n; i++) {
    average = average * decay + trueRangeOf(high[i]!, low[i]!, close[i - 1]!) * share;
    out[i] = average;
  }
  return out;
}
