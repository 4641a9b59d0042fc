import { isoDate } from '../dates';
import type { Bars } from '../series';
import { atMost, exceeds } from '../tie';
import { calendarWindowStart } from './calendar-window';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** What the latest session did against the year before it, in the order the screen lists them. */
export const FIFTY_TWO_WEEK_KINDS = ['new-high', 'near-high', 'near-low', 'new-low'] as const;
export type FiftyTwoWeekKind = (typeof FIFTY_TWO_WEEK_KINDS)[number];

/** Calendar days before the latest session whose sessions make the previous high and low (the latest excluded). */
export const FIFTY_TWO_WEEK_DAYS = 365;
/** A close at least this fraction of the previous high is near it. */
export const NEAR_HIGH_RATIO = 0.98;
/** A close at most this multiple of the previous low is near it. */
export const NEAR_LOW_RATIO = 1.02;

/** The highest high and lowest low of the sessions before the latest, each with the latest session that made it. */
export interface PreviousExtremes {
  high: number;
  highIndex: number;
  low: number;
  lowIndex: number;
}

/**
 * The extremes of the sessions dated from 365 days before session `last` to the day before it, both included (all
 * earlier sessions for a listing younger than that), on the bars given; undefined when no session is in that
 * window. A session within a tie of the extreme made it too, so its index is the latest such session.
 */
export function previousExtremes(bars: Bars, last: number): PreviousExtremes | undefined {
  const from = previousYearStart(bars, last);
  if (from === undefined) return undefined;
  let high = Number.NEGATIVE_INFINITY;
  let low = Number.POSITIVE_INFINITY;
  for (let i = from; i < last; i++) {
    high = Math.max(high, bars.high[i] as number);
    low = Math.min(low, bars.low[i] as number);
  }
  let highIndex = last - 1;
  while (exceeds(high, bars.high[highIndex] as number)) highIndex--;
  let lowIndex = last - 1;
  while (exceeds(bars.low[lowIndex] as number, low)) lowIndex--;
  return { high, highIndex, low, lowIndex };
}

/**
 * The first of the sessions whose extremes session `last` is measured against (those dated from 365 days before it
 * to the day before it; all earlier ones for a younger listing): they run from it to last - 1. Undefined when no
 * session is in that window.
 */
export function previousYearStart(bars: Pick<Bars, 'date'>, last: number): number | undefined {
  const endDay = (bars.date[last] as number) - 1;
  const from = Math.max(0, calendarWindowStart(bars.date, last - 1, endDay, FIFTY_TWO_WEEK_DAYS));
  return from >= last ? undefined : from;
}

/**
 * The kinds that hold on session `last` against `previous`, in FIFTY_TWO_WEEK_KINDS' order, every comparison with
 * the tie rule: a new high when the session's high is above the previous high (a tie is not), a new low when its
 * low is below the previous low; near the high when not a new high and its close is at least 98 % of the previous
 * high, near the low when not a new low and its close is at most 102 % of the previous low.
 */
export function fiftyTwoWeekKinds(
  bars: Bars,
  last: number,
  previous: Pick<PreviousExtremes, 'high' | 'low'>,
): FiftyTwoWeekKind[] {
  const high = bars.high[last] as number;
  const low = bars.low[last] as number;
  const close = bars.close[last] as number;
  const newHigh = exceeds(high, previous.high);
  const newLow = exceeds(previous.low, low);
  const holds: Record<FiftyTwoWeekKind, boolean> = {
    'new-high': newHigh,
    'near-high': !newHigh && atMost(NEAR_HIGH_RATIO * previous.high, close),
    'near-low': !newLow && atMost(close, NEAR_LOW_RATIO * previous.low),
    'new-low': newLow,
  };
  return FIFTY_TWO_WEEK_KINDS.filter((kind) => holds[kind]);
}

/** One row of the 52-Week High & Low screen: one kind that holds for one symbol. */
export interface FiftyTwoWeekRow {
  symbol: string;
  kind: FiftyTwoWeekKind;
  /** Today's traded close (LTP). */
  ltp: number;
  /** The previous high for the high kinds, the previous low for the low kinds (adjusted). */
  extreme: number;
  /** `YYYY-MM-DD` of the latest session that made `extreme`. */
  extremeDate: string;
}

/** Which previous extreme each kind is measured against. */
const EXTREME_OF: Record<FiftyTwoWeekKind, 'high' | 'low'> = {
  'new-high': 'high',
  'near-high': 'high',
  'near-low': 'low',
  'new-low': 'low',
};

/**
 * 52-Week High & Low on the latest session: every symbol that traded that day and has a session before it in the
 * window, once for each kind that holds (see `fiftyTwoWeekKinds`), on adjusted prices; by symbol, then kind.
 */
export function fiftyTwoWeekHighLow(market: ScreenMarket): FiftyTwoWeekRow[] {
  const rows: FiftyTwoWeekRow[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    const previous = previousExtremes(adjusted, last);
    if (previous === undefined) continue;
    for (const kind of fiftyTwoWeekKinds(adjusted, last, previous)) {
      const high = EXTREME_OF[kind] === 'high';
      rows.push({
        symbol,
        kind,
        ltp: traded.close[last] as number,
        extreme: high ? previous.high : previous.low,
        extremeDate: isoDate(adjusted.date[high ? previous.highIndex : previous.lowIndex] as number),
      });
    }
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}
