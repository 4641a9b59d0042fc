import { type PatternName, type PatternType, patternType } from '../patterns/pattern-names';
import { numberFromText } from './number-text';
import { GENERAL_PATTERNS, type GeneralPatternName, type PatternCondition } from './pattern-rule';
import {
  COMPARATORS,
  type Comparator,
  type FieldKind,
  MAX_LENGTH,
  type RuleField,
  type Side,
} from './rule-fields';
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

export type ParsedRule = ParsedIndicatorRule | ParsedPatternRule | ParsedGeneralPatternRule;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

function describe(kind: FieldKind): string {
  if (kind.kind === 'length') return `a whole number from 1 to ${MAX_LENGTH}`;
  if (kind.kind === 'choice') return `one of ${kind.options.join(', ')}`;
  const low = kind.min === undefined ? undefined : `${kind.exclusiveMin ? 'above' : 'at least'} ${kind.min}`;
  const high = kind.max === undefined ? undefined : `at most ${kind.max}`;
  return ['a number', [low, high].filter(Boolean).join(' and ')].filter(Boolean).join(' ');
}

/** Reads one field's value (text as typed, or a number) against its kind; undefined when it is not allowed. */
function readField(kind: FieldKind, raw: unknown): number | string | undefined {
  if (kind.kind === 'choice') return typeof raw === 'string' && kind.options.includes(raw) ? raw : undefined;
  const value = typeof raw === 'number' || typeof raw === 'string' ? numberFromText(raw) : Number.NaN;
  if (!Number.isFinite(value)) return undefined;
  if (kind.kind === 'length')
    return Number.isInteger(value) && value >= 1 && value <= MAX_LENGTH ? value : undefined;
  if (kind.min !== undefined && (kind.exclusiveMin ? value <= kind.min : value < kind.min)) return undefined;
  if (kind.max !== undefined && value > kind.max) return undefined;
  return value;
}

/**
 * What is wrong with a field's value, named by the label its card shows ("Period must be a whole number from 1 to
 * 2000"); undefined when the server takes it. The page checks fields with this as they are typed.
 */
export function ruleFieldProblem(field: RuleField, raw: unknown): string | undefined {
  return readField(field.type, raw) === undefined
    ? `${field.label} must be ${describe(field.type)}`
    : undefined;
}

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
