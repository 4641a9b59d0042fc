import { directionalMovement } from '../indicators/directional-movement';
import { macd } from '../indicators/macd';
import { rsi } from '../indicators/rsi';
import { sma } from '../indicators/sma';
import { supertrend } from '../indicators/supertrend';
import type { Bars } from '../series';
import { atMost, exceeds } from '../tie';
import { calendarWindowStart } from './calendar-window';
import { dayChange } from './day-change';
import { RangeExtremes } from './range-extremes';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/**
 * The bullish checks of Trend Signals (see trendSignalsAt), in the order the page shows; each has one fixed
 * text, which the contract owns (the wire's words), as it owns the pattern names.
 */
export const BULLISH_TREND_SIGNALS = [
  'close-above-sma-20',
  'close-above-sma-50',
  'close-above-sma-200',
  'sma-50-above-sma-200',
  'macd-above-signal',
  'rsi-oversold',
  'rsi-50-to-70',
  'plus-di-above-minus-di',
  'supertrend-up',
  'near-365-day-high',
  'high-volume-up-day',
] as const;

/** The bearish checks, each the mirror of a bullish one (RSI's two bands mirror the two bullish ones). */
export const BEARISH_TREND_SIGNALS = [
  'close-below-sma-20',
  'close-below-sma-50',
  'close-below-sma-200',
  'sma-50-below-sma-200',
  'macd-below-signal',
  'rsi-30-to-50',
  'rsi-overbought',
  'minus-di-above-plus-di',
  'supertrend-down',
  'near-365-day-low',
  'high-volume-down-day',
] as const;

export type BullishTrendSignal = (typeof BULLISH_TREND_SIGNALS)[number];
export type BearishTrendSignal = (typeof BEARISH_TREND_SIGNALS)[number];
export type TrendSignalKey = BullishTrendSignal | BearishTrendSignal;

/** RSI 14 at or below this is oversold (bullish); above it and below 50, bearish. */
export const RSI_OVERSOLD = 30;
/** RSI 14 from 50 (included) to 70 is bullish. */
export const RSI_MIDLINE = 50;
/** RSI 14 at or above this is overbought (bearish). */
export const RSI_OVERBOUGHT = 70;
/** +DI against -DI counts only while ADX 14 is above this (a trend strong enough to read). */
export const ADX_TRENDING = 20;
/** Calendar days of the "365-day" high and low: the sessions dated latest - 364 to latest. */
export const YEAR_RANGE_DAYS = 365;
/** A close within this fraction of the year's high (or low) is near it. */
export const NEAR_YEAR_EXTREME = 0.05;
/** Sessions before today whose mean volume today's is compared with. */
export const HIGH_VOLUME_SESSIONS = 20;
/** Today's volume above this multiple of that mean is a high-volume day. */
export const HIGH_VOLUME_FACTOR = 1.5;

/** The checks that hold on one symbol's session, bullish and bearish, each list in its constant's order. */
export interface TrendSignalSet {
  positive: BullishTrendSignal[];
  negative: BearishTrendSignal[];
}

/** One record of the Trend Signals screen. */
export interface TrendSignalRow extends TrendSignalSet {
  symbol: string;
  /** Today's traded close (LTP). */
  ltp: number;
}

/** 1 when a > b, -1 when a < b, 0 on a tie (tie.ts) or when either is NaN (an indicator still warming up). */
function compare(a: number, b: number): number {
  return exceeds(a, b) ? 1 : exceeds(b, a) ? -1 : 0;
}

/**
 * The RSI band `r` is in: at or below 30 oversold (bullish), then 30-50 (bearish), 50-70 (bullish), at or above
 * 70 overbought (bearish), each band from its lower edge (30 belongs to the first); undefined for NaN.
 */
export function rsiSignal(
  r: number,
): 'rsi-oversold' | 'rsi-30-to-50' | 'rsi-50-to-70' | 'rsi-overbought' | undefined {
  if (atMost(r, RSI_OVERSOLD)) return 'rsi-oversold';
  if (exceeds(RSI_MIDLINE, r)) return 'rsi-30-to-50';
  if (exceeds(RSI_OVERBOUGHT, r)) return 'rsi-50-to-70';
  return atMost(RSI_OVERBOUGHT, r) ? 'rsi-overbought' : undefined;
}

/**
 * The trend checks on session `last` of the adjusted bars (volumes from the traded bars): close against SMA
 * 20, 50, 200; SMA 50 against SMA 200; MACD (12/26/9) against its signal; RSI 14 in its bands (<= 30 bullish,
 * 30-50 bearish, 50-70 bullish, >= 70 bearish, each band from its lower edge, 30 to the first); +DI against
 * -DI while ADX 14 > 20; Supertrend (10, 3)'s direction; close within 5 % of the high (low) of the 365
 * calendar days ending today; traded volume above 1.5 x the mean of the 20 sessions before, on the side of
 * the day's change against the adjusted previous close. A check whose indicator is still warming up holds
 * neither way (warm-ups: SMA 200 needs 200 sessions, ADX 27, MACD 34, a year of history for the range).
 */
export function trendSignalsAt(adjusted: Bars, traded: Bars, last: number): TrendSignalSet {
  return trendSignalsOn(trendSignalSeries(adjusted, traded), last);
}

/** The indicators the trend checks read, over one symbol's whole history (each is causal). */
export interface TrendSignalSeries {
  readonly adjusted: Bars;
  readonly volume: Float64Array;
  readonly sma20: Float64Array;
  readonly sma50: Float64Array;
  readonly sma200: Float64Array;
  readonly macd: Float64Array;
  readonly macdSignal: Float64Array;
  readonly rsi: Float64Array;
  readonly adx: Float64Array;
  readonly plusDi: Float64Array;
  readonly minusDi: Float64Array;
  readonly trend: Float64Array;
  readonly averageVolume: Float64Array;
  /** The highest high and lowest low of a span of sessions: a plain loop, or a table for a caller reading them all. */
  readonly extremes: Pick<RangeExtremes, 'high' | 'low'>;
}

/** A plain loop over the span, for one session's checks. */
function loopExtremes(bars: Bars): Pick<RangeExtremes, 'high' | 'low'> {
  return {
    high: (from, to) => {
      let value = Number.NEGATIVE_INFINITY;
      for (let i = from; i <= to; i++) value = Math.max(value, bars.high[i] as number);
      return value;
    },
    low: (from, to) => {
      let value = Number.POSITIVE_INFINITY;
      for (let i = from; i <= to; i++) value = Math.min(value, bars.low[i] as number);
      return value;
    },
  };
}

/**
 * The indicators of the checks over the whole history of the adjusted bars (volumes from the traded bars); a caller
 * that reads every session passes `everySession`, which answers the year's high and low from a table.
 */
export function trendSignalSeries(adjusted: Bars, traded: Bars, everySession = false): TrendSignalSeries {
  const { high, low, close } = adjusted;
  const m = macd(close, 12, 26, 9);
  const dm = directionalMovement(high, low, close, 14);
  return {
    adjusted,
    volume: traded.volume,
    sma20: sma(close, 20),
    sma50: sma(close, 50),
    sma200: sma(close, 200),
    macd: m.macd,
    macdSignal: m.signal,
    rsi: rsi(close, 14),
    adx: dm.adx,
    plusDi: dm.plusDi,
    minusDi: dm.minusDi,
    trend: supertrend(high, low, close, 10, 3).direction,
    averageVolume: sma(traded.volume, HIGH_VOLUME_SESSIONS),
    extremes: everySession ? new RangeExtremes(high, low) : loopExtremes(adjusted),
  };
}

/** The relation of two values at a session of the series, 0 on a tie or a value still warming up. */
type Relation = (s: TrendSignalSeries, t: number) => number;

const at = (values: Float64Array, t: number) => values[t] as number;
const closeAgainst =
  (average: 'sma20' | 'sma50' | 'sma200'): Relation =>
  (s, t) =>
    compare(at(s.adjusted.close, t), at(s[average], t));
const smaCross: Relation = (s, t) => compare(at(s.sma50, t), at(s.sma200, t));
const macdAgainstSignal: Relation = (s, t) => compare(at(s.macd, t), at(s.macdSignal, t));
const directional: Relation = (s, t) =>
  exceeds(at(s.adx, t), ADX_TRENDING) ? compare(at(s.plusDi, t), at(s.minusDi, t)) : 0;
const supertrendSide: Relation = (s, t) => compare(at(s.trend, t), 0);

/** The first session of the 365 calendar days ending at session t, or -1 for a listing younger than that. */
const yearStart = (s: TrendSignalSeries, t: number) =>
  calendarWindowStart(s.adjusted.date, t, s.adjusted.date[t] as number, YEAR_RANGE_DAYS);

/** The side of a high-volume day: the day's change against the adjusted previous close, 0 on a normal day. */
const highVolumeSide: Relation = (s, t) => {
  const averageVolume = t > 0 ? (s.averageVolume[t - 1] as number) : Number.NaN;
  if (!exceeds(at(s.volume, t), HIGH_VOLUME_FACTOR * averageVolume)) return 0;
  return compare(dayChange(s.adjusted, t).change, 0);
};

const bullishOf = (relation: Relation) => (s: TrendSignalSeries, t: number) => relation(s, t) > 0;
const bearishOf = (relation: Relation) => (s: TrendSignalSeries, t: number) => relation(s, t) < 0;
const rsiBand = (band: ReturnType<typeof rsiSignal>) => (s: TrendSignalSeries, t: number) =>
  rsiSignal(at(s.rsi, t)) === band;

/** Whether each check holds on session t of the series (see trendSignalsAt). */
export const TREND_CHECKS: Readonly<Record<TrendSignalKey, (s: TrendSignalSeries, t: number) => boolean>> = {
  'close-above-sma-20': bullishOf(closeAgainst('sma20')),
  'close-below-sma-20': bearishOf(closeAgainst('sma20')),
  'close-above-sma-50': bullishOf(closeAgainst('sma50')),
  'close-below-sma-50': bearishOf(closeAgainst('sma50')),
  'close-above-sma-200': bullishOf(closeAgainst('sma200')),
  'close-below-sma-200': bearishOf(closeAgainst('sma200')),
  'sma-50-above-sma-200': bullishOf(smaCross),
  'sma-50-below-sma-200': bearishOf(smaCross),
  'macd-above-signal': bullishOf(macdAgainstSignal),
  'macd-below-signal': bearishOf(macdAgainstSignal),
  'rsi-oversold': rsiBand('rsi-oversold'),
  'rsi-30-to-50': rsiBand('rsi-30-to-50'),
  'rsi-50-to-70': rsiBand('rsi-50-to-70'),
  'rsi-overbought': rsiBand('rsi-overbought'),
  'plus-di-above-minus-di': bullishOf(directional),
  'minus-di-above-plus-di': bearishOf(directional),
  'supertrend-up': bullishOf(supertrendSide),
  'supertrend-down': bearishOf(supertrendSide),
  'near-365-day-high': (s, t) => {
    const from = yearStart(s, t);
    return from >= 0 && atMost((1 - NEAR_YEAR_EXTREME) * s.extremes.high(from, t), at(s.adjusted.close, t));
  },
  'near-365-day-low': (s, t) => {
    const from = yearStart(s, t);
    return from >= 0 && atMost(at(s.adjusted.close, t), (1 + NEAR_YEAR_EXTREME) * s.extremes.low(from, t));
  },
  'high-volume-up-day': bullishOf(highVolumeSide),
  'high-volume-down-day': bearishOf(highVolumeSide),
};

/** The trend checks on session `last` of the series (see trendSignalsAt), each side in its constant's order. */
export function trendSignalsOn(series: TrendSignalSeries, last: number): TrendSignalSet {
  return {
    positive: BULLISH_TREND_SIGNALS.filter((key) => TREND_CHECKS[key](series, last)),
    negative: BEARISH_TREND_SIGNALS.filter((key) => TREND_CHECKS[key](series, last)),
  };
}

/**
 * Trend Signals on the latest session: every symbol that traded that day and shows at least one check, by
 * symbol; each with its bullish and bearish checks (see `trendSignalsAt`) and its LTP.
 */
export function trendSignals(market: ScreenMarket): TrendSignalRow[] {
  const rows: TrendSignalRow[] = [];
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    const { positive, negative } = trendSignalsAt(adjusted, traded, last);
    if (positive.length + negative.length > 0)
      rows.push({ symbol, positive, negative, ltp: traded.close[last] as number });
  }
  return rows.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}
