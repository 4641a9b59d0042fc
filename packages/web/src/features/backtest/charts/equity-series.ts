/**
 * Buy and hold at the bars `at`: the initial capital moved with the close from the range's first close (bar
 * `first`), no costs (the summary's buy-and-hold return). Source: ours.
 */
export function buyAndHoldEquity(
  close: ArrayLike<number>,
  first: number,
  at: readonly number[],
  initial: number,
): number[] {
  const base = close[first] as number;
  return at.map((t) => (initial * (close[t] as number)) / base);
}

/**
 * The fall of the equity below its running peak (the initial capital included) at each session, in percent of the
 * peak, as a negative number; its lowest value is the summary's max drawdown. Source: ours.
 */
export function drawdownSeries(equity: readonly number[], initial: number): number[] {
  let peak = initial;
  return equity.map((value) => {
    if (value > peak) peak = value;
    return ((value - peak) / peak) * 100;
  });
}
