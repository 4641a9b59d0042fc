import { type ColumnSource, NEW_COLUMNS } from '../indicators/column-arena';
import { returnVolatility } from '../indicators/return-volatility';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** Daily returns whose spread measures a stock's volatility. */
export const VOLATILITY_SESSIONS = 20;

/** One row of the Volatile Stocks screen. */
export interface VolatileStock {
  stockSymbol: string;
  /** Today's traded close. */
  ltp: number;
  /** Population standard deviation of the last 20 daily simple returns of the adjusted close, in percent. */
  volatility: number;
}

/**
 * Volatile Stocks on the latest session: of the symbols that traded that day with at least 21 closes, the
 * quarter (ceil(n / 4)) whose last 20 daily returns of the adjusted close have the largest population
 * standard deviation, in percent; most volatile first, ties by symbol. Warm-up: 21 sessions.
 */
export function volatileStocks(market: ScreenMarket): VolatileStock[] {
  const rows: VolatileStock[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    const volatility = volatilityAt(adjusted.close, last);
    if (Number.isFinite(volatility))
      rows.push({ stockSymbol: symbol, ltp: traded.close[last] as number, volatility });
  }
  return mostVolatileQuarter(rows, (row) => row.stockSymbol);
}

/**
 * The volatility of the 20 returns ending at session `last`, read from only the 21 closes it needs; NaN with fewer
 * than 21 closes. Every session's listing reads it this way, so that a past session's list is the latest one's rule;
 * a caller reading every session lends `columns` (an arena it resets) for the 21 values.
 */
export function volatilityAt(close: Float64Array, last: number, columns: ColumnSource = NEW_COLUMNS): number {
  if (last < VOLATILITY_SESSIONS) return Number.NaN;
  const window = close.subarray(last - VOLATILITY_SESSIONS, last + 1);
  return returnVolatility(window, VOLATILITY_SESSIONS, columns)[VOLATILITY_SESSIONS] as number;
}

/**
 * Of one session's candidates (each a symbol with a finite volatility), the quarter (ceil(n / 4)) with the largest
 * volatility, most volatile first, ties by symbol: the Volatile Stocks list of that session.
 */
export function mostVolatileQuarter<Row extends { volatility: number }>(
  rows: Row[],
  symbolOf: (row: Row) => string,
): Row[] {
  rows.sort((a, b) => b.volatility - a.volatility || (symbolOf(a) < symbolOf(b) ? -1 : 1));
  return rows.slice(0, Math.ceil(rows.length / 4));
}
