/**
 * The highest (sign 1) or lowest (sign -1) of the last `period` values of a column, read bar after bar in
 * TA-Lib's way (MAX, MIN, STOCH, WILLR): keep the extreme and where it is, rescan the window only when it
 * falls out. The values are exact whatever the scan, so every windowed high/low of the library goes through here.
 */
export class RollingExtreme {
  private at = -1;
  private best = 0;

  constructor(
    private readonly values: Float64Array,
    private readonly period: number,
    private readonly sign: 1 | -1,
  ) {}

  /** The extreme of values[i - period + 1 .. i]; `i` grows by one from one call to the next. */
  next(i: number): number {
    const values = this.values;
    const sign = this.sign;
    const trailing = i - this.period + 1;
    if (this.at < trailing) {
      let at = trailing;
      let best = values[trailing]!;
      for (let j = trailing + 1; j <= i; j++) {
        const x = values[j]!;
        if (sign * x > sign * best) {
          at = j;
          best = x;
        }
      }
      this.at = at;
      this.best = best;
    } else {
      const x = values[i]!;
      if (sign * x >= sign * this.best) {
        this.at = i;
        this.best = x;
      }
    }
    return this.best;
  }
}
