import { atMost } from '../tie';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** Sessions, the latest included, whose closes must stay in a narrow range. */
export const CONSOLIDATION_SESSIONS = 20;
/** Widest range of those closes, (max - min) / min, for a consolidating stock. */
export const CONSOLIDATION_MAX_RANGE = 0.08;

/** The lowest and highest of the 20 closes ending at a session. */
export interface CloseRange {
  min: number;
  max: number;
}

/** The lowest and highest close of the 20 sessions ending at `last`; undefined with fewer than 20 sessions. */
export function consolidationWindow(close: Float64Array, last: number): CloseRange | undefined {
  if (last < CONSOLIDATION_SESSIONS - 1 || last >= close.length) return undefined;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = last - CONSOLIDATION_SESSIONS + 1; i <= last; i++) {
    min = Math.min(min, close[i] as number);
    max = Math.max(max, close[i] as number);
  }
  return { min, max };
}

/**
 * (max close - min close) / min close over the 20 sessions ending at `last`; NaN with fewer than 20 sessions
 * (a stock consolidates when this is at most 8 %). Warm-up: 20 sessions.
 */
export function consolidationRange(close: Float64Array, last: number): number {
  const window = consolidationWindow(close, last);
  return window ? spread(window) : Number.NaN;
}

/** True when the closes of the 20 sessions ending at `last` span at most 8 % of their lowest. */
export function isConsolidating(close: Float64Array, last: number): boolean {
  const window = consolidationWindow(close, last);
  return window !== undefined && isNarrow(window);
}

function spread({ min, max }: CloseRange): number {
  return (max - min) / min;
}

function isNarrow(window: CloseRange): boolean {
  return atMost(spread(window), CONSOLIDATION_MAX_RANGE);
}

/** One stock of the Consolidating Stocks screen. */
export interface ConsolidatingStock {
  symbol: string;
  /** Highest adjusted close of the 20 sessions. */
  maxClose: number;
  /** Today's traded close (LTP). */
  close: number;
  /** Lowest adjusted close of the 20 sessions. */
  minClose: number;
}

/**
 * Consolidating Stocks on the latest session: every symbol that traded that day whose adjusted closes of the
 * last 20 sessions, today's included, span at most 8 % of their lowest; by symbol. Warm-up: 20 sessions.
 */
export function consolidatingStocks(market: ScreenMarket): ConsolidatingStock[] {
  const rows: ConsolidatingStock[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    const window = consolidationWindow(adjusted.close, last);
    if (!window || !isNarrow(window)) continue;
    rows.push({ symbol, maxClose: window.max, close: traded.close[last] as number, minClose: window.min });
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
}
