/**
 * Buy and hold over the range: the initial capital moved with the close from the range's first close, no costs
 * (the summary's buy-and-hold return). Source: ours.
 */
export function buyAndHoldEquity(
  close: ArrayLike<number>,
  start: number,
  end: number,
  initial: number,
): number[] {
  const out: number[] = [];
  const first = close[start];
  if (first === undefined) return out;
  for (let t = start; t <= end; t++) out.push((initial * (close[t] as number)) / first);
  return out;
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
