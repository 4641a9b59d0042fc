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
    if (last < VOLATILITY_SESSIONS) continue;
    const volatility = latestVolatility(adjusted.close, last);
    if (Number.isFinite(volatility))
      rows.push({ stockSymbol: symbol, ltp: traded.close[last] as number, volatility });
  }
  rows.sort((a, b) => b.volatility - a.volatility || (a.stockSymbol < b.stockSymbol ? -1 : 1));
  return rows.slice(0, Math.ceil(rows.length / 4));
}

/** The volatility of the 20 returns ending at `last`, read from only the 21 closes it needs. */
function latestVolatility(close: Float64Array, last: number): number {
  const window = close.subarray(last - VOLATILITY_SESSIONS, last + 1);
  return returnVolatility(window, VOLATILITY_SESSIONS)[VOLATILITY_SESSIONS] as number;
}
