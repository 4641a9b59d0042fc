/**
 * Indices of at most `maxPoints` of `values` (maxPoints >= 4) that draw them faithfully at a glance: all of
 * them when they fit, else the first, the last, and for each of the equal buckets between, its lowest and its
 * highest in time order, so that no peak or trough disappears. Source: ours (min-max decimation).
 */
export function curveSample(values: Float64Array, maxPoints: number): Int32Array {
  const n = values.length;
  if (n <= maxPoints) {
    const all = new Int32Array(n);
    for (let i = 0; i < n; i++) all[i] = i;
    return all;
  }
  const buckets = (maxPoints - 2) >> 1;
  const out = new Int32Array(2 + 2 * buckets);
  let count = 0;
  out[count++] = 0;
  const inner = n - 2;
  for (let b = 0; b < buckets; b++) {
    const from = 1 + Math.floor((b * inner) / buckets);
    const to = 1 + Math.floor(((b + 1) * inner) / buckets);
    let low = from;
    let high = from;
    // The extremes' values stay in locals, so that each value is loaded once.
    let lowest = values[from]!;
    let highest = lowest;
    for (let i = from + 1; i < to; i++) {
      const value = values[i]!;
      if (value < lowest) {
        lowest = value;
        low = i;
      } else if (value > highest) {
        highest = value;
        high = i;
      }
    }
    out[count++] = Math.min(low, high);
    if (low !== high) out[count++] = Math.max(low, high);
  }
  out[count++] = n - 1;
  // A view, not a copy: one array a curve (the server reads the points, a sector has hundreds of curves).
  return out.subarray(0, count);
}
