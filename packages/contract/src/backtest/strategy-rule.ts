import { z } from 'zod';
import { type PatternName, type PatternType, patternType } from '../patterns/pattern-names';
import type { FilterDefinition } from './filter-table';
import { numberTextSchema } from './number-text';
import { type GeneralPatternName, type PatternCondition, patternCondition } from './pattern-rule';
import type { Side } from './rule-fields';
import { type IndicatorRuleDefinition, RULE_TABLE } from './rule-table';

/**
 * A rule as the page keeps it and sends it: `name`, `condition`, and its fields, numeric ones as typed text.
 * Pattern rules carry `pattern_type` and, for the general ones, `general_pattern`.
 */
export const strategyRuleSchema = z
  .object({ name: z.string() })
  .catchall(z.union([numberTextSchema, z.boolean(), z.null()]));
export type StrategyRule = z.infer<typeof strategyRuleSchema>;

/** The rule a ticked indicator adds on a side: every field at its spec default. */
export function defaultIndicatorRule(definition: IndicatorRuleDefinition, side: Side): StrategyRule {
  const rule: StrategyRule = { name: definition.name, condition: definition.condition[side] };
  for (const field of definition.fields) rule[field.key] = field.defaults[side];
  return rule;
}

/** A filter as the rule a ticked filter adds on a side: every field at its default (an optional bound empty). */
export function defaultFilterRule(definition: FilterDefinition, side: Side): StrategyRule {
  const rule: StrategyRule = { name: definition.name };
  for (const field of definition.fields) rule[field.key] = field.defaults[side];
  return rule;
}

/** The rule a chosen candlestick pattern adds on a side, with the spec's condition for that side. */
export function defaultPatternRule(name: PatternName, side: Side): StrategyRule {
  const type = patternType(name) as PatternType;
  const condition: PatternCondition | undefined = patternCondition(type, side);
  return condition ? { name, pattern_type: type, condition } : { name, pattern_type: type };
}

/** The general rule "any bullish" / "any bearish" pattern. */
export function generalPatternRule(name: GeneralPatternName): StrategyRule {
  return { name, pattern_type: name.toLowerCase(), general_pattern: true };
}

/** The strategy a first visit starts with: one SMA rule on each side, at its defaults for the side. */
export function defaultStrategy(side: Side): StrategyRule[] {
  return [defaultIndicatorRule({ name: 'SMA', ...RULE_TABLE.SMA }, side)];
}
