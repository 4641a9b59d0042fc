import type { Bars } from '@nepse/core';

/**
 * A symbol's traded value on the market's latest session `latestDay` (a day number) in Rs: the stored turnover,
 * or volume x close where the data has none; 0 when its last bar is not on that session.
 */
export function latestTurnover(raw: Bars, turnover: Float64Array, latestDay: number): number {
  const last = raw.date.length - 1;
  if (last < 0 || raw.date[last] !== latestDay) return 0;
  const stored = turnover[last] ?? Number.NaN;
  return Number.isFinite(stored) ? stored : raw.volume[last]! * raw.close[last]!;
}
