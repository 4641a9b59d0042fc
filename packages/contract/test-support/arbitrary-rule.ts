import type { Strategy } from '@nepse/core';
import fc from 'fast-check';
import { engineStrategyOf } from '../src/backtest/engine-rule';
import { FILTER_RULES, type FilterDefinition, type FilterField } from '../src/backtest/filter-table';
import { type ParsedRule, parseRule } from '../src/backtest/parse-rule';
import { GENERAL_PATTERNS } from '../src/backtest/pattern-rule';
import {
  COMPARATORS,
  MATCHES,
  MAX_LENGTH,
  type NumberKind,
  type RuleField,
  type Side,
} from '../src/backtest/rule-fields';
import { INDICATOR_RULES, type IndicatorRuleDefinition } from '../src/backtest/rule-table';
import { generalPatternRule, type StrategyRule } from '../src/backtest/strategy-rule';
import { BEARISH_PATTERNS, BULLISH_PATTERNS, INDECISION_PATTERNS } from '../src/patterns/pattern-names';

/**
 * Random rules as the page sends them, drawn from the rule table's fields (their kinds, bounds and defaults) and
 * the pattern names, so that a rule added to the table is drawn without a word here.
 */

/** Lengths: mostly short, now and then as long as the history or longer. */
const arbitraryLength = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(200, MAX_LENGTH) },
);

/** The bound drawn to where a level has none: an A/D change is counted in shares. */
const WIDE = 20_000;

/**
 * A level within its bounds: mostly near a default (where the rule fires now and then), sometimes a default or a
 * bound itself (where ties are), sometimes anywhere.
 */
function arbitraryLevel(kind: NumberKind, defaults: readonly number[]): fc.Arbitrary<number> {
  const min = kind.min ?? -WIDE;
  const max = kind.max ?? WIDE;
  const minExcluded = kind.exclusiveMin === true;
  const allowed = (x: number) => x <= max && (minExcluded ? x > min : x >= min);
  const near = defaults.map((value) => {
    const spread = Math.max(5, Math.abs(value));
    const low = Math.max(min, value - spread);
    return fc.double({
      min: low,
      max: Math.min(max, value + spread),
      minExcluded: minExcluded && low === min,
      noNaN: true,
    });
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...[...defaults, min, max].filter(allowed)) },
    { weight: 4, arbitrary: fc.oneof(...near) },
    { weight: 1, arbitrary: fc.double({ min, max, minExcluded, noNaN: true }) },
  );
}

/** A value a field takes, as a number or a choice's text. */
function arbitraryValue(field: RuleField): fc.Arbitrary<number | string> {
  const type = field.type;
  if (type.kind === 'choice') return fc.constantFrom(...type.options);
  if (type.kind === 'length') return arbitraryLength;
  return arbitraryLevel(type, [Number(field.defaults.buy), Number(field.defaults.sell)]);
}

/** A rule of `definition` with random fields and condition. */
const arbitraryIndicatorRule = (definition: IndicatorRuleDefinition): fc.Arbitrary<StrategyRule> =>
  fc
    .tuple(
      fc.constantFrom(...COMPARATORS),
      fc.tuple(...definition.fields.map((field) => arbitraryValue(field))),
    )
    .map(([condition, values]) => {
      const rule: StrategyRule = { name: definition.name, condition };
      definition.fields.forEach((field, i) => {
        rule[field.key] = values[i]!;
      });
      return rule;
    });

/** A pattern rule: completing or invalidated, a Doji confirmed, or any bullish / bearish pattern. */
const arbitraryPatternRule: fc.Arbitrary<StrategyRule> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...BULLISH_PATTERNS, ...BEARISH_PATTERNS), fc.boolean())
    .map(([name, exit]): StrategyRule => (exit ? { name, condition: 'exit' } : { name })),
  fc
    .constantFrom(...INDECISION_PATTERNS)
    .map((name): StrategyRule => ({ name, condition: 'confirmation_needed' })),
  fc.constantFrom(...GENERAL_PATTERNS).map(generalPatternRule),
);

/**
 * A scan filter used as a rule, with random fields: an optional bound now and then left empty, and a lower bound
 * above the upper one put below it (the server refuses bounds the wrong way round).
 */
const arbitraryFilterRule = (definition: FilterDefinition): fc.Arbitrary<StrategyRule> =>
  fc
    .tuple(
      ...definition.fields.map((field: FilterField) =>
        field.optional ? fc.option(arbitraryValue(field), { nil: '' }) : arbitraryValue(field),
      ),
    )
    .map((values) => {
      const rule: StrategyRule = { name: definition.name };
      definition.fields.forEach((field, i) => {
        rule[field.key] = values[i]!;
      });
      const { min, max } = rule;
      if (typeof min === 'number' && typeof max === 'number' && min > max) {
        rule.min = max;
        rule.max = min;
      }
      return rule;
    });

/** A rule the page could send, of any indicator of the table, any kind of pattern rule or any filter, on either side. */
export const arbitraryStrategyRule: fc.Arbitrary<StrategyRule> = fc.oneof(
  ...INDICATOR_RULES.map(arbitraryIndicatorRule),
  arbitraryPatternRule,
  ...FILTER_RULES.map(arbitraryFilterRule),
);

/** A drawn rule read as the server reads it; one it refuses means the drawing left the table's bounds. */
export function parsedRule(rule: StrategyRule, side: Side): ParsedRule {
  const parsed = parseRule(rule, side);
  if (!parsed.ok) throw new Error(`drawn rule refused: ${parsed.error}`);
  return parsed.value;
}

/** Core's strategy for 1 to 3 random rules a side, each side matching all or any, mapped as the server does. */
export const arbitraryStrategy: fc.Arbitrary<Strategy> = fc
  .record({
    buy: fc.array(arbitraryStrategyRule, { minLength: 1, maxLength: 3 }),
    sell: fc.array(arbitraryStrategyRule, { minLength: 1, maxLength: 3 }),
    buyMatch: fc.constantFrom(...MATCHES),
    sellMatch: fc.constantFrom(...MATCHES),
  })
  .map(({ buy, sell, ...match }) =>
    engineStrategyOf(
      buy.map((r) => parsedRule(r, 'buy')),
      sell.map((r) => parsedRule(r, 'sell')),
      match,
    ),
  );
