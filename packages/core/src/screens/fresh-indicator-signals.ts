import { bollingerBands } from '../indicators/bollinger-bands';
import { macd } from '../indicators/macd';
import { rsi } from '../indicators/rsi';
import { sma } from '../indicators/sma';
import { stochasticRsi } from '../indicators/stochastic-rsi';
import { supertrend } from '../indicators/supertrend';
import type { Bars } from '../series';
import { atMost, exceeds } from '../tie';
import { type DayChange, dayChange } from './day-change';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** RSI levels whose crossing is an event: up through oversold, down through overbought. */
export const FRESH_RSI_OVERSOLD = 30;
export const FRESH_RSI_OVERBOUGHT = 70;

/**
 * The groups of Fresh Indicator Signals, in the order the page shows: each an event on the latest bar, a
 * cross being a relation that did not hold on the previous bar and holds now (ties are ties, as in the
 * back-test).
 */
export const FRESH_SIGNAL_GROUPS = [
  { key: 'golden-cross', name: 'Golden Cross (SMA 50 above SMA 200)' },
  { key: 'death-cross', name: 'Death Cross (SMA 50 below SMA 200)' },
  { key: 'macd-cross-up', name: 'MACD Crossed Above Signal' },
  { key: 'macd-cross-down', name: 'MACD Crossed Below Signal' },
  { key: 'rsi-cross-up-30', name: 'RSI 14 Crossed Above 30' },
  { key: 'rsi-cross-down-70', name: 'RSI 14 Crossed Below 70' },
  { key: 'close-cross-up-sma200', name: 'Close Crossed Above SMA 200' },
  { key: 'close-cross-down-sma200', name: 'Close Crossed Below SMA 200' },
  { key: 'supertrend-up', name: 'Supertrend (10, 3) Turned Up' },
  { key: 'supertrend-down', name: 'Supertrend (10, 3) Turned Down' },
  { key: 'bollinger-cross-up-upper', name: 'Close Crossed Above Upper Bollinger Band (20, 2)' },
  { key: 'bollinger-cross-down-lower', name: 'Close Crossed Below Lower Bollinger Band (20, 2)' },
  { key: 'stoch-rsi-cross-up', name: 'Stoch RSI %K Crossed Above %D' },
  { key: 'stoch-rsi-cross-down', name: 'Stoch RSI %K Crossed Below %D' },
] as const;

export type FreshSignalKey = (typeof FRESH_SIGNAL_GROUPS)[number]['key'];

/** A stock whose event happened on the latest session, with that session's prices. */
export interface FreshSignalStock extends DayChange {
  symbol: string;
  /** Today's traded close (LTP). */
  ltp: number;
}

export interface FreshSignalGroup {
  key: FreshSignalKey;
  name: string;
  /** By symbol. */
  stocks: FreshSignalStock[];
}

/** a was at most b on the bar before and is above it now: a crossing, a tie counting as not above (tie.ts). */
function crossed(aBefore: number, bBefore: number, a: number, b: number): boolean {
  return atMost(aBefore, bBefore) && exceeds(a, b);
}

/** a crosses above b on bar t. */
function crossesAbove(a: Float64Array, b: Float64Array, t: number): boolean {
  return t >= 1 && crossed(a[t - 1] as number, b[t - 1] as number, a[t] as number, b[t] as number);
}

/** `values` crosses above (or, `below`, under) the constant `level` on bar t. */
function crossesLevel(values: Float64Array, level: number, t: number, below: boolean): boolean {
  if (t < 1) return false;
  const before = values[t - 1] as number;
  const now = values[t] as number;
  return below ? crossed(level, before, level, now) : crossed(before, level, now, level);
}

/** The indicators the events are read from, over one symbol's whole history (each is causal). */
export interface FreshSignalSeries {
  readonly close: Float64Array;
  readonly sma50: Float64Array;
  readonly sma200: Float64Array;
  readonly macd: Float64Array;
  readonly macdSignal: Float64Array;
  readonly rsi: Float64Array;
  readonly trend: Float64Array;
  readonly upper: Float64Array;
  readonly lower: Float64Array;
  readonly k: Float64Array;
  readonly d: Float64Array;
}

/**
 * The indicators of the events, from core's indicators over the whole history of adjusted bars: SMA 50/200, MACD
 * (12, 26, 9), RSI 14, Supertrend (10, 3), Bollinger (20, 2), Stoch RSI (14, 14, 3, 3).
 */
export function freshSignalSeries(bars: Bars): FreshSignalSeries {
  const { close, high, low } = bars;
  const lines = macd(close, 12, 26, 9);
  const bands = bollingerBands(close, 20, 2);
  const stoch = stochasticRsi(close, 14, 14, 3, 3);
  return {
    close,
    sma50: sma(close, 50),
    sma200: sma(close, 200),
    macd: lines.macd,
    macdSignal: lines.signal,
    rsi: rsi(close, 14),
    trend: supertrend(high, low, close, 10, 3).direction,
    upper: bands.upper,
    lower: bands.lower,
    k: stoch.k,
    d: stoch.d,
  };
}

/**
 * Whether each group's event happens on bar t of the series: a relation that did not hold on bar t - 1 and holds on
 * bar t. Warm-up: each event needs its indicator on bars t - 1 and t (201 bars for the SMA 200 ones).
 */
export const FRESH_SIGNAL_EVENTS: Readonly<
  Record<FreshSignalKey, (s: FreshSignalSeries, t: number) => boolean>
> = {
  'golden-cross': (s, t) => crossesAbove(s.sma50, s.sma200, t),
  'death-cross': (s, t) => crossesAbove(s.sma200, s.sma50, t),
  'macd-cross-up': (s, t) => crossesAbove(s.macd, s.macdSignal, t),
  'macd-cross-down': (s, t) => crossesAbove(s.macdSignal, s.macd, t),
  'rsi-cross-up-30': (s, t) => crossesLevel(s.rsi, FRESH_RSI_OVERSOLD, t, false),
  'rsi-cross-down-70': (s, t) => crossesLevel(s.rsi, FRESH_RSI_OVERBOUGHT, t, true),
  'close-cross-up-sma200': (s, t) => crossesAbove(s.close, s.sma200, t),
  'close-cross-down-sma200': (s, t) => crossesAbove(s.sma200, s.close, t),
  'supertrend-up': (s, t) => t >= 1 && s.trend[t - 1] === -1 && s.trend[t] === 1,
  'supertrend-down': (s, t) => t >= 1 && s.trend[t - 1] === 1 && s.trend[t] === -1,
  'bollinger-cross-up-upper': (s, t) => crossesAbove(s.close, s.upper, t),
  'bollinger-cross-down-lower': (s, t) => crossesAbove(s.lower, s.close, t),
  'stoch-rsi-cross-up': (s, t) => crossesAbove(s.k, s.d, t),
  'stoch-rsi-cross-down': (s, t) => crossesAbove(s.d, s.k, t),
};

/** Which events of FRESH_SIGNAL_GROUPS happen on bar `t` of the series (see FRESH_SIGNAL_EVENTS). */
export function freshSignalsOn(series: FreshSignalSeries, t: number): Set<FreshSignalKey> {
  return new Set(
    FRESH_SIGNAL_GROUPS.map(({ key }) => key).filter((key) => FRESH_SIGNAL_EVENTS[key](series, t)),
  );
}

/** Which events of FRESH_SIGNAL_GROUPS happen on bar `t` of adjusted bars, from indicators over the whole history. */
export function freshSignalsAt(bars: Bars, t: number): Set<FreshSignalKey> {
  return freshSignalsOn(freshSignalSeries(bars), t);
}

/**
 * Fresh Indicator Signals on the latest session: every group of FRESH_SIGNAL_GROUPS in its order, kept when
 * empty, with the symbols that traded that day and whose event happened on that bar, by symbol. Signals are
 * read on adjusted bars (a bonus issue is no crash), the LTP is the traded close.
 */
export function freshIndicatorSignals(market: ScreenMarket): FreshSignalGroup[] {
  const groups = FRESH_SIGNAL_GROUPS.map(({ key, name }) => ({
    key,
    name,
    stocks: [] as FreshSignalStock[],
  }));
  const sorted = [...tradedOnLatestSession(market)].sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
  for (const { symbol, adjusted, traded, last } of sorted) {
    if (last < 1 || adjusted.date[last] !== market.latestDay) continue;
    const events = freshSignalsAt(adjusted, last);
    if (events.size === 0) continue;
    const stock = stockOf(symbol, adjusted, traded, last);
    for (const group of groups) if (events.has(group.key)) group.stocks.push(stock);
  }
  return groups;
}

function stockOf(symbol: string, adjusted: Bars, traded: Bars, last: number): FreshSignalStock {
  return { symbol, ltp: traded.close[last] as number, ...dayChange(adjusted, last) };
}
