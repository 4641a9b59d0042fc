/** Sessions whose highest close a breakout close must exceed. */
export const BREAKOUT_LOOKBACK = 50;
/** A breakout counts when it happened on one of the symbol's last this many sessions. */
export const BREAKOUT_RECENT_SESSIONS = 5;

/**
 * The latest of the last 5 sessions up to `last` whose close is above the highest close of the 50 sessions
 * before it, or -1 when none is (DESIGN's Breakout stocks rule). Warm-up: 51 sessions.
 */
export function breakoutSession(close: Float64Array, last: number): number {
  for (let k = last; k > last - BREAKOUT_RECENT_SESSIONS && k >= BREAKOUT_LOOKBACK; k--) {
    if ((close[k] as number) > highestCloseBefore(close, k)) return k;
  }
  return -1;
}

function highestCloseBefore(close: Float64Array, k: number): number {
  let high = Number.NEGATIVE_INFINITY;
  for (let i = k - BREAKOUT_LOOKBACK; i < k; i++) high = Math.max(high, close[i] as number);
  return high;
}
