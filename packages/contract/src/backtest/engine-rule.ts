import type {
  BacktestRule,
  BollingerBandsRule,
  Direction,
  PriceSource,
  RsiCrossoverRule,
  Strategy,
} from '@nepse/core';
import { patternKeyOf } from '../patterns/pattern-names';
import type { ParsedIndicatorRule, ParsedRule } from './parse-rule';
import type { BOLLINGER_BANDS, CROSSOVER_INDICATORS, Side } from './rule-catalog';

/** Core's indicator rules: every engine rule but the pattern ones. */
type IndicatorEngineRule = Exclude<
  BacktestRule,
  { kind: 'pattern' | 'pattern-invalidated' | 'pattern-confirmed' | 'general-pattern' }
>;

/** A parsed rule's fields by their wire keys (parseRule checked them, so a missing one is our bug). */
interface Fields {
  number(key: string): number;
  text(key: string): string;
  source(key: string): PriceSource;
}

function fieldsOf(rule: ParsedIndicatorRule): Fields {
  const number = (key: string): number => {
    const value = rule.params[key];
    if (typeof value !== 'number') throw new Error(`${rule.name}: ${key} is not a number`);
    return value;
  };
  const text = (key: string): string => {
    const value = rule.params[key];
    if (typeof value !== 'string') throw new Error(`${rule.name}: ${key} is not a text`);
    return value;
  };
  // parseRule admits only PRICE_SOURCES, which are core's price sources.
  return { number, text, source: (key) => text(key) as PriceSource };
}

/** `bb_indicator`'s choices: the band of core's Bollinger rule each names. */
export const BOLLINGER_BAND_OF = {
  'BB Low': 'lower',
  'BB Mid': 'middle',
  'BB High': 'upper',
} as const satisfies Record<(typeof BOLLINGER_BANDS)[number], BollingerBandsRule['band']>;

/** `crossover_indicator`'s choices: the line RSI crosses in core's RSI crossover rule. */
const CROSSOVER_LINE_OF = {
  RSI: 'rsi',
  SMA: 'sma',
  EMA: 'ema',
} as const satisfies Record<(typeof CROSSOVER_INDICATORS)[number], RsiCrossoverRule['against']>;

/**
 * How each indicator rule of the API (spec section 3; DESIGN section 3's table) becomes core's engine rule: its
 * name picks the engine kind, its wire fields the parameters, and `condition` `>` / `<` the direction
 * above / below (how the first operand stands to the second, or crosses it).
 */
const ENGINE_RULE_OF_INDICATOR: Readonly<
  Record<string, (f: Fields, direction: Direction) => IndicatorEngineRule>
> = {
  // `source` against SMA(`sma_source`, `value`).
  SMA: (f, direction) => ({
    kind: 'sma',
    direction,
    period: f.number('value'),
    source: f.source('source'),
    averageSource: f.source('sma_source'),
  }),
  // `source` against EMA(`ema1_source`, `ema1_length`).
  EMA: (f, direction) => ({
    kind: 'ema',
    direction,
    period: f.number('ema1_length'),
    source: f.source('source'),
    averageSource: f.source('ema1_source'),
  }),
  // SMA 1 crosses SMA 2.
  'SMA CROSSOVER': (f, direction) => ({
    kind: 'sma-crossover',
    direction,
    period1: f.number('sma1_length'),
    source1: f.source('sma1_source'),
    period2: f.number('sma2_length'),
    source2: f.source('sma2_source'),
  }),
  // EMA 1 crosses EMA 2.
  'EMA CROSSOVER': (f, direction) => ({
    kind: 'ema-crossover',
    direction,
    period1: f.number('ema1_length'),
    source1: f.source('ema1_source'),
    period2: f.number('ema2_length'),
    source2: f.source('ema2_source'),
  }),
  // RSI(`source`, `rsi_length`) against the level `rsi_value`.
  RSI: (f, direction) => ({
    kind: 'rsi',
    direction,
    period: f.number('rsi_length'),
    level: f.number('rsi_value'),
    source: f.source('source'),
  }),
  // RSI crosses the RSI, SMA or EMA (`crossover_indicator`) of length `crossover_indicator_length`.
  'RSI CROSSOVER': (f, direction) => ({
    kind: 'rsi-crossover',
    direction,
    period: f.number('rsi_length'),
    source: f.source('source'),
    against: CROSSOVER_LINE_OF[f.text('crossover_indicator') as keyof typeof CROSSOVER_LINE_OF],
    againstPeriod: f.number('crossover_indicator_length'),
  }),
  // The MACD line against its signal line and against `macd_value`.
  MACD: (f, direction) => ({
    kind: 'macd',
    direction,
    fast: f.number('short_period'),
    slow: f.number('long_period'),
    signal: f.number('signal_period'),
    level: f.number('macd_value'),
    source: f.source('source'),
  }),
  // +DI(`di_positive`) against -DI(`di_negative`).
  'DIRECTIONAL MOVEMENT': (f, direction) => ({
    kind: 'directional-movement',
    direction,
    plusPeriod: f.number('di_positive'),
    minusPeriod: f.number('di_negative'),
  }),
  // %K crosses %D of the Stochastic RSI.
  'STOCHASTIC RSI': (f, direction) => ({
    kind: 'stochastic-rsi',
    direction,
    rsiPeriod: f.number('stochastic_rsi_length'),
    stochasticPeriod: f.number('stochastic_length'),
    kSmoothing: f.number('stochastic_k'),
    dSmoothing: f.number('stochastic_d'),
  }),
  // `source` against the band `bb_indicator` names.
  'BOLLINGER BANDS': (f, direction) => ({
    kind: 'bollinger-bands',
    direction,
    period: f.number('bb_length'),
    deviations: f.number('bb_mult'),
    source: f.source('source'),
    band: BOLLINGER_BAND_OF[f.text('bb_indicator') as keyof typeof BOLLINGER_BAND_OF],
  }),
  // The Supertrend line (ATR `length`, `factor`) against `source`.
  SUPERTREND: (f, direction) => ({
    kind: 'supertrend',
    direction,
    period: f.number('length'),
    factor: f.number('factor'),
    source: f.source('source'),
  }),
  // MFI(`length`) against `mfi_value`.
  'MONEY FLOW INDEX': (f, direction) => ({
    kind: 'money-flow-index',
    direction,
    period: f.number('length'),
    level: f.number('mfi_value'),
  }),
  // The A/D line's one-session change against `ad_value`.
  'ACCUMULATION DISTRIBUTION': (f, direction) => ({
    kind: 'accumulation-distribution',
    direction,
    level: f.number('ad_value'),
  }),
  // AO(`short_period`, `long_period`) against `ao_value`.
  'AWESOME OSCILLATOR': (f, direction) => ({
    kind: 'awesome-oscillator',
    direction,
    fast: f.number('short_period'),
    slow: f.number('long_period'),
    level: f.number('ao_value'),
  }),
};

/**
 * Core's engine rule for a parsed rule on a side. A pattern rule becomes the pattern by its key: completing on
 * its own side, invalidated under `exit`, confirmed under `confirmation_needed` (upward on the buy side,
 * downward on the sell side); the general Bullish / Bearish rule becomes any pattern of that type.
 */
export function engineRuleOf(rule: ParsedRule, side: Side): BacktestRule {
  if (rule.kind === 'indicator') {
    const of = ENGINE_RULE_OF_INDICATOR[rule.name];
    if (!of) throw new Error(`No engine rule for indicator rule "${rule.name}"`);
    return of(fieldsOf(rule), rule.condition === '>' ? 'above' : 'below');
  }
  if (rule.kind === 'general-pattern') {
    return { kind: 'general-pattern', type: rule.name === 'Bullish' ? 'bullish' : 'bearish' };
  }
  const pattern = patternKeyOf(rule.name);
  if (!pattern) throw new Error(`No engine pattern for "${rule.name}"`);
  if (rule.condition === 'exit') return { kind: 'pattern-invalidated', pattern };
  if (rule.condition === 'confirmation_needed') {
    return { kind: 'pattern-confirmed', pattern, direction: side === 'buy' ? 'above' : 'below' };
  }
  return { kind: 'pattern', pattern };
}

/** Core's strategy for parsed buy and sell rules. */
export function engineStrategyOf(buy: readonly ParsedRule[], sell: readonly ParsedRule[]): Strategy {
  return { buy: buy.map((r) => engineRuleOf(r, 'buy')), sell: sell.map((r) => engineRuleOf(r, 'sell')) };
}
