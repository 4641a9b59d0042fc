import { detectPatterns } from '../patterns/detect-patterns';
import {
  CANDLESTICK_PATTERNS,
  type CandlestickPatternType,
  type PatternKey,
} from '../patterns/pattern-catalogue';
import type { Bars } from '../series';
import { type DayChange, dayChange } from './day-change';
import { type ScreenMarket, tradedOnLatestSession } from './screen-market';

/** A stock showing a pattern on the latest session, with that session's traded prices. */
export interface PatternStock extends DayChange {
  symbol: string;
  open: number;
  high: number;
  low: number;
  /** Today's traded close (LTP). */
  close: number;
}

/** A pattern seen on the latest session and the stocks showing it, by symbol. */
export interface PatternOfTheDay {
  key: PatternKey;
  stocks: PatternStock[];
}

/** The day's patterns by type, each in the catalogue's (the spec's) order. */
export type PatternsOfTheDay = Record<CandlestickPatternType, PatternOfTheDay[]>;

/**
 * Candlestick Patterns on the latest session: every one of the 26 patterns (core's detectors, TA-Lib's rules where
 * TA-Lib has them) completed on a symbol's bar of that day, detected on adjusted bars (a bonus issue is no gap),
 * grouped by type; a pattern no stock shows is left out, a symbol that did not trade that day too. Prices are the
 * traded ones; the change is on adjusted closes, so a book closure that day is no drop. Warm-up: per pattern, at
 * most 13 sessions.
 */
export function candlestickPatterns(market: ScreenMarket): PatternsOfTheDay {
  const stocksOf = new Map<PatternKey, PatternStock[]>();
  for (const { symbol, adjusted, traded, last } of tradedOnLatestSession(market)) {
    if (last < 1 || adjusted.date[last] !== market.latestDay) continue;
    const masks = detectPatterns(adjusted, last);
    for (const { key } of CANDLESTICK_PATTERNS) {
      if (!masks.byKey[key][last]) continue;
      const stocks = stocksOf.get(key) ?? [];
      stocks.push(stockOf(symbol, adjusted, traded, last));
      stocksOf.set(key, stocks);
    }
  }
  const day: PatternsOfTheDay = { bullish: [], bearish: [], indecision: [] };
  for (const { key, type } of CANDLESTICK_PATTERNS) {
    const stocks = stocksOf.get(key);
    if (stocks) day[type].push({ key, stocks: stocks.sort((a, b) => (a.symbol < b.symbol ? -1 : 1)) });
  }
  return day;
}

function stockOf(symbol: string, adjusted: Bars, traded: Bars, last: number): PatternStock {
  return {
    symbol,
    ...dayChange(adjusted, last),
    open: traded.open[last] as number,
    high: traded.high[last] as number,
    low: traded.low[last] as number,
    close: traded.close[last] as number,
  };
}
