import { isZero } from './is-zero';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { trueRangeAt } from './true-range';

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
): Float64Array {
  checkPeriod('period1', period1);
  checkPeriod('period2', period2);
  checkPeriod('period3', period3);
  const [short, middle, long] = [period1, period2, period3].sort((a, b) => a - b) as [number, number, number];
  const n = close.length;
  const out = outputArray(n, long);
  if (long >= n) return out;
  // Each bar's buying pressure (close - min(low, previous close)) and true range, kept for the last `long` bars
  // in rings of a power-of-two size so that a window drops exactly what it added.
  let size = 1;
  while (size < long) size *= 2;
  const mask = size - 1;
  const gains = new Float64Array(size);
  const ranges = new Float64Array(size);
  for (let i = 1; i < long; i++) {
    gains[i & mask] = buyingPressure(low, close, i);
    ranges[i & mask] = trueRangeAt(high, low, close, i);
  }
  // Each window is primed with its own loop, from its own first bar, as TA-Lib primes it.
  const primed = (period: number, of: Float64Array): number => {
    let total = 0;
    for (let i = long - period + 1; i < long; i++) total += of[i & mask]!;
    return total;
  };
  let gains1 = primed(short, gains);
  let ranges1 = primed(short, ranges);
  let gains2 = primed(middle, gains);
  let ranges2 = primed(middle, ranges);
  let gains3 = primed(long, gains);
  let ranges3 = primed(long, ranges);
  for (let i = long; i < n; i++) {
    const g = buyingPressure(low, close, i);
    const r = trueRangeAt(high, low, close, i);
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

/** close - min(low, previous close) of bar i >= 1. */
function buyingPressure(low: Float64Array, close: Float64Array, i: number): number {
  return close[i]! - Math.min(low[i]!, close[i - 1]!);
}
