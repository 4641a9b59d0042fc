import type { PriceColumns } from '@nepse/contract';
import { epochDay } from '@nepse/core';

/** The last close, its change from the close before, and the range of the last 52 weeks. */
export interface StockSummary {
  date: string;
  close: number;
  /** null on the first session (no close before). */
  change: number | null;
  changePercent: number | null;
  weekHigh52: number;
  weekLow52: number;
}

/** 52 weeks in calendar days, the range's span back from the last session. */
export const YEAR_DAYS = 364;

/**
 * The summary of `prices` on `dates` (oldest first): the last close and its change, and the highest high and
 * lowest low of the sessions in the 52 weeks up to the last one (its own day included). Undefined without sessions.
 */
export function stockSummary(dates: readonly string[], prices: PriceColumns): StockSummary | undefined {
  const last = dates.length - 1;
  const date = dates[last];
  const close = prices.close[last];
  if (date === undefined || close === undefined) return undefined;
  const previous = prices.close[last - 1];
  const from = epochDay(date) - YEAR_DAYS;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let i = last; i >= 0 && epochDay(dates[i] ?? '') >= from; i--) {
    high = Math.max(high, prices.high[i] ?? high);
    low = Math.min(low, prices.low[i] ?? low);
  }
  return {
    date,
    close,
    change: previous === undefined ? null : close - previous,
    changePercent: previous === undefined || previous === 0 ? null : ((close - previous) / previous) * 100,
    weekHigh52: high,
    weekLow52: low,
  };
}
