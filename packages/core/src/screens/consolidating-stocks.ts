/** Sessions, the latest included, whose closes must stay in a narrow range. */
export const CONSOLIDATION_SESSIONS = 20;
/** Widest range of those closes, (max - min) / min, for a consolidating stock. */
export const CONSOLIDATION_MAX_RANGE = 0.08;

/**
 * (max close - min close) / min close over the 20 sessions ending at `last`; NaN with fewer than 20 sessions
 * (DESIGN's Consolidating stocks rule: consolidating when at most 8 %). Warm-up: 20 sessions.
 */
export function consolidationRange(close: Float64Array, last: number): number {
  if (last < CONSOLIDATION_SESSIONS - 1 || last >= close.length) return Number.NaN;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = last - CONSOLIDATION_SESSIONS + 1; i <= last; i++) {
    low = Math.min(low, close[i] as number);
    high = Math.max(high, close[i] as number);
  }
  return (high - low) / low;
}

/** True when the closes of the 20 sessions ending at `last` span at most 8 % of their lowest. */
export function isConsolidating(close: Float64Array, last: number): boolean {
  return consolidationRange(close, last) <= CONSOLIDATION_MAX_RANGE;
}
