import { sma } from '../indicators/sma';
import { exceeds } from '../tie';
import type { BreadthSymbol } from './breadth';

/** The share of stocks above their 50- and 200-session averages on one session, in percent. */
export interface SmaShare {
  day: number;
  /** Of the stocks that traded that day with at least 50 sessions: those whose close is above their SMA 50. */
  above50: number | null;
  above200: number | null;
}

/**
 * On each of `days` (sorted sessions), the share of `symbols` above their SMA 50 and SMA 200: of the stocks with a
 * bar that day and enough sessions for the average, those whose adjusted close is above it (a tie is not above),
 * in percent; null when no stock has the average that day.
 */
export function smaShareHistory(symbols: readonly BreadthSymbol[], days: Int32Array): SmaShare[] {
  const n = days.length;
  const counts = {
    above50: new Int32Array(n),
    with50: new Int32Array(n),
    above200: new Int32Array(n),
    with200: new Int32Array(n),
  };
  if (n === 0) return [];
  for (const { adjusted } of symbols) {
    const { date, close } = adjusted;
    const averages = [
      [sma(close, 50), counts.above50, counts.with50],
      [sma(close, 200), counts.above200, counts.with200],
    ] as const;
    // One merge of the stock's dates with the days asked.
    let k = 0;
    for (let t = 0; t < date.length; t++) {
      while (k < n && days[k]! < date[t]!) k++;
      if (k === n) break;
      if (days[k] !== date[t]) continue;
      for (const [average, above, count] of averages) {
        const value = average[t]!;
        if (Number.isNaN(value)) continue;
        count[k]!++;
        if (exceeds(close[t]!, value)) above[k]!++;
      }
    }
  }
  const share = (above: number, count: number) => (count === 0 ? null : (100 * above) / count);
  return Array.from(days, (day, k) => ({
    day,
    above50: share(counts.above50[k]!, counts.with50[k]!),
    above200: share(counts.above200[k]!, counts.with200[k]!),
  }));
}
