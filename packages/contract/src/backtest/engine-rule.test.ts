import { describe, expect, it } from 'vitest';
import { engineRuleOf, engineStrategyOf } from './engine-rule';
import { type ParsedRule, parseRule } from './parse-rule';
import { INDICATOR_RULES } from './rule-table';
import { defaultIndicatorRule } from './strategy-rule';

describe('engineRuleOf', () => {
  it("reads an indicator rule's wire fields into the engine's rule", () => {
    const sma = {
      kind: 'indicator',
      name: 'SMA',
      condition: '<',
      params: { value: 50, source: 'high', sma_source: 'close' },
    } as const;
    expect(engineRuleOf(sma, 'sell')).toEqual({
      kind: 'sma',
      direction: 'below',
      period: 50,
      source: 'high',
      averageSource: 'close',
    });
    const bands = {
      kind: 'indicator',
      name: 'BOLLINGER BANDS',
      condition: '>',
      params: { bb_length: 20, bb_mult: 2.5, source: 'close', bb_indicator: 'BB Mid' },
    } as const;
    expect(engineRuleOf(bands, 'buy')).toEqual({
      kind: 'bollinger-bands',
      direction: 'above',
      period: 20,
      deviations: 2.5,
      source: 'close',
      band: 'middle',
    });
    const cross = {
      kind: 'indicator',
      name: 'RSI CROSSOVER',
      condition: '>',
      params: { rsi_length: 14, crossover_indicator: 'EMA', crossover_indicator_length: 55, source: 'close' },
    } as const;
    const williams = parseRule({ name: 'WILLIAMS %R', length: '21', wr_value: '-90.5' }, 'buy');
    if (!williams.ok) throw new Error(williams.error);
    expect(engineRuleOf(williams.value, 'buy')).toEqual({
      kind: 'williams-r',
      trigger: 'while',
      direction: 'below',
      period: 21,
      level: -90.5,
    });
    const overbought = parseRule({ name: 'WILLIAMS %R' }, 'sell');
    if (!overbought.ok) throw new Error(overbought.error);
    expect(engineRuleOf(overbought.value, 'sell')).toEqual({
      kind: 'williams-r',
      trigger: 'while',
      direction: 'above',
      period: 14,
      level: -20,
    });
    expect(engineRuleOf(cross, 'buy')).toMatchObject({
      kind: 'rsi-crossover',
      against: 'ema',
      againstPeriod: 55,
    });
  });

  it.each(
    INDICATOR_RULES.flatMap((d) => (['buy', 'sell'] as const).map((side) => [d.name, side, d] as const)),
  )(
    '%s (%s, its defaults): every wire field is read into a number or a choice of the engine',
    (_name, side, definition) => {
      const parsed = parseRule(defaultIndicatorRule(definition, side), side);
      if (!parsed.ok) throw new Error(parsed.error);
      const rule = engineRuleOf(parsed.value, side);
      expect(rule.kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
      for (const value of Object.values(rule)) expect(value).toBeDefined();
      expect(Object.keys(rule)).toHaveLength(2 + definition.fields.length);
    },
  );

  it('gives pattern rules their key and condition, a Doji confirmation upward on the buy side', () => {
    const hammer = (condition: 'entry' | 'exit'): ParsedRule => ({
      kind: 'pattern',
      name: 'Hammer',
      type: 'bullish',
      condition,
    });
    expect(engineRuleOf(hammer('entry'), 'buy')).toEqual({ kind: 'pattern', pattern: 'hammer' });
    expect(engineRuleOf(hammer('exit'), 'sell')).toEqual({ kind: 'pattern-invalidated', pattern: 'hammer' });
    const doji: ParsedRule = {
      kind: 'pattern',
      name: 'Doji',
      type: 'indecision',
      condition: 'confirmation_needed',
    };
    expect(engineRuleOf(doji, 'buy')).toEqual({
      kind: 'pattern-confirmed',
      pattern: 'doji',
      direction: 'above',
    });
    expect(engineRuleOf(doji, 'sell')).toMatchObject({ direction: 'below' });
    expect(engineRuleOf({ kind: 'general-pattern', name: 'Bearish' }, 'sell')).toEqual({
      kind: 'general-pattern',
      type: 'bearish',
    });
  });

  it('maps each side of a strategy', () => {
    const general = { kind: 'general-pattern', name: 'Bullish' } as const;
    expect(engineStrategyOf([general], [general])).toEqual({
      buy: [{ kind: 'general-pattern', type: 'bullish' }],
      sell: [{ kind: 'general-pattern', type: 'bullish' }],
      buyMatch: 'all',
      sellMatch: 'all',
    });
    expect(engineStrategyOf([general], [general], { buyMatch: 'any' })).toMatchObject({
      buyMatch: 'any',
      sellMatch: 'all',
    });
  });
});
