import type {
  BearishPatternKey,
  BullishPatternKey,
  CandlestickPatternType,
  IndecisionPatternKey,
  PatternKey,
} from '@nepse/core';

/**
 * The API's name of each candlestick pattern, keyed by core's pattern keys and grouped by core's types, in
 * the spec's order. Names are the wire's, so the contract owns them; core detects by key. Each record must
 * name exactly its group's keys, so a key core adds or drops fails to compile.
 */
const BULLISH_NAMES = {
  'bullish-engulfing': 'Bullish Engulfing',
  'piercing-pattern': 'Piercing Pattern',
  'tweezer-bottom': 'Tweezer Bottom',
  'rising-window': 'Rising Window',
  'bullish-kicker': 'Bullish Kicker',
  hammer: 'Hammer',
  'bullish-harami': 'Bullish Harami',
  'dragonfly-doji': 'Dragonfly Doji',
  'inverted-hammer': 'Inverted Hammer',
  'bullish-marubozu': 'Bullish Marubozu',
  'morning-star': 'Morning Star',
  'three-white-soldiers': 'Three White Soldiers',
  'abandoned-baby': 'Abandoned Baby',
} as const satisfies Record<BullishPatternKey, string>;

const BEARISH_NAMES = {
  'bearish-engulfing': 'Bearish Engulfing',
  'dark-cloud-cover': 'Dark Cloud Cover',
  'tweezer-top': 'Tweezer Top',
  'falling-window': 'Falling Window',
  'hanging-man': 'Hanging Man',
  'gravestone-doji': 'Gravestone Doji',
  'shooting-star': 'Shooting Star',
  'evening-star': 'Evening Star',
  'bearish-kicker': 'Bearish Kicker',
  'bearish-harami': 'Bearish Harami',
  'bearish-marubozu': 'Bearish Marubozu',
  'three-black-crows': 'Three Black Crows',
} as const satisfies Record<BearishPatternKey, string>;

const INDECISION_NAMES = {
  doji: 'Doji',
} as const satisfies Record<IndecisionPatternKey, string>;

/** The spec's name of each pattern key: "bullish-engulfing" is "Bullish Engulfing". */
export const PATTERN_NAMES: Readonly<Record<PatternKey, PatternName>> = {
  ...BULLISH_NAMES,
  ...BEARISH_NAMES,
  ...INDECISION_NAMES,
};

type NameIn<T> = T[keyof T];

/** The spec's bullish candlestick patterns, in its order. */
export const BULLISH_PATTERNS: readonly NameIn<typeof BULLISH_NAMES>[] = Object.values(BULLISH_NAMES);
/** The spec's bearish candlestick patterns, in its order. */
export const BEARISH_PATTERNS: readonly NameIn<typeof BEARISH_NAMES>[] = Object.values(BEARISH_NAMES);
export const INDECISION_PATTERNS: readonly NameIn<typeof INDECISION_NAMES>[] =
  Object.values(INDECISION_NAMES);

export type PatternType = CandlestickPatternType;
export type PatternName =
  | NameIn<typeof BULLISH_NAMES>
  | NameIn<typeof BEARISH_NAMES>
  | NameIn<typeof INDECISION_NAMES>;

const KEY_OF_NAME = new Map<string, PatternKey>(
  Object.entries(PATTERN_NAMES).map(([key, name]) => [name, key as PatternKey]),
);

/** The key of a pattern named as the spec names it ("Bullish Engulfing"), or undefined for any other text. */
export function patternKeyOf(name: string): PatternKey | undefined {
  return KEY_OF_NAME.get(name);
}

/** The type of a named pattern, or undefined for a name that is not one of the spec's 26. */
export function patternType(name: string): PatternType | undefined {
  if ((BULLISH_PATTERNS as readonly string[]).includes(name)) return 'bullish';
  if ((BEARISH_PATTERNS as readonly string[]).includes(name)) return 'bearish';
  if ((INDECISION_PATTERNS as readonly string[]).includes(name)) return 'indecision';
  return undefined;
}
