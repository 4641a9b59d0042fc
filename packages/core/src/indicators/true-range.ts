import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';

/** max(high - low, |high - previous close|, |low - previous close|); warm-up 1 bar; TA-Lib TRANGE. */
export function trueRange(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  const n = close.length;
  const out = outputArray(n, 1, columns);
  let previous = close[0]!;
  for (let i = 1; i < n; i++) {
    out[i] = trueRangeOf(high[i]!, low[i]!, previous);
    previous = close[i]!;
  }
  return out;
}

/** The true range of a bar from its high, low and the previous close, in TA-Lib's order of comparisons. */
export function trueRangeOf(high: number, low: number, previousClose: number): number {
  let greatest = high - low;
  const up = Math.abs(previousClose - high);
  if (up > greatest) greatest = up;
  const down = Math.abs(previousClose - low);
  if (down > greatest) greatest = down;
  return greatest;
}
