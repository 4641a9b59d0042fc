import type { PriceSeries } from '../benchmark/price-series';

/** A session of an index chart: its level and the market's turnover that day (NaN where unknown). */
export interface IndexSeries extends PriceSeries {
  readonly turnover: Float64Array;
}

/** Where a continued index changes source: the first `storedSessions` sessions are the stored index's. */
export interface ContinuedIndex extends IndexSeries {
  readonly storedSessions: number;
}

/**
 * The stored index continued by `fallback` past its last session: each later session of `fallback` moves the level
 * by `fallback`'s own return since the stored index's last day (so the line joins without a jump); the whole of
 * `fallback` when nothing is stored, or when `fallback` has no close on or before the stored index's last day.
 */
export function continuedIndex(stored: IndexSeries, fallback: IndexSeries): ContinuedIndex {
  const n = stored.date.length;
  const lastDay = n === 0 ? Number.NEGATIVE_INFINITY : stored.date[n - 1]!;
  let join = -1;
  for (let i = 0; i < fallback.date.length && fallback.date[i]! <= lastDay; i++) join = i;
  if (n === 0 || join < 0) return { ...fallback, storedSessions: 0 };
  const extra = fallback.date.length - join - 1;
  const date = new Int32Array(n + extra);
  const close = new Float64Array(n + extra);
  const turnover = new Float64Array(n + extra);
  date.set(stored.date);
  close.set(stored.close);
  turnover.set(stored.turnover);
  const scale = stored.close[n - 1]! / fallback.close[join]!;
  for (let k = 0; k < extra; k++) {
    date[n + k] = fallback.date[join + 1 + k]!;
    close[n + k] = fallback.close[join + 1 + k]! * scale;
    turnover[n + k] = fallback.turnover[join + 1 + k]!;
  }
  return { date, close, turnover, storedSessions: n };
}
