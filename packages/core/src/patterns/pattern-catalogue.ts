import { cdlAbandonedBaby } from './abandoned-baby';
import type { CandleFrame } from './candle-frame';
import { cdlDarkCloudCover } from './dark-cloud-cover';
import { cdlDoji, cdlDragonflyDoji, cdlGravestoneDoji } from './doji';
import { cdlEngulfing } from './engulfing';
import { cdlHammer, cdlHangingMan } from './hammer';
import { cdlHarami } from './harami';
import { cdlInvertedHammer, cdlShootingStar } from './inverted-hammer';
import { kickers } from './kickers';
import { cdlMarubozu } from './marubozu';
import { cdlPiercing } from './piercing';
import { cdlEveningStar, cdlMorningStar } from './star';
import { cdlThreeBlackCrows } from './three-black-crows';
import { cdlThreeWhiteSoldiers } from './three-white-soldiers';
import { tweezers } from './tweezers';
import { windows } from './windows';

export type CandlestickPatternType = 'bullish' | 'bearish' | 'indecision';

/**
 * Stable keys of the spec's 26 candlestick patterns, by type in the spec's order. Core detects by key; the
 * API's names of the patterns are the contract's, keyed by these types.
 */
export const BULLISH_PATTERN_KEYS = [
  'bullish-engulfing',
  'piercing-pattern',
  'tweezer-bottom',
  'rising-window',
  'bullish-kicker',
  'hammer',
  'bullish-harami',
  'dragonfly-doji',
  'inverted-hammer',
  'bullish-marubozu',
  'morning-star',
  'three-white-soldiers',
  'abandoned-baby',
] as const;

export const BEARISH_PATTERN_KEYS = [
  'bearish-engulfing',
  'dark-cloud-cover',
  'tweezer-top',
  'falling-window',
  'hanging-man',
  'gravestone-doji',
  'shooting-star',
  'evening-star',
  'bearish-kicker',
  'bearish-harami',
  'bearish-marubozu',
  'three-black-crows',
] as const;

/** Doji is neither bullish nor bearish on its own. */
export const INDECISION_PATTERN_KEYS = ['doji'] as const;

/** All 26 keys: 13 bullish, 12 bearish, Doji. */
export const PATTERN_KEYS = [
  ...BULLISH_PATTERN_KEYS,
  ...BEARISH_PATTERN_KEYS,
  ...INDECISION_PATTERN_KEYS,
] as const;

export type BullishPatternKey = (typeof BULLISH_PATTERN_KEYS)[number];
export type BearishPatternKey = (typeof BEARISH_PATTERN_KEYS)[number];
export type IndecisionPatternKey = (typeof INDECISION_PATTERN_KEYS)[number];
export type PatternKey = (typeof PATTERN_KEYS)[number];

/** A TA-Lib-style signal: per bar +100 / -100 (±80 for TA-Lib's weaker forms) where a pattern completes, else 0. */
export type PatternSignal = (frame: CandleFrame) => Int8Array;

/** How a pattern is detected. */
export interface CandlestickPattern {
  readonly key: PatternKey;
  readonly type: CandlestickPatternType;
  /** The signal the pattern is read from; several patterns share one (both engulfings read CDLENGULFING). */
  readonly signal: PatternSignal;
  /** Which side of the signal is this pattern: 1 where it is positive, -1 where negative. */
  readonly sign: 1 | -1;
  /**
   * How many candles, the completing one and those just before it, the pattern is made of as far as opens go:
   * the detector reads the open (or a body or shadow, which is made from it) of each. At least 1: a pattern
   * stands on its completing candle even when it reads no open (the windows read only highs and lows).
   */
  readonly candles: 1 | 2 | 3 | 4;
}

const DETECTORS: Readonly<Record<PatternKey, Pick<CandlestickPattern, 'signal' | 'sign' | 'candles'>>> = {
  'bullish-engulfing': { signal: cdlEngulfing, sign: 1, candles: 2 },
  'piercing-pattern': { signal: cdlPiercing, sign: 1, candles: 2 },
  'tweezer-bottom': { signal: tweezers, sign: 1, candles: 2 },
  'rising-window': { signal: windows, sign: 1, candles: 1 },
  'bullish-kicker': { signal: kickers, sign: 1, candles: 2 },
  hammer: { signal: cdlHammer, sign: 1, candles: 1 },
  'bullish-harami': { signal: cdlHarami, sign: 1, candles: 2 },
  'dragonfly-doji': { signal: cdlDragonflyDoji, sign: 1, candles: 1 },
  'inverted-hammer': { signal: cdlInvertedHammer, sign: 1, candles: 2 },
  'bullish-marubozu': { signal: cdlMarubozu, sign: 1, candles: 1 },
  'morning-star': { signal: cdlMorningStar, sign: 1, candles: 3 },
  'three-white-soldiers': { signal: cdlThreeWhiteSoldiers, sign: 1, candles: 3 },
  'abandoned-baby': { signal: cdlAbandonedBaby, sign: 1, candles: 3 },
  'bearish-engulfing': { signal: cdlEngulfing, sign: -1, candles: 2 },
  'dark-cloud-cover': { signal: cdlDarkCloudCover, sign: -1, candles: 2 },
  'tweezer-top': { signal: tweezers, sign: -1, candles: 2 },
  'falling-window': { signal: windows, sign: -1, candles: 1 },
  'hanging-man': { signal: cdlHangingMan, sign: -1, candles: 1 },
  'gravestone-doji': { signal: cdlGravestoneDoji, sign: 1, candles: 1 },
  'shooting-star': { signal: cdlShootingStar, sign: -1, candles: 2 },
  'evening-star': { signal: cdlEveningStar, sign: -1, candles: 3 },
  'bearish-kicker': { signal: kickers, sign: -1, candles: 2 },
  'bearish-harami': { signal: cdlHarami, sign: -1, candles: 2 },
  'bearish-marubozu': { signal: cdlMarubozu, sign: -1, candles: 1 },
  'three-black-crows': { signal: cdlThreeBlackCrows, sign: -1, candles: 4 },
  doji: { signal: cdlDoji, sign: 1, candles: 1 },
};

const typed = (keys: readonly PatternKey[], type: CandlestickPatternType): CandlestickPattern[] =>
  keys.map((key) => ({ key, type, ...DETECTORS[key] }));

/** The 26 patterns with their keys, types and signals, in the order of PATTERN_KEYS. */
export const CANDLESTICK_PATTERNS: readonly CandlestickPattern[] = [
  ...typed(BULLISH_PATTERN_KEYS, 'bullish'),
  ...typed(BEARISH_PATTERN_KEYS, 'bearish'),
  ...typed(INDECISION_PATTERN_KEYS, 'indecision'),
];

/** The catalogue entry of each key. */
export const PATTERNS_BY_KEY = Object.fromEntries(CANDLESTICK_PATTERNS.map((p) => [p.key, p])) as Readonly<
  Record<PatternKey, CandlestickPattern>
>;
