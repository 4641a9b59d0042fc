import type { PriceSeries } from '../benchmark/price-series';
import { firstSessionOnOrAfter } from '../dates';

/** Calendar days each longer return looks back. */
export const RETURN_DAYS = { week: 7, month: 30, threeMonths: 91, year: 365 } as const;

/** An index's returns up to a session, in percent; null where the index does not reach back so far. */
export interface IndexReturns {
  day: number | null;
  week: number | null;
  month: number | null;
  threeMonths: number | null;
  year: number | null;
}

/** The position of the last close dated on or before `day`, or -1. */
export function lastOnOrBefore(date: Int32Array, day: number): number {
  return firstSessionOnOrAfter(date, day + 1) - 1;
}

/**
 * The returns of `series` up to its close standing on `day` (the last dated on or before it): over one session
 * (against the close before it), and against the close standing 7, 30, 91 and 365 calendar days earlier; null
 * when the series has no close that far back.
 */
export function indexReturns(series: PriceSeries, day: number): IndexReturns {
  const t = lastOnOrBefore(series.date, day);
  const none: IndexReturns = { day: null, week: null, month: null, threeMonths: null, year: null };
  if (t < 0) return none;
  const close = series.close[t]!;
  const against = (k: number) => (k < 0 ? null : (close / series.close[k]! - 1) * 100);
  const back = (days: number) => against(lastOnOrBefore(series.date, series.date[t]! - days));
  return {
    day: against(t - 1),
    week: back(RETURN_DAYS.week),
    month: back(RETURN_DAYS.month),
    threeMonths: back(RETURN_DAYS.threeMonths),
    year: back(RETURN_DAYS.year),
  };
}
