import type { BacktestRule, Match, Strategy } from '@nepse/core';
import { patternKeyOf } from '../patterns/pattern-names';
import { FILTER_TABLE, type FilterField, type FilterParamsOf } from './filter-table';
import type { ParsedRule } from './parse-rule';
import { DIRECTION_OF } from './rule-declaration';
import type { Side } from './rule-fields';
import { RULE_TABLE } from './rule-table';

/**
 * Core's engine rule for a parsed rule on a side. An indicator rule becomes what its declaration maps it to. A
 * pattern rule becomes the pattern by its key: completing on its own side, invalidated under `exit`, confirmed under
 * `confirmation_needed` (upward on the buy side, downward on the sell side); the general Bullish / Bearish rule
 * becomes any pattern of that type.
 */
export function engineRuleOf(rule: ParsedRule, side: Side): BacktestRule {
  if (rule.kind === 'indicator')
    return RULE_TABLE[rule.name].engine(rule.params, DIRECTION_OF[rule.condition]);
  // A filter's params hold exactly its fields, read by parseFilter (an optional bound left empty as undefined).
  if (rule.kind === 'filter')
    return FILTER_TABLE[rule.name].engine(rule.params as FilterParamsOf<readonly FilterField[]>);
  if (rule.kind === 'general-pattern') {
    return { kind: 'general-pattern', type: rule.name === 'Bullish' ? 'bullish' : 'bearish' };
  }
  const pattern = patternKeyOf(rule.name);
  if (!pattern) throw new Error(`No engine pattern for "${rule.name}"`);
  if (rule.condition === 'exit') return { kind: 'pattern-invalidated', pattern };
  if (rule.condition === 'confirmation_needed') {
    return { kind: 'pattern-confirmed', pattern, direction: side === 'buy' ? 'above' : 'below' };
  }
  return { kind: 'pattern', pattern };
}

/** Core's strategy for parsed buy and sell rules, each side combined by its match (all when absent). */
export function engineStrategyOf(
  buy: readonly ParsedRule[],
  sell: readonly ParsedRule[],
  match: { readonly buyMatch?: Match; readonly sellMatch?: Match } = {},
): Strategy {
  return {
    buy: buy.map((r) => engineRuleOf(r, 'buy')),
    sell: sell.map((r) => engineRuleOf(r, 'sell')),
    buyMatch: match.buyMatch ?? 'all',
    sellMatch: match.sellMatch ?? 'all',
  };
}
