import type { Bars } from '../series';
import { calendarWindowStart } from './calendar-window';
import { YEAR_RANGE_DAYS } from './trend-signals';

/** The highest high and the lowest low of a span of sessions. */
export interface PriceRange {
  high: number;
  low: number;
}

/**
 * The range of the year up to session `last` (its own day included), the same sessions as the trend signals'
 * 365-day high and low (the YEAR_RANGE_DAYS calendar days ending on that session's day); a listing younger than
 * the window ranges over all its sessions, so that its page still shows a range. Read it on adjusted bars, where a
 * bonus inside the year leaves no gap. Needs `last` >= 0.
 */
export function yearRange(bars: Pick<Bars, 'date' | 'high' | 'low'>, last: number): PriceRange {
  const from = Math.max(0, calendarWindowStart(bars.date, last, bars.date[last] as number, YEAR_RANGE_DAYS));
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let i = from; i <= last; i++) {
    high = Math.max(high, bars.high[i] as number);
    low = Math.min(low, bars.low[i] as number);
  }
  return { high, low };
}
