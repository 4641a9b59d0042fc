import { firstValue, outputArray } from './output';
import { checkPeriod } from './period';
import { wmaInto } from './wma';

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
  if (rawStart >= n) return out;
  // The fast average goes to `out`, the raw series 2 x fast - slow to `raw`, and its average back to `out`.
  const raw = new Float64Array(n);
  wmaInto(values, start, half, out);
  wmaInto(values, start, period, raw);
  for (let i = rawStart; i < n; i++) raw[i] = 2 * out[i]! - raw[i]!;
  wmaInto(raw, rawStart, root, out);
  out.fill(Number.NaN, start, Math.min(first, n));
  return out;
}
