// The highest and lowest of each window of `period` values, as TA-Lib's MAX and MIN find them: the extreme so far
// and where it is, updated by each new value and looked for again only when it leaves the window. The values are
// exact: a maximum rounds nothing.

/**
 * Writes into out[i] the highest of values[i - period + 1 .. i] for each bar i from `from` (at least
 * period - 1) to the end; out's earlier positions are left as they are.
 */
export function windowHighsInto(values: Float64Array, period: number, from: number, out: Float64Array): void {
  let at = -1;
  let high = 0;
  for (let i = from; i < values.length; i++) {
    const oldest = i - period + 1;
    if (at < oldest) {
      // The highest left the window: look for it again, the latest of equal values kept, so it leaves last.
      at = oldest;
      high = values[oldest]!;
      for (let j = oldest + 1; j <= i; j++) {
        if (values[j]! >= high) {
          at = j;
          high = values[j]!;
        }
      }
    } else if (values[i]! >= high) {
      at = i;
      high = values[i]!;
    }
    out[i] = high;
  }
}

/** Writes into out[i] the lowest of values[i - period + 1 .. i], as `windowHighsInto` the highest. */
export function windowLowsInto(values: Float64Array, period: number, from: number, out: Float64Array): void {
  let at = -1;
  let low = 0;
  for (let i = from; i < values.length; i++) {
    const oldest = i - period + 1;
    if (at < oldest) {
      at = oldest;
      low = values[oldest]!;
      for (let j = oldest + 1; j <= i; j++) {
        if (values[j]! <= low) {
          at = j;
          low = values[j]!;
        }
      }
    } else if (values[i]! <= low) {
      at = i;
      low = values[i]!;
    }
    out[i] = low;
  }
}
