import type { Side } from './rule-catalog';

export type PatternType = 'bullish' | 'bearish' | 'indecision';

/** The spec's bullish candlestick patterns (spec section 3, "Candlestick pattern rule"), in its order. */
export const BULLISH_PATTERNS = [
  'Bullish Engulfing',
  'Piercing Pattern',
  'Tweezer Bottom',
  'Rising Window',
  'Bullish Kicker',
  'Hammer',
  'Bullish Harami',
  'Dragonfly Doji',
  'Inverted Hammer',
  'Bullish Marubozu',
  'Morning Star',
  'Three White Soldiers',
  'Abandoned Baby',
] as const;

/** The spec's bearish candlestick patterns, in its order. */
export const BEARISH_PATTERNS = [
  'Bearish Engulfing',
  'Dark Cloud Cover',
  'Tweezer Top',
  'Falling Window',
  'Hanging Man',
  'Gravestone Doji',
  'Shooting Star',
  'Evening Star',
  'Bearish Kicker',
  'Bearish Harami',
  'Bearish Marubozu',
  'Three Black Crows',
] as const;

export const INDECISION_PATTERNS = ['Doji'] as const;

export type PatternName =
  | (typeof BULLISH_PATTERNS)[number]
  | (typeof BEARISH_PATTERNS)[number]
  | (typeof INDECISION_PATTERNS)[number];

/** Names of the general pattern rules: any bullish / any bearish pattern. */
export const GENERAL_PATTERNS = ['Bullish', 'Bearish'] as const;
export type GeneralPatternName = (typeof GENERAL_PATTERNS)[number];

export type PatternCondition = 'exit' | 'confirmation_needed';

/** The type of a named pattern, or undefined for a name that is not one of the spec's 26. */
export function patternType(name: string): PatternType | undefined {
  if ((BULLISH_PATTERNS as readonly string[]).includes(name)) return 'bullish';
  if ((BEARISH_PATTERNS as readonly string[]).includes(name)) return 'bearish';
  if ((INDECISION_PATTERNS as readonly string[]).includes(name)) return 'indecision';
  return undefined;
}

/**
 * The condition a pattern rule carries on a side (spec section 3): entry (none) on its own side, `exit` on the
 * other side, `confirmation_needed` for Doji on both.
 */
export function patternCondition(type: PatternType, side: Side): PatternCondition | undefined {
  if (type === 'indecision') return 'confirmation_needed';
  return (type === 'bullish') === (side === 'buy') ? undefined : 'exit';
}
