import {
  type CandlestickPatternItem,
  PATTERN_NAMES,
  PATTERN_SUMMARIES,
  patternPicturePath,
} from '@nepse/contract';
import { candlestickPatterns, type PatternOfTheDay } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { ScreenCompute } from './screen-definition';
import { sectorNameOf } from './screen-input';

/** A pattern of the day as the API gives it: named, counted, with its picture's path and its summary. */
function item({ key, stocks }: PatternOfTheDay, snapshot: MarketSnapshot): CandlestickPatternItem {
  return {
    pattern: PATTERN_NAMES[key],
    count: stocks.length,
    stocks: stocks.map((stock) => ({ ...stock, sector: sectorNameOf(snapshot, stock.symbol) })),
    image_URL: patternPicturePath(key),
    summary: PATTERN_SUMMARIES[key],
  };
}

/**
 * `GET /api/candlestick-patterns/`: core's patterns of the latest session, with the contract's names and texts, each
 * stock with its sector.
 */
export const candlestickPatternsAnswer: ScreenCompute<'candlestickPatterns'> = ({ market, snapshot }) => {
  const day = candlestickPatterns(market);
  const items = (patterns: PatternOfTheDay[]) => patterns.map((pattern) => item(pattern, snapshot));
  return { bullish: items(day.bullish), bearish: items(day.bearish), indecision: items(day.indecision) };
};
