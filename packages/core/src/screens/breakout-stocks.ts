import { isoDate } from '../dates';
import { exceeds } from '../tie';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** Sessions whose highest close a breakout close must exceed. */
export const BREAKOUT_LOOKBACK = 50;
/** A breakout counts when it happened on one of the symbol's last this many sessions. */
export const BREAKOUT_RECENT_SESSIONS = 5;

/**
 * The latest of the last 5 sessions up to `last` whose close is above the highest close of the 50 sessions
 * before it, or -1 when none is. Warm-up: 51 sessions. A caller reading every session lends `brokeOut`, the
 * breakouts (breaksOut) worked out once per session.
 */
export function breakoutSession(
  close: Float64Array,
  last: number,
  brokeOut: (k: number) => boolean = (k) => breaksOut(close, k),
): number {
  for (let k = last; k > last - BREAKOUT_RECENT_SESSIONS && k >= BREAKOUT_LOOKBACK; k--) {
    if (brokeOut(k)) return k;
  }
  return -1;
}

/** Whether the close of session k (k >= 50) is above the highest close of the 50 sessions before it. */
export function breaksOut(close: Float64Array, k: number): boolean {
  return exceeds(close[k] as number, highestCloseBefore(close, k));
}

function highestCloseBefore(close: Float64Array, k: number): number {
  let high = Number.NEGATIVE_INFINITY;
  for (let i = k - BREAKOUT_LOOKBACK; i < k; i++) high = Math.max(high, close[i] as number);
  return high;
}

/** One row of the Breakout Stocks screen. */
export interface BreakoutStock {
  symbol: string;
  /** Today's traded close (LTP). */
  close: number;
  /** The breakout session, `YYYY-MM-DD`: the latest of the last 5 whose close broke out. */
  date: string;
}

/**
 * Breakout Stocks on the latest session: every symbol that traded that day and whose adjusted close rose
 * above the highest adjusted close of the 50 sessions before, on one of its last 5 sessions; by symbol.
 * Warm-up: 51 sessions.
 */
export function breakoutStocks(market: ScreenMarket): BreakoutStock[] {
  const rows: BreakoutStock[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    const session = breakoutSession(adjusted.close, last);
    if (session >= 0)
      rows.push({
        symbol,
        close: traded.close[last] as number,
        date: isoDate(traded.date[session] as number),
      });
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
}
