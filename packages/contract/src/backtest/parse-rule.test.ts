import { describe, expect, it } from 'vitest';
import { parseRule } from './parse-rule';
import { ruleFieldProblem } from './parse-rule-field';
import { INDICATOR_RULES } from './rule-table';

describe('parseRule', () => {
  it('reads typed text into numbers and keeps choices', () => {
    expect(
      parseRule({ name: 'SMA', condition: '>', value: ' 50 ', source: 'high', sma_source: 'close' }, 'buy'),
    ).toEqual({
      ok: true,
      value: {
        kind: 'indicator',
        name: 'SMA',
        condition: '>',
        params: { trigger: 'while', value: 50, source: 'high', sma_source: 'close' },
      },
    });
    const bb = parseRule(
      {
        name: 'BOLLINGER BANDS',
        condition: '<',
        bb_length: '20',
        bb_mult: '2.5',
        source: 'close',
        bb_indicator: 'BB Mid',
      },
      'buy',
    );
    expect(bb.ok && bb.value.kind === 'indicator' && bb.value.params).toEqual({
      trigger: 'while',
      bb_length: 20,
      bb_mult: 2.5,
      source: 'close',
      bb_indicator: 'BB Mid',
    });
  });

  it('fills a missing field and condition with the side default', () => {
    const r = parseRule({ name: 'BOLLINGER BANDS' }, 'sell');
    expect(r).toEqual({
      ok: true,
      value: {
        kind: 'indicator',
        name: 'BOLLINGER BANDS',
        condition: '>',
        params: { trigger: 'while', bb_length: 20, bb_mult: 2, source: 'close', bb_indicator: 'BB High' },
      },
    });
  });

  it('names the side, rule and field of a bad value', () => {
    expect(parseRule({ name: 'SMA', value: 'abc' }, 'buy')).toEqual({
      ok: false,
      error: 'Buy rule "SMA": Period must be a whole number from 1 to 2000, got "abc"',
    });
    expect(parseRule({ name: 'SMA', value: '20.5' }, 'sell')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Sell rule "SMA": Period'),
    });
    expect(parseRule({ name: 'SMA', value: '0' }, 'buy').ok).toBe(false);
    expect(parseRule({ name: 'SMA', value: 'Infinity' }, 'buy').ok).toBe(false);
    expect(parseRule({ name: 'SMA', value: '' }, 'buy').ok).toBe(false);
    expect(parseRule({ name: 'RSI', rsi_value: '101' }, 'buy')).toEqual({
      ok: false,
      error: 'Buy rule "RSI": RSI value must be a number at least 0 and at most 100, got "101"',
    });
    expect(parseRule({ name: 'WILLIAMS %R', wr_value: '5' }, 'sell')).toEqual({
      ok: false,
      error: 'Sell rule "WILLIAMS %R": %R value must be a number at least -100 and at most 0, got "5"',
    });
    expect(parseRule({ name: 'WILLIAMS %R', length: '0' }, 'buy')).toEqual({
      ok: false,
      error: 'Buy rule "WILLIAMS %R": Length must be a whole number from 1 to 2000, got "0"',
    });
    expect(parseRule({ name: 'SUPERTREND', factor: '0' }, 'buy')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Factor must be a number above 0 and at most 100'),
    });
    expect(parseRule({ name: 'SMA', source: 'volume' }, 'buy')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Price source must be one of open, close, high, low'),
    });
    expect(parseRule({ name: 'SMA', trigger: 'start' }, 'buy')).toEqual({
      ok: false,
      error: 'Buy rule "SMA": Trigger must be one of while, starts, got "start"',
    });
    expect(parseRule({ name: 'MACD', zero_line: true }, 'sell')).toEqual({
      ok: false,
      error: 'Sell rule "MACD": Zero line must be one of on, off, got true',
    });
    expect(parseRule({ name: 'SMA', condition: '>=' }, 'buy')).toMatchObject({
      ok: false,
      error: expect.stringContaining('Condition must be > or <'),
    });
  });

  it("says what is wrong with a field's value by its label, or nothing when the server takes it", () => {
    const period = INDICATOR_RULES[0]!.fields.find((field) => field.key === 'value')!;
    for (const bad of ['abc', '-5', '2.5', '0', '5000', '']) {
      expect(ruleFieldProblem(period, bad)).toBe('Period must be a whole number from 1 to 2000');
    }
    expect(ruleFieldProblem(period, ' 20 ')).toBeUndefined();
  });

  it('accepts any finite level where the spec sets no bound', () => {
    const r = parseRule({ name: 'MACD', macd_value: '-1.5e1' }, 'buy');
    expect(r.ok && r.value.kind === 'indicator' && r.value.params.macd_value).toBe(-15);
  });

  it('reads pattern rules and their conditions', () => {
    expect(parseRule({ name: 'Hammer', pattern_type: 'bullish' }, 'buy')).toEqual({
      ok: true,
      value: { kind: 'pattern', name: 'Hammer', type: 'bullish', condition: 'entry' },
    });
    expect(parseRule({ name: 'Hammer', pattern_type: 'bullish', condition: 'exit' }, 'sell')).toMatchObject({
      ok: true,
      value: { condition: 'exit' },
    });
    expect(
      parseRule({ name: 'Doji', pattern_type: 'indecision', condition: 'confirmation_needed' }, 'buy'),
    ).toMatchObject({ ok: true });
    expect(parseRule({ name: 'Doji', pattern_type: 'indecision' }, 'buy').ok).toBe(false);
    expect(parseRule({ name: 'Bullish', pattern_type: 'bullish', general_pattern: true }, 'buy')).toEqual({
      ok: true,
      value: { kind: 'general-pattern', name: 'Bullish' },
    });
  });

  it('refuses unknown rule names', () => {
    expect(parseRule({ name: 'Bullish Hammer' }, 'buy')).toEqual({
      ok: false,
      error: 'Unknown buy rule "Bullish Hammer"',
    });
    expect(parseRule({ name: 'Sideways', general_pattern: true }, 'sell')).toMatchObject({ ok: false });
  });
});
