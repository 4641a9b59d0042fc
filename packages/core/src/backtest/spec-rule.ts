import { CANDLESTICK_PATTERNS } from '../patterns/pattern-catalogue';
import type { PriceSource } from '../series';
import type { BacktestRule, Direction, Strategy } from './rule';

/**
 * A rule in the words of the API (spec section 3): an indicator rule's name and fields as its keys name them,
 * already read into numbers and checked, or a pattern rule by its spec name. The contract's parsed rules have
 * this shape; core spells it out because it imports nothing.
 */
export type SpecRule =
  | {
      readonly kind: 'indicator';
      readonly name: string;
      readonly condition: '>' | '<';
      readonly params: Readonly<Record<string, number | string>>;
    }
  | {
      readonly kind: 'pattern';
      readonly name: string;
      readonly condition: 'entry' | 'exit' | 'confirmation_needed';
    }
  | { readonly kind: 'general-pattern'; readonly name: 'Bullish' | 'Bearish' };

type SpecIndicatorRule = Extract<SpecRule, { kind: 'indicator' }>;

const PATTERN_KEYS = new Map(CANDLESTICK_PATTERNS.map((p) => [p.name, p.key]));
const BANDS = { 'BB Low': 'lower', 'BB Mid': 'middle', 'BB High': 'upper' } as const;
const AGAINST = { RSI: 'rsi', SMA: 'sma', EMA: 'ema' } as const;

/** An indicator rule's fields as the contract read them (checked there, so a missing one is our bug). */
function fields(rule: SpecIndicatorRule) {
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
  return { number, text, source: (key: string) => text(key) as PriceSource };
}

function indicatorRule(rule: SpecIndicatorRule): BacktestRule {
  const direction: Direction = rule.condition === '>' ? 'above' : 'below';
  const { number, text, source } = fields(rule);
  switch (rule.name) {
    case 'SMA':
      return {
        kind: 'sma',
        direction,
        period: number('value'),
        source: source('source'),
        averageSource: source('sma_source'),
      };
    case 'EMA':
      return {
        kind: 'ema',
        direction,
        period: number('ema1_length'),
        source: source('source'),
        averageSource: source('ema1_source'),
      };
    case 'SMA CROSSOVER':
      return {
        kind: 'sma-crossover',
        direction,
        period1: number('sma1_length'),
        source1: source('sma1_source'),
        period2: number('sma2_length'),
        source2: source('sma2_source'),
      };
    case 'EMA CROSSOVER':
      return {
        kind: 'ema-crossover',
        direction,
        period1: number('ema1_length'),
        source1: source('ema1_source'),
        period2: number('ema2_length'),
        source2: source('ema2_source'),
      };
    case 'RSI':
      return {
        kind: 'rsi',
        direction,
        period: number('rsi_length'),
        level: number('rsi_value'),
        source: source('source'),
      };
    case 'RSI CROSSOVER':
      return {
        kind: 'rsi-crossover',
        direction,
        period: number('rsi_length'),
        source: source('source'),
        against: AGAINST[text('crossover_indicator') as keyof typeof AGAINST],
        againstPeriod: number('crossover_indicator_length'),
      };
    case 'MACD':
      return {
        kind: 'macd',
        direction,
        fast: number('short_period'),
        slow: number('long_period'),
        signal: number('signal_period'),
        level: number('macd_value'),
        source: source('source'),
      };
    case 'DIRECTIONAL MOVEMENT':
      return {
        kind: 'directional-movement',
        direction,
        plusPeriod: number('di_positive'),
        minusPeriod: number('di_negative'),
      };
    case 'STOCHASTIC RSI':
      return {
        kind: 'stochastic-rsi',
        direction,
        rsiPeriod: number('stochastic_rsi_length'),
        stochasticPeriod: number('stochastic_length'),
        kSmoothing: number('stochastic_k'),
        dSmoothing: number('stochastic_d'),
      };
    case 'BOLLINGER BANDS':
      return {
        kind: 'bollinger-bands',
        direction,
        period: number('bb_length'),
        deviations: number('bb_mult'),
        source: source('source'),
        band: BANDS[text('bb_indicator') as keyof typeof BANDS],
      };
    case 'SUPERTREND':
      return {
        kind: 'supertrend',
        direction,
        period: number('length'),
        factor: number('factor'),
        source: source('source'),
      };
    case 'MONEY FLOW INDEX':
      return { kind: 'money-flow-index', direction, period: number('length'), level: number('mfi_value') };
    case 'ACCUMULATION DISTRIBUTION':
      return { kind: 'accumulation-distribution', direction, level: number('ad_value') };
    case 'AWESOME OSCILLATOR':
      return {
        kind: 'awesome-oscillator',
        direction,
        fast: number('short_period'),
        slow: number('long_period'),
        level: number('ao_value'),
      };
    default:
      throw new Error(`No engine rule for indicator rule "${rule.name}"`);
  }
}

/** The engine's rule for a spec rule on a side (a Doji confirmation looks up on the buy side, down on the sell). */
export function backtestRuleOf(rule: SpecRule, side: 'buy' | 'sell'): BacktestRule {
  if (rule.kind === 'indicator') return indicatorRule(rule);
  if (rule.kind === 'general-pattern') {
    return { kind: 'general-pattern', type: rule.name === 'Bullish' ? 'bullish' : 'bearish' };
  }
  const pattern = PATTERN_KEYS.get(rule.name);
  if (!pattern) throw new Error(`No engine pattern for "${rule.name}"`);
  if (rule.condition === 'exit') return { kind: 'pattern-invalidated', pattern };
  if (rule.condition === 'confirmation_needed') {
    return { kind: 'pattern-confirmed', pattern, direction: side === 'buy' ? 'above' : 'below' };
  }
  return { kind: 'pattern', pattern };
}

/** The engine's strategy for spec buy and sell rules. */
export function strategyOf(buy: readonly SpecRule[], sell: readonly SpecRule[]): Strategy {
  return { buy: buy.map((r) => backtestRuleOf(r, 'buy')), sell: sell.map((r) => backtestRuleOf(r, 'sell')) };
}
