/**
 * The `p`-th percentile (0 to 100) of values sorted ascending, by linear interpolation between the two closest
 * ranks: rank h = (n - 1) x p / 100, the value at floor(h) plus (h - floor(h)) times the step to the next one (the
 * definition spreadsheets and NumPy use by default). NaN for no values.
 */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = ((n - 1) * p) / 100;
  const low = Math.floor(h);
  const high = Math.min(n - 1, low + 1);
  const a = sorted[low]!;
  return a + (h - low) * (sorted[high]! - a);
}

/** The median of some numbers (any order), the 50th percentile above; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    50,
  );
}
