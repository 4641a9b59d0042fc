import { describe, expect, it } from 'vitest';
import { dailyBars } from '../../test-support/daily-bars';
import { referenceRule } from '../../test-support/reference-rules';
import { epochDay, isoDate } from '../dates';
import { type Candle, candle as c } from '../patterns/candle';
import { exampleSeries, PATTERN_EXAMPLES } from '../patterns/pattern-examples';
import { IndicatorCache } from './indicator-cache';
import type { BacktestRule, SmaRule, WilliamsRRule } from './rule';
import { signalFlags, strategySignal } from './rule-signal';

/** Bars on consecutive days from 2024-01-01. */
function barsOf(candles: readonly Candle[]) {
  const first = epochDay('2024-01-01');
  return dailyBars(candles.map((k, i) => ({ date: isoDate(first + i), ...k })));
}

/** Bars whose open, high, low and close are all the given close. */
const closes = (values: number[]) => barsOf(values.map((v) => c(v, v, v, v)));

/** Indices where a rule fires over the whole history. */
function firing(rule: BacktestRule, bars: ReturnType<typeof barsOf>, start = 0, end = bars.close.length - 1) {
  const signal = signalFlags(strategySignal([rule], new IndicatorCache(bars)), bars.close.length, start, end);
  return [...signal.keys()].filter((i) => signal[i] === 1);
}

describe('level rules', () => {
  // SMA(3) of 1, 2, 3, 4, 5, 4, 3: -, -, 2, 3, 4, 4.333, 4.
  const bars = closes([1, 2, 3, 4, 5, 4, 3]);
  const sma = (direction: 'above' | 'below'): SmaRule => ({
    kind: 'sma',
    direction,
    period: 3,
    source: 'close',
    averageSource: 'close',
  });

  it('compares the price with its average on each bar, never in the warm-up', () => {
    expect(firing(sma('above'), bars)).toEqual([2, 3, 4]);
    expect(firing(sma('below'), bars)).toEqual([5, 6]);
  });

  it('fires only inside the range asked for', () => {
    expect(firing(sma('above'), bars, 3, 5)).toEqual([3, 4]);
  });

  it('ANDs several rules, of one name too', () => {
    // SMA(5): -, -, -, -, 3, 3.6, 3.8; close > SMA(5) on 4 and 5; with close > SMA(3) only on 4.
    const cache = new IndicatorCache(bars);
    const both = signalFlags(strategySignal([sma('above'), { ...sma('above'), period: 5 }], cache), 7, 0, 6);
    expect([...both]).toEqual([0, 0, 0, 0, 1, 0, 0]);
    expect([...signalFlags(strategySignal([], cache), 7, 0, 6)]).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('reads the one-bar change of the A/D line', () => {
    // Close at the high adds the whole volume (1,000), at the low takes it away, in the middle adds nothing.
    const ad = barsOf([c(10, 11, 9, 10), c(10, 12, 10, 12), c(12, 12, 10, 10), c(10, 12, 10, 11)]);
    const rule = (direction: 'above' | 'below', level: number): BacktestRule => ({
      kind: 'accumulation-distribution',
      direction,
      level,
    });
    expect(firing(rule('above', 0), ad)).toEqual([1]);
    expect(firing(rule('below', 0), ad)).toEqual([2]);
    expect(firing(rule('above', -1_001), ad)).toEqual([1, 2, 3]);
  });
});

describe('the Williams %R rule', () => {
  // %R 3: bar 2 highest 12, lowest 7, close 10: -40; bar 3 the same window, close 8: -80; bar 4 highest 11, lowest
  // 7, close 8: -75; bar 5 highest 9, lowest 8, close 8: -100; bar 6 a flat window at 8: 0.
  const bars = barsOf([
    c(9, 10, 8, 9),
    c(10, 12, 9, 11),
    c(11, 11, 7, 10),
    c(9, 9, 8, 8),
    c(8, 8, 8, 8),
    c(8, 8, 8, 8),
    c(8, 8, 8, 8),
  ]);
  const rule = (direction: 'above' | 'below', level: number): WilliamsRRule => ({
    kind: 'williams-r',
    direction,
    period: 3,
    level,
  });

  it('compares %R with its level on each bar; a tie, the flat window at 0 too, fires neither side', () => {
    expect(firing(rule('below', -80), bars)).toEqual([5]);
    expect(firing(rule('above', -80), bars)).toEqual([2, 4, 6]);
    expect(firing(rule('below', 0), bars)).toEqual([2, 3, 4, 5]);
    expect(firing(rule('above', 0), bars)).toEqual([]);
    for (const r of [rule('below', -80), rule('above', -80), rule('below', 0), rule('above', -20)]) {
      const reference = referenceRule(bars, r);
      expect(firing(r, bars)).toEqual([0, 1, 2, 3, 4, 5, 6].filter((t) => reference(t)));
    }
  });

  it("reads %R at its level in 0.1 ticks as a tie, though the arithmetic's noise puts it above", () => {
    // A window from 250.6 to 251.6 closing at 250.8 is at -80; computed, -79.9999999999983.
    const ticks = barsOf([c(251, 251.6, 250.6, 250.8)]);
    const one = (direction: 'above' | 'below'): WilliamsRRule => ({ ...rule(direction, -80), period: 1 });
    expect(new IndicatorCache(ticks).williamsR(1)[0]).toBeGreaterThan(-80);
    expect(firing(one('above'), ticks)).toEqual([]);
    expect(firing(one('below'), ticks)).toEqual([]);
    expect(referenceRule(ticks, one('above'))(0)).toBe(false);
  });
});

describe('crossover rules', () => {
  // SMA(1) is the close; SMA(2) of 3, 1, 2, 2, 3, 1: -, 2, 1.5, 2, 2.5, 2.
  const bars = closes([3, 1, 2, 2, 3, 1]);
  const cross = (direction: 'above' | 'below'): BacktestRule => ({
    kind: 'sma-crossover',
    direction,
    period1: 1,
    source1: 'close',
    period2: 2,
    source2: 'close',
  });

  it('fires on the bar where the relation starts: a tie before counts as not holding', () => {
    // Close - SMA(2): -, -1, 0.5, 0, 0.5, -1. Above starts on 2 (from -1) and on 4 (from the tie on 3).
    expect(firing(cross('above'), bars)).toEqual([2, 4]);
    // Below starts only on 5 (0.5 to -1): the 0 of bar 3 is not below, and bar 1 has no SMA(2) before it.
    expect(firing(cross('below'), bars)).toEqual([5]);
  });

  it('crosses an RSI with the RSI of another length', () => {
    const rsi = closes([10, 11, 12, 11, 10, 11, 13, 12, 11, 12]);
    const rule: BacktestRule = {
      kind: 'rsi-crossover',
      direction: 'above',
      period: 2,
      source: 'close',
      against: 'rsi',
      againstPeriod: 4,
    };
    const cache = new IndicatorCache(rsi);
    const fast = cache.rsi('close', 2);
    const slow = cache.rsi('close', 4);
    const expected = [...fast.keys()].filter(
      (t) => t > 0 && fast[t - 1]! <= slow[t - 1]! && fast[t]! > slow[t]!,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(firing(rule, rsi)).toEqual(expected);
  });
});

describe('pattern rules', () => {
  const morningStar = exampleSeries(PATTERN_EXAMPLES['morning-star']);
  const completes = morningStar.length - 1;

  it('enters on the bar the pattern completes, and the general rule with it', () => {
    const bars = barsOf(morningStar);
    expect(firing({ kind: 'pattern', pattern: 'morning-star' }, bars)).toEqual([completes]);
    expect(firing({ kind: 'general-pattern', type: 'bullish' }, bars)).toContain(completes);
    expect(firing({ kind: 'general-pattern', type: 'bearish' }, bars)).not.toContain(completes);
  });

  it('exits when the close falls below the lowest low of all the pattern candles', () => {
    // Morning star lows 97.8, 97.2 (the star), 97.7. A close of 97.5 is below the last candle's low only;
    // 97.0 is below the star's: the pattern is invalidated there and while the close stays below.
    const bars = barsOf([
      ...morningStar,
      c(99.6, 99.7, 97.4, 97.5),
      c(97.5, 97.6, 96.9, 97.0),
      c(97.0, 97.1, 96.5, 96.8),
      c(96.8, 97.9, 96.8, 97.8),
    ]);
    expect(firing({ kind: 'pattern-invalidated', pattern: 'morning-star' }, bars)).toEqual([
      completes + 2,
      completes + 3,
    ]);
  });

  it('confirms a Doji with the next close beyond its high (buy) or its low (sell)', () => {
    // The example Doji: high 100.8, low 99.3.
    const doji = exampleSeries(PATTERN_EXAMPLES.doji);
    const at = doji.length - 1;
    const confirmed = (next: Candle, direction: 'above' | 'below') =>
      firing({ kind: 'pattern-confirmed', pattern: 'doji', direction }, barsOf([...doji, next]));
    expect(firing({ kind: 'pattern', pattern: 'doji' }, barsOf(doji))).toContain(at);
    expect(confirmed(c(100.1, 101, 100, 100.9), 'above')).toEqual([at + 1]);
    expect(confirmed(c(100.1, 100.8, 100, 100.7), 'above')).toEqual([]);
    expect(confirmed(c(100, 100.1, 99, 99.2), 'below')).toEqual([at + 1]);
    expect(confirmed(c(100, 100.1, 99, 99.4), 'below')).toEqual([]);
  });
});
