import { percentChange } from '../indicators/rate-of-change';
import { width } from '../indicators/std-dev';
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
 * than 21 closes. Every session's listing reads it this way, so that a past session's list is the latest one's rule.
 * The return volatility indicator's first window, summed in its order so that it equals that to the bit, without
 * the indicator's columns: a study reads it on every session of every stock.
 */
export function volatilityAt(close: Float64Array, last: number): number {
  if (last < VOLATILITY_SESSIONS) return Number.NaN;
  let sum = 0;
  let squares = 0;
  for (let i = last - VOLATILITY_SESSIONS + 1; i <= last; i++) {
    const x = percentChange(close[i - 1]!, close[i]!);
    sum += x;
    squares += x * x;
  }
  return width(sum, squares, 1 / VOLATILITY_SESSIONS, VOLATILITY_SESSIONS, 1);
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
