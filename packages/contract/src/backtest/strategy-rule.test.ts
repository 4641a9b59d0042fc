import { describe, expect, it } from 'vitest';
import { BEARISH_PATTERNS, BULLISH_PATTERNS } from '../patterns/pattern-names';
import { FILTER_RULES } from './filter-table';
import { parseRule } from './parse-rule';
import { INDICATOR_RULES, type IndicatorRuleDefinition, indicatorRuleDefinition } from './rule-table';
import {
  defaultFilterRule,
  defaultIndicatorRule,
  defaultPatternRule,
  defaultStrategy,
  generalPatternRule,
} from './strategy-rule';

const rule = (name: string, side: 'buy' | 'sell') =>
  defaultIndicatorRule(indicatorRuleDefinition(name) as IndicatorRuleDefinition, side);

describe('rule defaults', () => {
  it('lists the 15 indicator rules in the spec order, Williams %R last', () => {
    expect(INDICATOR_RULES.map((d) => d.name)).toEqual([
      'SMA',
      'MACD',
      'RSI',
      'SMA CROSSOVER',
      'RSI CROSSOVER',
      'EMA',
      'EMA CROSSOVER',
      'DIRECTIONAL MOVEMENT',
      'STOCHASTIC RSI',
      'BOLLINGER BANDS',
      'SUPERTREND',
      'MONEY FLOW INDEX',
      'ACCUMULATION DISTRIBUTION',
      'AWESOME OSCILLATOR',
      'WILLIAMS %R',
    ]);
  });

  it('starts with one SMA rule per side, > on buy and < on sell, numbers as text', () => {
    expect(defaultStrategy('buy')).toEqual([
      { name: 'SMA', condition: '>', trigger: 'while', value: '20', source: 'close', sma_source: 'close' },
    ]);
    expect(defaultStrategy('sell')).toEqual([
      { name: 'SMA', condition: '<', trigger: 'while', value: '20', source: 'close', sma_source: 'close' },
    ]);
  });

  it('gives every indicator its spec defaults', () => {
    expect(rule('MACD', 'buy')).toMatchObject({
      short_period: '12',
      long_period: '26',
      signal_period: '9',
      macd_value: '0',
      zero_line: 'on',
      source: 'close',
    });
    expect(rule('RSI', 'buy')).toMatchObject({ rsi_length: '14', rsi_value: '50', source: 'close' });
    expect(rule('SMA CROSSOVER', 'buy')).toMatchObject({
      sma1_length: '8',
      sma2_length: '21',
      sma1_source: 'close',
      sma2_source: 'close',
    });
    expect(rule('RSI CROSSOVER', 'buy')).toMatchObject({
      rsi_length: '14',
      crossover_indicator: 'RSI',
      crossover_indicator_length: '55',
      source: 'close',
    });
    expect(rule('EMA', 'buy')).toMatchObject({ ema1_length: '20', ema1_source: 'close', source: 'close' });
    expect(rule('EMA CROSSOVER', 'buy')).toMatchObject({
      ema1_length: '8',
      ema2_length: '21',
      ema1_source: 'close',
      ema2_source: 'close',
    });
    expect(rule('DIRECTIONAL MOVEMENT', 'buy')).toMatchObject({ di_positive: '14', di_negative: '14' });
    expect(rule('STOCHASTIC RSI', 'buy')).toMatchObject({
      stochastic_rsi_length: '14',
      stochastic_length: '14',
      stochastic_k: '3',
      stochastic_d: '3',
    });
    expect(rule('MONEY FLOW INDEX', 'buy')).toMatchObject({ length: '14', mfi_value: '50' });
    expect(rule('ACCUMULATION DISTRIBUTION', 'buy')).toMatchObject({ ad_value: '0' });
    expect(rule('AWESOME OSCILLATOR', 'buy')).toMatchObject({
      short_period: '5',
      long_period: '34',
      ao_value: '0',
    });
  });

  it('starts Williams %R oversold on the buy side and overbought on the sell side', () => {
    expect(rule('WILLIAMS %R', 'buy')).toEqual({
      name: 'WILLIAMS %R',
      condition: '<',
      trigger: 'while',
      length: '14',
      wr_value: '-80',
    });
    expect(rule('WILLIAMS %R', 'sell')).toEqual({
      name: 'WILLIAMS %R',
      condition: '>',
      trigger: 'while',
      length: '14',
      wr_value: '-20',
    });
  });

  it('uses the spec sides for Bollinger Bands and Supertrend', () => {
    expect(rule('BOLLINGER BANDS', 'buy')).toEqual({
      name: 'BOLLINGER BANDS',
      condition: '<',
      trigger: 'while',
      bb_length: '20',
      bb_mult: '2',
      source: 'close',
      bb_indicator: 'BB Low',
    });
    expect(rule('BOLLINGER BANDS', 'sell')).toMatchObject({ condition: '>', bb_indicator: 'BB High' });
    expect(rule('SUPERTREND', 'buy')).toMatchObject({
      condition: '<',
      length: '10',
      factor: '3',
      source: 'close',
    });
    expect(rule('SUPERTREND', 'sell')).toMatchObject({ condition: '>' });
  });

  it('gives pattern rules the condition of their side', () => {
    expect(BULLISH_PATTERNS).toHaveLength(13);
    expect(BEARISH_PATTERNS).toHaveLength(12);
    expect(defaultPatternRule('Hammer', 'buy')).toEqual({ name: 'Hammer', pattern_type: 'bullish' });
    expect(defaultPatternRule('Hammer', 'sell')).toEqual({
      name: 'Hammer',
      pattern_type: 'bullish',
      condition: 'exit',
    });
    expect(defaultPatternRule('Shooting Star', 'sell')).toEqual({
      name: 'Shooting Star',
      pattern_type: 'bearish',
    });
    expect(defaultPatternRule('Shooting Star', 'buy')).toEqual({
      name: 'Shooting Star',
      pattern_type: 'bearish',
      condition: 'exit',
    });
    expect(defaultPatternRule('Doji', 'buy')).toEqual({
      name: 'Doji',
      pattern_type: 'indecision',
      condition: 'confirmation_needed',
    });
    expect(defaultPatternRule('Doji', 'sell')).toEqual({
      name: 'Doji',
      pattern_type: 'indecision',
      condition: 'confirmation_needed',
    });
    expect(generalPatternRule('Bearish')).toEqual({
      name: 'Bearish',
      pattern_type: 'bearish',
      general_pattern: true,
    });
  });

  it('adds a filter at its defaults, an optional bound empty, which the back-test reads on either side', () => {
    expect(defaultFilterRule(FILTER_RULES[0] as (typeof FILTER_RULES)[number], 'buy')).toEqual({
      name: 'price',
      min: '',
      max: '',
    });
    for (const definition of FILTER_RULES) {
      for (const side of ['buy', 'sell'] as const) {
        const parsed = parseRule(defaultFilterRule(definition, side), side);
        expect(parsed.ok && parsed.value.kind).toBe('filter');
      }
    }
  });
});
