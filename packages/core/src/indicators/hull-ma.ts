import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { ringMask } from './ring';
import { type WeightedWindow, weightTotal, wmaNext, wmaPrime } from './wma';

/**
 * Hull moving average; warm-up period + floor(sqrt(period)) - 2 bars after the first value; TradingView Pine
 * `ta.wma(2 * ta.wma(src, length / 2) - ta.wma(src, length), math.floor(math.sqrt(length)))`, with the
 * integer length / 2 of Pine v5 (floor) and TA-Lib's WMA.
 */
export function hullMa(values: Float64Array, period: number): Float64Array {
  checkPeriod('period', period, 2);
  const n = values.length;
  const start = firstValue(values);
  const half = Math.floor(period / 2);
  const root = Math.floor(Math.sqrt(period));
  const rawStart = start + period - 1;
  const first = rawStart + root - 1;
  const out = outputArray(n, first);
  // The three averages in one pass; the raw series 2 x fast - slow lives in a ring of its last `root` values.
  const fast: WeightedWindow = { weighted: 0, plain: 0, leaving: 0 };
  const slow: WeightedWindow = { weighted: 0, plain: 0, leaving: 0 };
  const hull: WeightedWindow = { weighted: 0, plain: 0, leaving: 0 };
  const mask = ringMask(root);
  const raws = new Float64Array(mask + 1);
  const fastDivider = weightTotal(half);
  const slowDivider = weightTotal(period);
  const hullDivider = weightTotal(root);
  let fastValue = 0;
  let i = start;
  for (; i < n && i < first; i++) {
    const x = values[i]!;
    const weight = i - start + 1;
    if (weight < half) wmaPrime(fast, x, weight);
    else fastValue = wmaNext(fast, x, values[i - half + 1]!, half, fastDivider);
    if (i < rawStart) {
      wmaPrime(slow, x, weight);
      continue;
    }
    const raw = 2 * fastValue - wmaNext(slow, x, values[i - period + 1]!, period, slowDivider);
    raws[i & mask] = raw;
    wmaPrime(hull, raw, i - rawStart + 1);
  }
  for (; i < n; i++) {
    const x = values[i]!;
    const raw =
      2 * wmaNext(fast, x, values[i - half + 1]!, half, fastDivider) -
      wmaNext(slow, x, values[i - period + 1]!, period, slowDivider);
    raws[i & mask] = raw;
    out[i] = wmaNext(hull, raw, raws[(i - root + 1) & mask]!, root, hullDivider);
  }
  return out;
}
