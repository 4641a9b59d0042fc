import type { PatternType } from '../patterns/pattern-names';
import type { Side } from './rule-fields';

/** Names of the general pattern rules: any bullish / any bearish pattern. */
export const GENERAL_PATTERNS = ['Bullish', 'Bearish'] as const;
export type GeneralPatternName = (typeof GENERAL_PATTERNS)[number];

export type PatternCondition = 'exit' | 'confirmation_needed';

/**
 * The condition a pattern rule carries on a side: entry (none) on its own side, `exit` on the other side,
 * `confirmation_needed` for Doji on both.
 */
export function patternCondition(type: PatternType, side: Side): PatternCondition | undefined {
  if (type === 'indecision') return 'confirmation_needed';
  return (type === 'bullish') === (side === 'buy') ? undefined : 'exit';
}
