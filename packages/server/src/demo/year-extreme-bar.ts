import {
  type Bars,
  type FiftyTwoWeekKind,
  fiftyTwoWeekKinds,
  NEAR_HIGH_RATIO,
  NEAR_LOW_RATIO,
  type PreviousExtremes,
  previousExtremes,
} from '@nepse/core';
import { bandCeiling, bandFloor, TICKS_PER_RUPEE } from './price-band';

/** A bar in whole ticks: open, high, low, close. */
export type TickBar = readonly [open: number, high: number, low: number, close: number];

/** The last bars of a symbol as a steer writes them: from index `first` to the last. */
export interface YearExtremeSteer {
  first: number;
  rows: readonly TickBar[];
}

/** The longest run of sessions a steer moves, and the largest move of a session's close in it. */
const MAX_RUN = 10;
const MAX_DAILY_MOVE = 0.06;
/** Sessions enough to span the 365 days before the last one (fewer sessions than calendar days). */
const TAIL_SESSIONS = 400;

const ticks = (price: number) => Math.round(price * TICKS_PER_RUPEE);

/** How each kind moves the last bar (ticks) against the previous high and low (ticks); the open is set inside after. */
const MOVES: Record<FiftyTwoWeekKind, (bar: TickBar, high: number, low: number) => TickBar> = {
  'new-high': ([o, h, l, c], high) => [o, Math.max(h, high + 1), l, c],
  'near-high': ([o, h, l, c], high) => {
    const close = Math.min(high, Math.max(c, Math.ceil(NEAR_HIGH_RATIO * high)));
    return [o, Math.min(high, Math.max(h, close)), Math.min(l, close), close];
  },
  'near-low': ([o, h, l, c], _, low) => {
    const close = Math.max(low, Math.min(c, Math.floor(NEAR_LOW_RATIO * low)));
    return [o, Math.max(h, close), Math.max(low, Math.min(l, close)), close];
  },
  'new-low': ([o, h, l, c], _, low) => [o, h, Math.min(l, low - 1), c],
};

/** Where a run steers the close before the last bar's own move: just short of the extreme the kind is about. */
const TARGETS: Record<FiftyTwoWeekKind, (previous: PreviousExtremes) => number> = {
  'new-high': (p) => 0.995 * p.high,
  'near-high': (p) => 0.99 * p.high,
  'near-low': (p) => 1.01 * p.low,
  'new-low': (p) => 1.005 * p.low,
};

const tickBar = (b: Bars, i: number): TickBar => [
  ticks(b.open[i] ?? 0),
  ticks(b.high[i] ?? 0),
  ticks(b.low[i] ?? 0),
  ticks(b.close[i] ?? 0),
];

/** Whether core finds `kind` on the last bar of `bars` as it stands. */
export function hasYearExtreme(bars: Bars, kind: FiftyTwoWeekKind): boolean {
  const last = bars.close.length - 1;
  const previous = last > 0 ? previousExtremes(bars, last) : undefined;
  return previous !== undefined && fiftyTwoWeekKinds(bars, last, previous).includes(kind);
}

/**
 * The shortest run of last sessions (at most 10) that takes the symbol to `kind` of core's 52-Week High & Low on
 * its last session, each session's bar scaled whole by a steady daily factor (at most 6 % a day) so that the close
 * before the last move lands just short of the extreme, then the last bar moved as little as the kind needs against
 * core's previous high and low on the run's prices: a high a tick above the previous high, a low a tick under the
 * previous low, a close brought to 98 % of the previous high (the high held at it) or to 102 % of the previous low
 * (the low held at it); the open kept inside each bar. Every price stays in the day's band after the close before
 * (`days` the trading days, the last the last bar's). Undefined when no run does, or when the bars have no previous
 * year. The bars are taken as the adjusted ones: the caller picks symbols without a bonus issue in the year.
 */
export function yearExtremeSteer(
  bars: Bars,
  kind: FiftyTwoWeekKind,
  days: Int32Array,
): YearExtremeSteer | undefined {
  // The last sessions only, more than a year of them: every run works on a copy of them.
  const from = Math.max(0, bars.close.length - TAIL_SESSIONS);
  const tail = barsFrom(bars, from);
  const last = tail.close.length - 1;
  const previous = last > 0 ? previousExtremes(tail, last) : undefined;
  if (previous === undefined) return undefined;
  const target = TARGETS[kind](previous);
  for (let run = 1; run <= Math.min(MAX_RUN, last - 1); run++) {
    const first = last - run + 1;
    const base = tail.close[first - 1] ?? 0;
    const factor = run === 1 ? 1 : (target / base) ** (1 / (run - 1));
    if (Math.abs(factor - 1) > MAX_DAILY_MOVE) continue;
    const rows = steered(tail, first, base, factor, kind, days);
    if (rows !== undefined) return { first: from + first, rows };
  }
  return undefined;
}

/** The bars from index `from` on, prices copied (a run scales them), dates and volumes shared. */
function barsFrom(bars: Bars, from: number): Bars {
  return {
    date: bars.date.subarray(from),
    open: bars.open.slice(from),
    high: bars.high.slice(from),
    low: bars.low.slice(from),
    close: bars.close.slice(from),
    volume: bars.volume.subarray(from),
  };
}

/**
 * The bars from `first` scaled so that the close of session `first + k` is `base` x `factor` ^ (k + 1) (the last's
 * left where the run ends), then the last moved for `kind`; undefined when a price leaves its band.
 */
function steered(
  bars: Bars,
  first: number,
  base: number,
  factor: number,
  kind: FiftyTwoWeekKind,
  days: Int32Array,
): readonly TickBar[] | undefined {
  const last = bars.close.length - 1;
  const scaled = barsFrom(bars, 0);
  // A run of one session only moves the last bar.
  for (let i = first; i <= last && first < last; i++) {
    const close = base * factor ** Math.min(i - first + 1, last - first);
    const ratio = close / (bars.close[i] ?? close);
    for (const column of [scaled.open, scaled.high, scaled.low, scaled.close])
      column[i] = Math.round((column[i] ?? 0) * ratio * TICKS_PER_RUPEE) / TICKS_PER_RUPEE;
  }
  const previous = previousExtremes(scaled, last);
  if (previous === undefined) return undefined;
  const [o, h, l, c] = MOVES[kind](tickBar(scaled, last), ticks(previous.high), ticks(previous.low));
  const rows: TickBar[] = [];
  for (let i = first; i < last; i++) rows.push(tickBar(scaled, i));
  rows.push([Math.min(h, Math.max(l, o)), h, l, c]);
  let previousClose = ticks(bars.close[first - 1] ?? 0);
  for (const [k, [, high, low, close]] of rows.entries()) {
    const day = days[days.length - rows.length + k] ?? 0;
    if (low < bandFloor(previousClose, day) || high > bandCeiling(previousClose, day)) return undefined;
    previousClose = close;
  }
  return rows;
}
