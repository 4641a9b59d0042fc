import type { ColumnSource } from './column-arena';

/**
 * A result column of `length` from `columns` whose first `warmUp` positions are NaN. Only the warm-up is filled:
 * the indicator must write the rest (the column may come from an arena and hold old values), so its pages are
 * touched once.
 */
export function outputArray(length: number, warmUp: number, columns: ColumnSource): Float64Array {
  const out = columns.column(length);
  out.fill(Number.NaN, 0, Math.max(0, Math.min(length, warmUp)));
  return out;
}

/**
 * Index of the first value that is not NaN (the length when there is none). An indicator of an indicator
 * (an SMA of the RSI) starts where its input starts, as TA-Lib does when it is handed the valid part.
 */
export function firstValue(values: Float64Array): number {
  let i = 0;
  while (i < values.length && Number.isNaN(values[i])) i++;
  return i;
}
