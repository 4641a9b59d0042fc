import fc from 'fast-check';
import { PATTERN_KEYS } from '../../patterns/pattern-catalogue';
import type { PriceSource } from '../../series';
import type { BacktestRule, Direction, Strategy } from '../rule';

/** Random rules of every kind for property tests: short and long periods (some longer than any history). */
const period = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom(200, 2000) },
);
const source = fc.constantFrom<PriceSource>('open', 'high', 'low', 'close');
const direction = fc.constantFrom<Direction>('above', 'below');
const level = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const pattern = fc.constantFrom(...PATTERN_KEYS);

export const arbitraryRule: fc.Arbitrary<BacktestRule> = fc.oneof(
  fc.record({ kind: fc.constant('sma' as const), direction, period, source, averageSource: source }),
  fc.record({ kind: fc.constant('ema' as const), direction, period, source, averageSource: source }),
  fc.record({
    kind: fc.constantFrom('sma-crossover' as const, 'ema-crossover' as const),
    direction,
    period1: period,
    source1: source,
    period2: period,
    source2: source,
  }),
  fc.record({ kind: fc.constant('rsi' as const), direction, period, level: level(0, 100), source }),
  fc.record({
    kind: fc.constant('rsi-crossover' as const),
    direction,
    period,
    source,
    against: fc.constantFrom('rsi' as const, 'sma' as const, 'ema' as const),
    againstPeriod: period,
  }),
  fc.record({
    kind: fc.constant('macd' as const),
    direction,
    fast: period,
    slow: period,
    signal: period,
    level: level(-5, 5),
    source,
  }),
  fc.record({
    kind: fc.constant('directional-movement' as const),
    direction,
    plusPeriod: period,
    minusPeriod: period,
  }),
  fc.record({
    kind: fc.constant('stochastic-rsi' as const),
    direction,
    rsiPeriod: period,
    stochasticPeriod: period,
    kSmoothing: fc.integer({ min: 1, max: 5 }),
    dSmoothing: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('bollinger-bands' as const),
    direction,
    period,
    deviations: level(0.5, 3),
    source,
    band: fc.constantFrom('lower' as const, 'middle' as const, 'upper' as const),
  }),
  fc.record({ kind: fc.constant('supertrend' as const), direction, period, factor: level(0.5, 5), source }),
  fc.record({ kind: fc.constant('money-flow-index' as const), direction, period, level: level(0, 100) }),
  fc.record({
    kind: fc.constant('accumulation-distribution' as const),
    direction,
    level: level(-20_000, 20_000),
  }),
  fc.record({
    kind: fc.constant('awesome-oscillator' as const),
    direction,
    fast: period,
    slow: period,
    level: level(-5, 5),
  }),
  fc.record({ kind: fc.constant('pattern' as const), pattern }),
  fc.record({ kind: fc.constant('pattern-invalidated' as const), pattern }),
  fc.record({ kind: fc.constant('pattern-confirmed' as const), pattern, direction }),
  fc.record({
    kind: fc.constant('general-pattern' as const),
    type: fc.constantFrom('bullish' as const, 'bearish' as const),
  }),
);

export const arbitraryStrategy: fc.Arbitrary<Strategy> = fc.record({
  buy: fc.array(arbitraryRule, { minLength: 1, maxLength: 3 }),
  sell: fc.array(arbitraryRule, { minLength: 1, maxLength: 3 }),
});
