import { type Candle, candle as c, trendCandles } from './candle';
import type { PatternKey } from './pattern-catalogue';

/** A typical occurrence of a pattern: the trend it usually ends or continues, then its own candles. */
export interface PatternExample {
  readonly trend: 'up' | 'down';
  readonly candles: readonly Candle[];
}

/** Candles of the trend that precedes every example: enough for the longest candle-setting warm-up (13 bars). */
export const EXAMPLE_TREND_LENGTH = 12;

/** The example's whole series: its trend (closing at 100) followed by the pattern's candles. */
export function exampleSeries(example: PatternExample): Candle[] {
  return [...trendCandles(example.trend, EXAMPLE_TREND_LENGTH, 100), ...example.candles];
}

/**
 * Hand-made examples, one per pattern: the detectors are tested on them, the engine reads a pattern's span (its
 * candle count) from them, and the web app draws its pattern pictures from them. The trends have bodies of 1 and ranges of 2, so the settings read: long
 * body > 1, short body < 1, doji body <= 0.2, very short shadow < 0.2, near <= 0.4, equal <= 0.1.
 */
export const PATTERN_EXAMPLES: Readonly<Record<PatternKey, PatternExample>> = {
  'bullish-engulfing': { trend: 'down', candles: [c(100, 100.3, 98.2, 98.5), c(98.2, 100.9, 98, 100.6)] },
  'piercing-pattern': { trend: 'down', candles: [c(100, 100.2, 97.8, 98), c(97.5, 99.6, 97.3, 99.4)] },
  'tweezer-bottom': { trend: 'down', candles: [c(100, 100.2, 97.6, 98), c(98, 99.7, 97.6, 99.5)] },
  'rising-window': { trend: 'up', candles: [c(100, 101.3, 99.8, 101), c(102, 103.4, 101.8, 103)] },
  'bullish-kicker': { trend: 'down', candles: [c(100, 100.2, 97.8, 98), c(100.5, 102.7, 100.3, 102.5)] },
  hammer: { trend: 'down', candles: [c(99.2, 99.7, 97.8, 99.6)] },
  'bullish-harami': { trend: 'down', candles: [c(100.5, 100.7, 97.8, 98), c(98.6, 99.5, 98.4, 99.3)] },
  'dragonfly-doji': { trend: 'down', candles: [c(99.2, 99.3, 97.8, 99.25)] },
  'inverted-hammer': { trend: 'down', candles: [c(99, 100.6, 98.95, 99.4)] },
  'bullish-marubozu': { trend: 'down', candles: [c(100, 102.25, 99.95, 102.2)] },
  'morning-star': {
    trend: 'down',
    candles: [c(100, 100.2, 97.8, 98), c(97.4, 97.8, 97.2, 97.6), c(97.8, 99.8, 97.7, 99.6)],
  },
  'three-white-soldiers': {
    trend: 'down',
    candles: [c(100, 101.6, 99.9, 101.5), c(101.2, 102.9, 101.1, 102.8), c(102.5, 104.2, 102.4, 104.1)],
  },
  'abandoned-baby': {
    trend: 'down',
    candles: [c(100, 100.2, 97.8, 98), c(97.2, 97.5, 96.9, 97.22), c(97.8, 99.6, 97.7, 99.4)],
  },
  'bearish-engulfing': { trend: 'up', candles: [c(100, 101.7, 99.8, 101.5), c(101.8, 102, 99.5, 99.7)] },
  'dark-cloud-cover': { trend: 'up', candles: [c(100, 102.2, 99.8, 102), c(102.5, 102.7, 100.4, 100.6)] },
  'tweezer-top': { trend: 'up', candles: [c(100, 102.4, 99.8, 102), c(102, 102.4, 100.3, 100.5)] },
  'falling-window': { trend: 'down', candles: [c(100, 100.2, 98.7, 99), c(98, 98.3, 96.8, 97)] },
  'hanging-man': { trend: 'up', candles: [c(100.6, 100.7, 99, 100.3)] },
  'gravestone-doji': { trend: 'up', candles: [c(100.6, 102, 100.58, 100.62)] },
  'shooting-star': { trend: 'up', candles: [c(100.6, 101.8, 100.25, 100.3)] },
  'evening-star': {
    trend: 'up',
    candles: [c(100, 102.2, 99.8, 102), c(102.4, 102.8, 102.2, 102.6), c(102.2, 102.3, 100.2, 100.4)],
  },
  'bearish-kicker': { trend: 'up', candles: [c(100, 102.2, 99.8, 102), c(99.5, 99.7, 97.3, 97.5)] },
  'bearish-harami': { trend: 'up', candles: [c(99.5, 102.2, 99.3, 102), c(101.4, 101.6, 100.5, 100.7)] },
  'bearish-marubozu': { trend: 'up', candles: [c(100, 100.05, 97.75, 97.8)] },
  'three-black-crows': {
    trend: 'up',
    candles: [c(99.8, 99.9, 98.35, 98.4), c(99, 99.1, 97.45, 97.5), c(98, 98.1, 96.45, 96.5)],
  },
  doji: { trend: 'up', candles: [c(100, 100.8, 99.3, 100.05)] },
};
