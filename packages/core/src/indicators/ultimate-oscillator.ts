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
  const gain = (i: number): number => {
    const previous = close[i - 1]!;
    const l = low[i]!;
    return close[i]! - Math.min(l, previous);
  };
  // Each window is primed with its own loop, from its own first bar, as TA-Lib primes it.
  const prime = (period: number): [number, number] => {
    let gains = 0;
    let ranges = 0;
    for (let i = long - period + 1; i < long; i++) {
      gains += gain(i);
      ranges += trueRangeAt(high, low, close, i);
    }
    return [gains, ranges];
  };
  let [gains1, ranges1] = prime(short);
  let [gains2, ranges2] = prime(middle);
  let [gains3, ranges3] = prime(long);
  for (let i = long; i < n; i++) {
    const g = gain(i);
    const r = trueRangeAt(high, low, close, i);
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
    const t1 = i - short + 1;
    const t2 = i - middle + 1;
    const t3 = i - long + 1;
    gains1 -= gain(t1);
    ranges1 -= trueRangeAt(high, low, close, t1);
    gains2 -= gain(t2);
    ranges2 -= trueRangeAt(high, low, close, t2);
    gains3 -= gain(t3);
    ranges3 -= trueRangeAt(high, low, close, t3);
    out[i] = 100 * (sum / 7);
  }
  return out;
}
