import type { Bars } from '../series';

/** Closes by session, oldest first: an index, a stock's adjusted closes, an equal-weight index. */
export type PriceSeries = Pick<Bars, 'date' | 'close'>;

/** Whether `series` has a close on or before `first` and one on or after `last` (days since 1970-01-01). */
export function seriesCovers(series: PriceSeries, first: number, last: number): boolean {
  const n = series.date.length;
  return n > 0 && series.date[0]! <= first && series.date[n - 1]! >= last;
}

/**
 * The close of `series` standing at each of `dates` (sorted): the last close dated on or before it, a session the
 * series did not trade carrying its close before; a date before the series' first takes its first close. One merge
 * of the two sorted columns. `series` must have a close.
 */
export function closesOn(series: PriceSeries, dates: Int32Array): Float64Array {
  const out = new Float64Array(dates.length);
  const n = series.date.length;
  let k = 0;
  for (let i = 0; i < dates.length; i++) {
    while (k + 1 < n && series.date[k + 1]! <= dates[i]!) k++;
    out[i] = series.close[k]!;
  }
  return out;
}
