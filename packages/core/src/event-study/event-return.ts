import { type Bars, hasRealOpen } from '../series';

/**
 * The return, in percent, of an event on bar `t` over `h` of the symbol's own next sessions: close(t + h) /
 * open(t + 1) - 1 on the bars given (adjusted ones); NaN when the symbol has fewer than `h` later sessions or bar
 * t + 1 has no real open (or no positive one).
 */
export function eventReturn(bars: Bars, t: number, h: number): number {
  const entry = t + 1;
  if (t + h >= bars.close.length || !hasRealOpen(bars, entry)) return Number.NaN;
  const open = bars.open[entry]!;
  return open > 0 ? (bars.close[t + h]! / open - 1) * 100 : Number.NaN;
}
