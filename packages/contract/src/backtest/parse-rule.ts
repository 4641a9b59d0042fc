import { type PatternName, type PatternType, patternType } from '../patterns/pattern-names';
import { isFilterName, type ParsedFilterRule, parseFilter } from './parse-filter';
import { readField, ruleFieldProblem } from './parse-rule-field';
import { GENERAL_PATTERNS, type GeneralPatternName, type PatternCondition } from './pattern-rule';
import { COMPARATORS, type Comparator, type RuleField, type Side } from './rule-fields';
import { indicatorRuleDefinition, type RuleName } from './rule-table';
import type { StrategyRule } from './strategy-rule';

/** An indicator rule with its fields read: lengths and levels as numbers, choices as their text. */
export interface ParsedIndicatorRule {
  kind: 'indicator';
  name: RuleName;
  condition: Comparator;
  params: Record<string, number | string>;
}

export interface ParsedPatternRule {
  kind: 'pattern';
  name: PatternName;
  type: PatternType;
  condition: PatternCondition | 'entry';
}

export interface ParsedGeneralPatternRule {
  kind: 'general-pattern';
  name: GeneralPatternName;
}

/** A parsed rule: an indicator rule, a pattern rule, or a scan filter used as a rule (by its wire name). */
export type ParsedRule =
  | ParsedIndicatorRule
  | ParsedPatternRule
  | ParsedGeneralPatternRule
  | ParsedFilterRule;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** A field's text in a rule of a side: as the rule has it, else the field's default on that side. */
export function fieldText(rule: StrategyRule, field: RuleField, side: Side): unknown {
  return rule[field.key] ?? field.defaults[side];
}

/**
 * Reads a rule of a side: an indicator rule's fields against their kinds, a pattern rule's name and condition.
 * The error names the side, the rule and the field by its label on the page.
 */
export function parseRule(rule: StrategyRule, side: Side): ParseResult<ParsedRule> {
  const where = `${side === 'buy' ? 'Buy' : 'Sell'} rule "${rule.name}"`;
  if (rule.general_pattern === true || (GENERAL_PATTERNS as readonly string[]).includes(rule.name)) {
    if (!(GENERAL_PATTERNS as readonly string[]).includes(rule.name)) {
      return fail(`${where}: a general pattern rule is named Bullish or Bearish`);
    }
    return { ok: true, value: { kind: 'general-pattern', name: rule.name as GeneralPatternName } };
  }
  const type = patternType(rule.name);
  if (type) {
    const condition = rule.condition ?? 'entry';
    const allowed = type === 'indecision' ? ['confirmation_needed'] : ['entry', 'exit'];
    if (typeof condition !== 'string' || !allowed.includes(condition)) {
      return fail(
        `${where}: condition must be ${type === 'indecision' ? 'confirmation_needed' : 'exit or absent'}, got ${shown(condition)}`,
      );
    }
    return {
      ok: true,
      value: {
        kind: 'pattern',
        name: rule.name as PatternName,
        type,
        condition: condition as ParsedPatternRule['condition'],
      },
    };
  }
  if (isFilterName(rule.name)) return parseFilter(rule.name, rule, where);
  const definition = indicatorRuleDefinition(rule.name);
  if (!definition) return fail(`Unknown ${side} rule "${rule.name}"`);
  const condition = rule.condition ?? definition.condition[side];
  if (typeof condition !== 'string' || !(COMPARATORS as readonly string[]).includes(condition)) {
    return fail(`${where}: Condition must be > or <, got ${shown(condition)}`);
  }
  const params: Record<string, number | string> = {};
  for (const field of definition.fields) {
    const raw = fieldText(rule, field, side);
    const value = readField(field.type, raw);
    if (value === undefined) return fail(`${where}: ${ruleFieldProblem(field, raw)}, got ${shown(raw)}`);
    params[field.key] = value;
  }
  return {
    ok: true,
    value: { kind: 'indicator', name: definition.name, condition: condition as Comparator, params },
  };
}
