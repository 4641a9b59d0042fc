import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  defaultIndicatorRule,
  defaultPatternRule,
  GENERAL_PATTERNS,
  generalPatternRule,
  INDECISION_PATTERNS,
  INDICATOR_RULES,
  type Side,
  type StrategyRule,
} from '@nepse/contract';

/**
 * The largest strategy the back-test page builds on a side without copying a rule: every indicator ticked, every
 * candlestick pattern and both "any pattern" entries, each at its defaults for the side.
 */
export function largestPageStrategy(side: Side): StrategyRule[] {
  return [
    ...INDICATOR_RULES.map((definition) => defaultIndicatorRule(definition, side)),
    ...GENERAL_PATTERNS.map(generalPatternRule),
    ...[...BULLISH_PATTERNS, ...BEARISH_PATTERNS, ...INDECISION_PATTERNS].map((name) =>
      defaultPatternRule(name, side),
    ),
  ];
}
