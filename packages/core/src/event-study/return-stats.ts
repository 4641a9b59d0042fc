/** The count, mean, median and hit rate of a set of returns (percent); the figures are null without returns. */
export interface ReturnStats {
  readonly count: number;
  readonly mean: number | null;
  /** The middle return, or the mean of the two middle ones for an even count. */
  readonly median: number | null;
  /** Share of the returns above 0, in percent. */
  readonly hitRate: number | null;
}

/** The statistics of the returns; sorts `returns` in place (the caller lends a copy it no longer needs in order). */
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
  returns.sort();
  const middle = count >> 1;
  const median = count % 2 === 1 ? returns[middle]! : (returns[middle - 1]! + returns[middle]!) / 2;
  return { count, mean: sum / count, median, hitRate: (above / count) * 100 };
}
