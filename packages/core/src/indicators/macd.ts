import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';

export interface Macd {
  /** EMA(fast) - EMA(slow). */
  readonly macd: Float64Array;
  /** EMA(signal) of the MACD line. */
  readonly signal: Float64Array;
  /** MACD line - signal line. */
  readonly histogram: Float64Array;
}

/**
 * MACD line, signal and histogram; warm-up slow + signal - 2 bars after the first value on all three; TA-Lib
 * MACD: both EMAs seeded with an SMA that ends on bar slow - 1 (the fast one starts late, slow - fast bars in),
 * the signal EMA seeded with the SMA of the first `signal` MACD values, fast and slow swapped when fast > slow.
 */
export function macd(
  values: Float64Array,
  fast = 12,
  slow = 26,
  signal = 9,
  columns: ColumnSource = NEW_COLUMNS,
): Macd {
  checkPeriod('fast', fast);
  checkPeriod('slow', slow);
  checkPeriod('signal', signal);
  if (slow < fast) [fast, slow] = [slow, fast];
  const n = values.length;
  const start = firstValue(values);
  const lineStart = start + slow - 1;
  const first = lineStart + signal - 1;
  const line = outputArray(n, first, columns);
  const signalLine = outputArray(n, first, columns);
  const histogram = outputArray(n, first, columns);
  // Made before the loop, not after it: see docs/decisions/indicators.md, 'Result objects before the loop'.
  const result: Macd = { macd: line, signal: signalLine, histogram };
  if (first >= n) return result;
  const kSlow = 2 / (slow + 1);
  const kFast = 2 / (fast + 1);
  const kSignal = 2 / (signal + 1);
  let slowTotal = 0;
  for (let i = start; i <= lineStart; i++) slowTotal += values[i]!;
  let fastTotal = 0;
  for (let i = lineStart - fast + 1; i <= lineStart; i++) fastTotal += values[i]!;
  let slowEma = slowTotal / slow;
  let fastEma = fastTotal / fast;
  let value = fastEma - slowEma;
  let signalTotal = value;
  for (let i = lineStart + 1; i <= first; i++) {
    const x = values[i]!;
    slowEma = (x - slowEma) * kSlow + slowEma;
    fastEma = (x - fastEma) * kFast + fastEma;
    value = fastEma - slowEma;
    signalTotal += value;
  }
  let signalEma = signalTotal / signal;
  line[first] = value;
  signalLine[first] = signalEma;
  histogram[first] = value - signalEma;
  for (let i = first + 1; i < n; i++) {
    const x = values[i]!;
    slowEma = (x - slowEma) * kSlow + slowEma;
    fastEma = (x - fastEma) * kFast + fastEma;
    const v = fastEma - slowEma;
    signalEma = (v - signalEma) * kSignal + signalEma;
    line[i] = v;
    signalLine[i] = signalEma;
    histogram[i] = v - signalEma;
  }
  return result;
}
