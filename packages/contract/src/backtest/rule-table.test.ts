import { describe, expect, it } from 'vitest';
import { engineRuleOf } from './engine-rule';
import { parseRule } from './parse-rule';
import { INDICATOR_RULES } from './rule-table';
import { defaultIndicatorRule } from './strategy-rule';

/** Core's crossover kinds: rules that fire on the bar a relation starts by their nature, with no trigger. */
const CROSSOVER_KINDS = ['sma-crossover', 'ema-crossover', 'rsi-crossover', 'stochastic-rsi'];

describe('the rule table', () => {
  it('gives every level rule a trigger, while by default, which reaches the engine; crossovers have none', () => {
    for (const definition of INDICATOR_RULES) {
      for (const trigger of ['while', 'starts']) {
        const parsed = parseRule({ ...defaultIndicatorRule(definition, 'buy'), trigger }, 'buy');
        if (!parsed.ok) throw new Error(parsed.error);
        const engine = engineRuleOf(parsed.value, 'buy');
        const field = definition.fields.find((f) => f.key === 'trigger');
        if (CROSSOVER_KINDS.includes(engine.kind)) {
          expect(field, definition.name).toBeUndefined();
          expect('trigger' in engine, definition.name).toBe(false);
        } else {
          expect(field?.defaults, definition.name).toEqual({ buy: 'while', sell: 'while' });
          expect(engine, definition.name).toMatchObject({ trigger });
        }
      }
    }
  });

  it("reads MACD's zero line into the engine, on by default, and says it in the sentence and the chart", () => {
    const macd = INDICATOR_RULES.find((d) => d.name === 'MACD')!;
    const engine = (zero_line?: string) => {
      const rule = { ...defaultIndicatorRule(macd, 'buy'), ...(zero_line && { zero_line }) };
      const parsed = parseRule(rule, 'buy');
      if (!parsed.ok) throw new Error(parsed.error);
      return engineRuleOf(parsed.value, 'buy');
    };
    expect(engine()).toMatchObject({ kind: 'macd', zeroLine: true, level: 0 });
    expect(engine('on')).toMatchObject({ zeroLine: true });
    expect(engine('off')).toMatchObject({ zeroLine: false });
    const params = { short_period: 12, long_period: 26, signal_period: 9, macd_value: 0, source: 'close' };
    const overlay = (zero_line: 'on' | 'off') => macd.overlay({ ...params, trigger: 'while', zero_line });
    expect(overlay('on')).toMatchObject({ levels: [0] });
    expect(overlay('off')).toMatchObject({ levels: [] });
  });
});
