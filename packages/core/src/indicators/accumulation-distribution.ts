import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';

/**
 * Accumulation/distribution line, the running sum of ((close - low) - (high - close)) / (high - low) x volume
 * (a bar with no range adds nothing); no warm-up; TA-Lib AD.
 */
export function accumulationDistribution(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  const n = close.length;
  const out = outputArray(n, 0, columns);
  let line = 0;
  for (let i = 0; i < n; i++) {
    const h = high[i]!;
    const l = low[i]!;
    const c = close[i]!;
    const range = h - l;
    if (range > 0) line += ((c - l - (h - c)) / range) * volume[i]!;
    out[i] = line;
  }
  return out;
}
