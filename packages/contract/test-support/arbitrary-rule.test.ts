import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineRuleOf } from '../src/backtest/engine-rule';
import { FILTER_RULES } from '../src/backtest/filter-table';
import { INDICATOR_RULES } from '../src/backtest/rule-table';
import { arbitraryStrategy, arbitraryStrategyRule, parsedRule } from './arbitrary-rule';

describe('the drawn rules', () => {
  const drawn = fc.sample(arbitraryStrategyRule, { numRuns: 5000, seed: 28 });

  it('are every rule of the table, every kind of pattern rule and every filter, each one the server takes', () => {
    const kinds = new Set(drawn.map((rule) => engineRuleOf(parsedRule(rule, 'buy'), 'buy').kind));
    const names = new Set(drawn.map((rule) => rule.name));
    for (const definition of INDICATOR_RULES) expect(names, definition.name).toContain(definition.name);
    for (const filter of FILTER_RULES) expect(kinds, filter.name).toContain(filter.name);
    const prices = drawn.filter((rule) => rule.name === 'price');
    expect(prices.some((rule) => rule.min === '')).toBe(true);
    for (const kind of ['pattern', 'pattern-invalidated', 'pattern-confirmed', 'general-pattern']) {
      expect(kinds).toContain(kind);
    }
  });

  it("reach each numeric field's bounds and defaults", () => {
    for (const definition of INDICATOR_RULES) {
      for (const field of definition.fields) {
        if (field.type.kind !== 'number') continue;
        const values = new Set(drawn.filter((r) => r.name === definition.name).map((r) => r[field.key]));
        const edges = [field.defaults.buy, field.defaults.sell].map(Number);
        if (field.type.max !== undefined) edges.push(field.type.max);
        if (field.type.min !== undefined && !field.type.exclusiveMin) edges.push(field.type.min);
        for (const edge of edges) expect(values, `${definition.name} ${field.key}`).toContain(edge);
      }
    }
  });

  it('are level rules of both triggers, MACD with and without its zero line, and sides of both matches', () => {
    const engine = drawn.map((rule) => engineRuleOf(parsedRule(rule, 'buy'), 'buy'));
    const triggers = new Set(engine.map((rule) => ('trigger' in rule ? rule.trigger : undefined)));
    expect(triggers).toEqual(new Set(['while', 'starts', undefined]));
    const zeroLines = new Set(engine.map((rule) => (rule.kind === 'macd' ? rule.zeroLine : undefined)));
    expect(zeroLines).toEqual(new Set([true, false, undefined]));
    const strategies = fc.sample(arbitraryStrategy, { numRuns: 200, seed: 29 });
    expect(new Set(strategies.map((s) => `${s.buyMatch} ${s.sellMatch}`)).size).toBe(4);
  });
});
