import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Exponential moving average with k = 2 / (period + 1), seeded with the SMA of the first `period` values; warm-up
 * period - 1 bars after the first value; TA-Lib EMA (period 1 returns the values, as TA-Lib's MA does).
 */
export function ema(values: Float64Array, period: number, columns: ColumnSource = NEW_COLUMNS): Float64Array {
  checkPeriod('period', period);
  const start = firstValue(values);
  const out = outputArray(values.length, start + period - 1, columns);
  if (period === 1) {
    out.set(values.subarray(start), start);
    return out;
  }
  emaInto(values, start, period, 2 / (period + 1), out);
  return out;
}

/**
 * TA-Lib's INT_EMA: seeds with the mean of values[from .. from + period - 1], writes that at from + period - 1 and
 * every later bar as prev x (1 - k) + x k, equal to TA-Lib's prev + k (x - prev) within rounding.
 */
function emaInto(values: Float64Array, from: number, period: number, k: number, out: Float64Array): void {
  const n = values.length;
  const seedEnd = from + period - 1;
  if (seedEnd >= n) return;
  let total = 0;
  for (let i = from; i <= seedEnd; i++) total += values[i]!;
  const seed = total / period;
  out[seedEnd] = seed;
  smoothInto(values, seedEnd + 1, n, seed, 1 - k, k, out);
}

/**
 * out[i] = prev x decay + values[i] x weight for i from `from` to `to` - 1, prev the value before (out may be
 * values); returns the last. Four bars a step: the next step starts from prev x decay^4 plus a sum made off the
 * chain, so the chain from bar to bar holds one multiplication and one addition per four bars instead of per bar
 * (the chain's latency, not the arithmetic, bounds the bar-by-bar loop). The sums round differently, by a few
 * units in the last place, and an average forgets its rounding as it forgets its values.
 */
export function smoothInto(
  values: Float64Array,
  from: number,
  to: number,
  prev: number,
  decay: number,
  weight: number,
  out: Float64Array,
): number {
  const decay2 = decay * decay;
  const decay3 = decay2 * decay;
  const decay4 = decay3 * decay;
  let i = from;
  for (; i + 3 < to; i += 4) {
    const x1 = values[i]! * weight;
    const x2 = values[i + 1]! * weight;
    const x3 = values[i + 2]! * weight;
    const x4 = values[i + 3]! * weight;
    const since2 = x1 * decay + x2;
    const since3 = since2 * decay + x3;
    const since4 = since3 * decay + x4;
    out[i] = prev * decay + x1;
    out[i + 1] = prev * decay2 + since2;
    out[i + 2] = prev * decay3 + since3;
    prev = prev * decay4 + since4;
    out[i + 3] = prev;
  }
  for (; i < to; i++) {
    prev = prev * decay + values[i]! * weight;
    out[i] = prev;
  }
  return prev;
}
