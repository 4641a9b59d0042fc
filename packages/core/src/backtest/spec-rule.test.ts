import { describe, expect, it } from 'vitest';
import { backtestRuleOf, strategyOf } from './spec-rule';

describe('backtestRuleOf', () => {
  it("reads an indicator rule's spec fields into the engine's rule", () => {
    const sma = {
      kind: 'indicator',
      name: 'SMA',
      condition: '<',
      params: { value: 50, source: 'high', sma_source: 'close' },
    } as const;
    expect(backtestRuleOf(sma, 'sell')).toEqual({
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
    expect(backtestRuleOf(bands, 'buy')).toEqual({
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
    expect(backtestRuleOf(cross, 'buy')).toMatchObject({
      kind: 'rsi-crossover',
      against: 'ema',
      againstPeriod: 55,
    });
  });

  it('gives pattern rules their condition, a Doji confirmation upward on the buy side', () => {
    expect(backtestRuleOf({ kind: 'pattern', name: 'Hammer', condition: 'entry' }, 'buy')).toEqual({
      kind: 'pattern',
      pattern: 'hammer',
    });
    expect(backtestRuleOf({ kind: 'pattern', name: 'Hammer', condition: 'exit' }, 'sell')).toEqual({
      kind: 'pattern-invalidated',
      pattern: 'hammer',
    });
    expect(
      backtestRuleOf({ kind: 'pattern', name: 'Doji', condition: 'confirmation_needed' }, 'buy'),
    ).toEqual({ kind: 'pattern-confirmed', pattern: 'doji', direction: 'above' });
    expect(
      backtestRuleOf({ kind: 'pattern', name: 'Doji', condition: 'confirmation_needed' }, 'sell'),
    ).toMatchObject({ direction: 'below' });
    expect(backtestRuleOf({ kind: 'general-pattern', name: 'Bearish' }, 'sell')).toEqual({
      kind: 'general-pattern',
      type: 'bearish',
    });
  });

  it('refuses a name it does not know, which the contract would have refused first', () => {
    expect(() =>
      backtestRuleOf({ kind: 'indicator', name: 'VWAP', condition: '>', params: {} }, 'buy'),
    ).toThrow(/VWAP/);
    expect(() =>
      backtestRuleOf({ kind: 'pattern', name: 'Spinning Top', condition: 'entry' }, 'buy'),
    ).toThrow(/Spinning Top/);
  });

  it('maps each side of a strategy', () => {
    const general = { kind: 'general-pattern', name: 'Bullish' } as const;
    expect(strategyOf([general], [general])).toEqual({
      buy: [{ kind: 'general-pattern', type: 'bullish' }],
      sell: [{ kind: 'general-pattern', type: 'bullish' }],
    });
  });
});
