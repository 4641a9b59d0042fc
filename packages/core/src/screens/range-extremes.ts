/**
 * The highest of `high` and the lowest of `low` over any span of bars [from, to], each answered in constant time
 * from tables of the extremes of every power-of-two span (a sparse table), built once in n log n: what a study reads
 * at every session where a screen reads one. Maxima and minima are exact, so each answer equals a plain loop's.
 */
export class RangeExtremes {
  private readonly highs: Float64Array[];
  private readonly lows: Float64Array[];

  constructor(high: Float64Array, low: Float64Array) {
    this.highs = [Float64Array.from(high)];
    this.lows = [Float64Array.from(low)];
    const n = high.length;
    for (let width = 2; width <= n; width *= 2) {
      const half = width / 2;
      const previousHigh = this.highs[this.highs.length - 1]!;
      const previousLow = this.lows[this.lows.length - 1]!;
      const nextHigh = new Float64Array(n - width + 1);
      const nextLow = new Float64Array(n - width + 1);
      for (let i = 0; i + width <= n; i++) {
        nextHigh[i] = Math.max(previousHigh[i]!, previousHigh[i + half]!);
        nextLow[i] = Math.min(previousLow[i]!, previousLow[i + half]!);
      }
      this.highs.push(nextHigh);
      this.lows.push(nextLow);
    }
  }

  /** Highest high of bars from..to, both included (from <= to). */
  high(from: number, to: number): number {
    const level = 31 - Math.clz32(to - from + 1);
    const row = this.highs[level]!;
    return Math.max(row[from]!, row[to - (1 << level) + 1]!);
  }

  /** Lowest low of bars from..to, both included (from <= to). */
  low(from: number, to: number): number {
    const level = 31 - Math.clz32(to - from + 1);
    const row = this.lows[level]!;
    return Math.min(row[from]!, row[to - (1 << level) + 1]!);
  }
}
