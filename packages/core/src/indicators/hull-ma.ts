import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { ringMask } from './ring';
import { weightTotal } from './wma';

/**
 * Hull moving average; warm-up period + floor(sqrt(period)) - 2 bars after the first value; TradingView Pine
 * `ta.wma(2 * ta.wma(src, length / 2) - ta.wma(src, length), math.floor(math.sqrt(length)))`, with the
 * integer length / 2 of Pine v5 (floor) and TA-Lib's WMA.
 */
export function hullMa(
  values: Float64Array,
  period: number,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period, 2);
  const n = values.length;
  const start = firstValue(values);
  const half = Math.floor(period / 2);
  const root = Math.floor(Math.sqrt(period));
  const rawStart = start + period - 1;
  const first = rawStart + root - 1;
  const out = outputArray(n, first, columns);
  // The three WMAs rolled in one pass as wma.ts rolls one, in locals (the optimiser keeps them in registers); a
  // WMA of one bar is its value. The raw series 2 x fast - slow lives in a ring of its last `root` values.
  const mask = ringMask(root);
  const raws = new Float64Array(mask + 1);
  const fastScale = 1 / weightTotal(half);
  const slowScale = 1 / weightTotal(period);
  const hullScale = 1 / weightTotal(root);
  let fastWeighted = 0;
  let fastPlain = 0;
  let fastLeaving = 0;
  let slowWeighted = 0;
  let slowPlain = 0;
  let slowLeaving = 0;
  let hullWeighted = 0;
  let hullPlain = 0;
  let hullLeaving = 0;
  let i = start;
  for (; i < n && i < rawStart; i++) {
    const x = values[i]!;
    const weight = i - start + 2;
    slowWeighted += x * weight;
    slowPlain += x;
    if (weight <= half) {
      fastWeighted += x * weight;
      fastPlain += x;
      continue;
    }
    fastWeighted += x * half - fastPlain;
    fastPlain += x - fastLeaving;
    fastLeaving = values[i - half + 1]!;
  }
  for (; i < n; i++) {
    const x = values[i]!;
    fastWeighted += x * half - fastPlain;
    fastPlain += x - fastLeaving;
    fastLeaving = values[i - half + 1]!;
    slowWeighted += x * period - slowPlain;
    slowPlain += x - slowLeaving;
    slowLeaving = values[i - period + 1]!;
    const raw = 2 * (half === 1 ? x : fastWeighted * fastScale) - slowWeighted * slowScale;
    raws[i & mask] = raw;
    if (i < first) {
      hullWeighted += raw * (i - rawStart + 2);
      hullPlain += raw;
      continue;
    }
    hullWeighted += raw * root - hullPlain;
    hullPlain += raw - hullLeaving;
    hullLeaving = raws[(i - root + 1) & mask]!;
    out[i] = root === 1 ? raw : hullWeighted * hullScale;
  }
  return out;
}
