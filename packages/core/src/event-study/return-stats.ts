/** The count, mean, median and hit rate of a set of returns (percent); the figures are null without returns. */
export interface ReturnStats {
  readonly count: number;
  readonly mean: number | null;
  /** The middle return, or the mean of the two middle ones for an even count. */
  readonly median: number | null;
  /** Share of the returns above 0, in percent. */
  readonly hitRate: number | null;
}

/**
 * The k-th smallest (from 0) of `values`, which it reorders so that every value after position k is at least it
 * (Hoare's selection with a median-of-three pivot: linear on average, where a sort is n log n).
 */
function select(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (hi > lo) {
    const a = values[lo]!;
    const b = values[(lo + hi) >>> 1]!;
    const c = values[hi]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** The statistics of the returns (none NaN); reorders `returns` (the caller lends an array it no longer needs). */
export function returnStats(returns: Float64Array): ReturnStats {
  const count = returns.length;
  if (count === 0) return { count, mean: null, median: null, hitRate: null };
  let sum = 0;
  let above = 0;
  for (let i = 0; i < count; i++) {
    const r = returns[i]!;
    sum += r;
    if (r > 0) above++;
  }
  const middle = count >> 1;
  let median: number;
  if (count % 2 === 1) median = select(returns, middle);
  else {
    const lower = select(returns, middle - 1);
    let upper = Number.POSITIVE_INFINITY;
    for (let i = middle; i < count; i++) upper = Math.min(upper, returns[i]!);
    median = (lower + upper) / 2;
  }
  return { count, mean: sum / count, median, hitRate: (above / count) * 100 };
}
