import { isoDate } from '../dates';
import { previousExtremes } from './fifty-two-week-high-low';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** One stock's latest close against the high of the year before its latest session. */
export interface PreviousYearHighRow {
  symbol: string;
  /** Today's traded close (LTP). */
  ltp: number;
  /** The highest high of the sessions of the 365 days before the latest one, the latest excluded (adjusted). */
  prevHigh: number;
  /** `YYYY-MM-DD` of the latest session that made `prevHigh`. */
  prevHighDate: string;
}

/**
 * Every stock that traded on the latest session with the previous high the 52-Week High & Low screen measures it
 * against (the same window and ties), so that a page can tell how far any stock is from it, not only those near it;
 * a listing with no earlier session is left out. In the market's order.
 */
export function previousYearHighs(market: ScreenMarket): PreviousYearHighRow[] {
  const rows: PreviousYearHighRow[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    const previous = previousExtremes(adjusted, last);
    if (previous === undefined) continue;
    rows.push({
      symbol,
      ltp: traded.close[last] as number,
      prevHigh: previous.high,
      prevHighDate: isoDate(adjusted.date[previous.highIndex] as number),
    });
  }
  return rows;
}
