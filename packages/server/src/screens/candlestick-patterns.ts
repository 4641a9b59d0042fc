import {
  API_PATHS,
  type CandlestickPatternItem,
  candlestickPatternsResponseSchema,
  PATTERN_NAMES,
  PATTERN_SUMMARIES,
  patternPicturePath,
} from '@nepse/contract';
import { candlestickPatterns, type PatternOfTheDay } from '@nepse/core';
import { defineScreen } from './screen-definition';

/** A pattern of the day as the API gives it: named, counted, with its picture's path and its summary. */
function item({ key, stocks }: PatternOfTheDay): CandlestickPatternItem {
  return {
    pattern: PATTERN_NAMES[key],
    count: stocks.length,
    stocks,
    image_URL: patternPicturePath(key),
    summary: PATTERN_SUMMARIES[key],
  };
}

/** `GET /api/candlestick-patterns/`: core's patterns of the latest session, with the contract's names and texts. */
export const candlestickPatternsScreen = defineScreen({
  path: API_PATHS.candlestickPatterns,
  name: 'candlestick patterns',
  schema: candlestickPatternsResponseSchema,
  compute: ({ market }) => {
    const day = candlestickPatterns(market);
    return {
      bullish: day.bullish.map(item),
      bearish: day.bearish.map(item),
      indecision: day.indecision.map(item),
    };
  },
});
