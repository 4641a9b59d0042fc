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

/** The trend checks on session `last` of the series (see trendSignalsAt). */
export function trendSignalsOn(series: TrendSignalSeries, last: number): TrendSignalSet {
  const { adjusted } = series;
  const positive: BullishTrendSignal[] = [];
  const negative: BearishTrendSignal[] = [];
  const side = (bullish: BullishTrendSignal, bearish: BearishTrendSignal, sign: number) => {
    if (sign > 0) positive.push(bullish);
    else if (sign < 0) negative.push(bearish);
  };
  const at = (values: Float64Array) => values[last] as number;
  const today = at(adjusted.close);
  const sma50 = at(series.sma50);
  const sma200 = at(series.sma200);
  side('close-above-sma-20', 'close-below-sma-20', compare(today, at(series.sma20)));
  side('close-above-sma-50', 'close-below-sma-50', compare(today, sma50));
  side('close-above-sma-200', 'close-below-sma-200', compare(today, sma200));
  side('sma-50-above-sma-200', 'sma-50-below-sma-200', compare(sma50, sma200));
  side('macd-above-signal', 'macd-below-signal', compare(at(series.macd), at(series.macdSignal)));

  const band = rsiSignal(at(series.rsi));
  if (band === 'rsi-oversold' || band === 'rsi-50-to-70') positive.push(band);
  else if (band) negative.push(band);

  const trending = exceeds(at(series.adx), ADX_TRENDING);
  side(
    'plus-di-above-minus-di',
    'minus-di-above-plus-di',
    trending ? compare(at(series.plusDi), at(series.minusDi)) : 0,
  );
  side('supertrend-up', 'supertrend-down', compare(at(series.trend), 0));

  const from = calendarWindowStart(adjusted.date, last, adjusted.date[last] as number, YEAR_RANGE_DAYS);
  if (from >= 0) {
    if (atMost((1 - NEAR_YEAR_EXTREME) * series.extremes.high(from, last), today))
      positive.push('near-365-day-high');
    if (atMost(today, (1 + NEAR_YEAR_EXTREME) * series.extremes.low(from, last)))
      negative.push('near-365-day-low');
  }

  const averageVolume = last > 0 ? (series.averageVolume[last - 1] as number) : Number.NaN;
  if (exceeds(at(series.volume), HIGH_VOLUME_FACTOR * averageVolume)) {
    side('high-volume-up-day', 'high-volume-down-day', compare(dayChange(adjusted, last).change, 0));
  }
  return { positive, negative };
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
