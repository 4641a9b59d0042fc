import { describe, expect, it } from 'vitest';
import { conditionAsRule, conditionKindOf, defaultCondition, requestCondition } from './scan-condition';

describe('scan conditions', () => {
  it('tells a filter, an indicator rule, a pattern and a general pattern apart by name', () => {
    expect(conditionKindOf('volume-ratio')?.kind).toBe('filter');
    expect(conditionKindOf('MACD')?.kind).toBe('indicator');
    expect(conditionKindOf('Morning Star')?.kind).toBe('pattern');
    expect(conditionKindOf('Bearish')?.kind).toBe('general');
    expect(conditionKindOf('rsi')).toBeUndefined();
  });

  it('adds a filter at its defaults, its optional bounds empty', () => {
    expect(defaultCondition('change-percent')).toEqual({ filter: 'change-percent', min: '', max: '' });
    expect(defaultCondition('range-width')).toEqual({ filter: 'range-width', percent: '8', sessions: '20' });
  });

  it('adds a rule at its buy defaults, a pattern that completes, a Doji confirmed', () => {
    expect(defaultCondition('RSI')).toEqual({
      name: 'RSI',
      condition: '>',
      trigger: 'while',
      rsi_length: '14',
      rsi_value: '50',
      source: 'close',
    });
    expect(defaultCondition('Shooting Star')).toEqual({ name: 'Shooting Star', pattern_type: 'bearish' });
    expect(defaultCondition('Doji')).toEqual({
      name: 'Doji',
      pattern_type: 'indecision',
      condition: 'confirmation_needed',
    });
  });

  it('sends a condition without its empty bounds, and a filter as the back-test rule of its name', () => {
    expect(requestCondition({ filter: 'price', min: ' ', max: '200' })).toEqual({
      filter: 'price',
      max: '200',
    });
    expect(conditionAsRule({ filter: 'volume-ratio', multiple: '3', sessions: '7' })).toEqual({
      name: 'volume-ratio',
      multiple: '3',
      sessions: '7',
    });
    const rule = { name: 'SMA', condition: '>', value: '20' };
    expect(conditionAsRule(rule)).toEqual(rule);
  });
});
