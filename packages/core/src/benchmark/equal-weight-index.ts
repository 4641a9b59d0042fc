import { firstSessionOnOrAfter } from '../dates';
import type { PriceSeries } from './price-series';

/** The equal-weight index's level on its first session. */
export const EQUAL_WEIGHT_BASE = 100;

/** An equal-weight index and how many constituents entered it. */
export interface EqualWeightIndex extends PriceSeries {
  /** Constituents with at least two sessions in the range: those whose returns move it. */
  readonly members: number;
}

/**
 * The equal-weight index of `constituents` over the sessions from `from` to `to` (days since 1970-01-01,
 * inclusive): its sessions are the days at least one constituent traded in the range; it stands at 100 on the
 * first, and each later session moves it by the mean of the close-to-close returns of the constituents that traded
 * on that session and on an earlier one of the range (each from its own previous close, however many sessions
 * back). So a stock enters on its second session of the range, a stock that did not trade on a session is left
 * out of that session's mean, and a session where none has a return leaves the index where it was. Closes should
 * be adjusted ones, so that a bonus or right issue is no fall. An infinite range takes the whole history, as a
 * published index would. Source: ours.
 */
export function equalWeightIndex(
  constituents: readonly PriceSeries[],
  from: number,
  to: number,
): EqualWeightIndex {
  // The range shrunk to the constituents' sessions, so that a wide request allocates no more than the data spans.
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const { date } of constituents) {
    const n = date.length;
    if (n === 0 || date[n - 1]! < from || date[0]! > to) continue;
    first = Math.min(first, Math.max(from, date[0]!));
    last = Math.max(last, Math.min(to, date[n - 1]!));
  }
  if (!(first <= last)) return { date: new Int32Array(0), close: new Float64Array(0), members: 0 };
  const days = last - first + 1;
  const traded = new Uint8Array(days);
  const sum = new Float64Array(days);
  const count = new Int32Array(days);
  let members = 0;
  for (const { date, close } of constituents) {
    let previous = Number.NaN;
    let entered = false;
    for (let i = firstSessionOnOrAfter(date, first); i < date.length; i++) {
      const day = date[i]!;
      if (day > last) break;
      const at = day - first;
      traded[at] = 1;
      // A close that is not a price (0, missing) is no session of the stock's: no return to it or from it.
      if (!(close[i]! > 0)) continue;
      if (previous > 0) {
        sum[at] = sum[at]! + close[i]! / previous - 1;
        count[at] = count[at]! + 1;
        entered = true;
      }
      previous = close[i]!;
    }
    if (entered) members++;
  }
  let sessions = 0;
  for (let at = 0; at < days; at++) sessions += traded[at]!;
  const out = { date: new Int32Array(sessions), close: new Float64Array(sessions), members };
  let level = EQUAL_WEIGHT_BASE;
  for (let at = 0, k = 0; at < days; at++) {
    if (traded[at] === 0) continue;
    if (count[at]! > 0) level *= 1 + sum[at]! / count[at]!;
    out.date[k] = first + at;
    out.close[k] = level;
    k++;
  }
  return out;
}
