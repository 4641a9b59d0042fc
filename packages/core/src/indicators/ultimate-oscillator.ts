import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { isZero } from './is-zero';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { ringMask } from './ring';
import { trueRangeOf } from './true-range';

/**
 * Ultimate oscillator, 100 x (4 A1 + 2 A2 + A3) / 7 where A is the sum of (close - min(low, previous close))
 * over the sum of true ranges, on the shortest (A1), middle and longest period (a zero sum adds nothing);
 * warm-up the longest period; TA-Lib ULTOSC (which sorts the three periods).
 */
export function ultimateOscillator(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period1 = 7,
  period2 = 14,
  period3 = 28,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period1', period1);
  checkPeriod('period2', period2);
  checkPeriod('period3', period3);
  const [short, middle, long] = [period1, period2, period3].sort((a, b) => a - b) as [number, number, number];
  const n = close.length;
  const out = outputArray(n, long, columns);
  if (long >= n) return out;
  // Each bar's buying pressure (close - min(low, previous close)) and true range, kept for the last `long` bars
  // so that a window drops exactly what it added.
  const mask = ringMask(long);
  const gains = new Float64Array(mask + 1);
  const ranges = new Float64Array(mask + 1);
  for (let i = 1; i < long; i++) {
    gains[i & mask] = buyingPressure(low[i]!, close[i]!, close[i - 1]!);
    ranges[i & mask] = trueRangeOf(high[i]!, low[i]!, close[i - 1]!);
  }
  // Each window is primed with its own loop, from its own first bar, as TA-Lib primes it.
  let gains1 = primed(gains, long - short + 1, long, mask);
  let ranges1 = primed(ranges, long - short + 1, long, mask);
  let gains2 = primed(gains, long - middle + 1, long, mask);
  let ranges2 = primed(ranges, long - middle + 1, long, mask);
  let gains3 = primed(gains, 1, long, mask);
  let ranges3 = primed(ranges, 1, long, mask);
  for (let i = long; i < n; i++) {
    const previousClose = close[i - 1]!;
    const g = buyingPressure(low[i]!, close[i]!, previousClose);
    const r = trueRangeOf(high[i]!, low[i]!, previousClose);
    gains[i & mask] = g;
    ranges[i & mask] = r;
    gains1 += g;
    gains2 += g;
    gains3 += g;
    ranges1 += r;
    ranges2 += r;
    ranges3 += r;
    let sum = 0;
    if (!isZero(ranges1)) sum += 4 * (gains1 / ranges1);
    if (!isZero(ranges2)) sum += 2 * (gains2 / ranges2);
    if (!isZero(ranges3)) sum += gains3 / ranges3;
    const t1 = (i - short + 1) & mask;
    const t2 = (i - middle + 1) & mask;
    const t3 = (i - long + 1) & mask;
    gains1 -= gains[t1]!;
    ranges1 -= ranges[t1]!;
    gains2 -= gains[t2]!;
    ranges2 -= ranges[t2]!;
    gains3 -= gains[t3]!;
    ranges3 -= ranges[t3]!;
    out[i] = 100 * (sum / 7);
  }
  return out;
}

/** The sum of the ring's values of bars from .. to - 1. */
function primed(ring: Float64Array, from: number, to: number, mask: number): number {
  let total = 0;
  for (let i = from; i < to; i++) total += ring[i & mask]!;
  return total;
}

/** close - min(low, previous close). */
function buyingPressure(low: number, close: number, previousClose: number): number {
  return close - Math.min(low, previousClose);
}
