import { describe, expect, it } from 'vitest';
import { dailyBars } from '../../test-support/daily-bars';
import { referenceRule, referenceStrategy } from '../../test-support/reference-rules';
import { epochDay, isoDate } from '../dates';
import type { Bars } from '../series';
import { IndicatorCache } from './indicator-cache';
import type { BacktestRule, MacdRule, Match, SmaRule } from './rule';
import { signalFlags, strategySignal } from './rule-signal';

/** Bars on consecutive days from 2024-01-01 whose open, high, low and close are the given close. */
function closes(values: readonly number[]): Bars {
  const first = epochDay('2024-01-01');
  return dailyBars(values.map((v, i) => ({ date: isoDate(first + i), open: v, close: v })));
}

/** The bars where `rules` fire over the whole history, combined by `match`. */
function firing(bars: Bars, rules: readonly BacktestRule[], match: Match = 'all'): number[] {
  const n = bars.close.length;
  const flags = signalFlags(strategySignal(rules, new IndicatorCache(bars), match), n, 0, n - 1);
  return [...flags.keys()].filter((t) => flags[t] === 1);
}

/** The bars where the plain reference says `rules` fire. */
function referenceFiring(bars: Bars, rules: readonly BacktestRule[], match: Match = 'all'): number[] {
  const fires = referenceStrategy(bars, rules, match);
  return [...bars.close.keys()].filter((t) => fires(t));
}

// SMA(3) of 1, 2, 3, 4, 5, 4, 3, 4, 5, 6: -, -, 2, 3, 4, 4.333, 4, 3.667, 4, 5.
// SMA(5):                                -, -, -, -, 3, 3.6, 3.8, 4, 4.2, 4.4.
const series = closes([1, 2, 3, 4, 5, 4, 3, 4, 5, 6]);
const sma = (period: number, direction: 'above' | 'below', trigger?: 'while' | 'starts'): SmaRule => ({
  kind: 'sma',
  direction,
  period,
  source: 'close',
  averageSource: 'close',
  ...(trigger && { trigger }),
});

describe('a level rule by its trigger', () => {
  it('fires on every bar it holds under while, the default', () => {
    // close > SMA(3) on 2, 3, 4 and again on 7, 8, 9; below on 5 and 6.
    expect(firing(series, [sma(3, 'above')])).toEqual([2, 3, 4, 7, 8, 9]);
    expect(firing(series, [sma(3, 'above', 'while')])).toEqual([2, 3, 4, 7, 8, 9]);
    expect(firing(series, [sma(3, 'below', 'while')])).toEqual([5, 6]);
  });

  it('fires under starts only where it holds and did not hold the bar before; never just after the warm-up', () => {
    // Above holds from bar 2, the first bar SMA(3) has: bar 1 has no average, so that is no start. The run from
    // bar 7 starts there (bar 6 is below).
    expect(firing(series, [sma(3, 'above', 'starts')])).toEqual([7]);
    expect(firing(series, [sma(3, 'below', 'starts')])).toEqual([5]);
    // close > SMA(5) on 4, 5, 8, 9; bar 7 is a tie (4 against 4), which does not hold, so bar 8 starts.
    expect(firing(series, [sma(5, 'above', 'while')])).toEqual([4, 5, 8, 9]);
    expect(firing(series, [sma(5, 'above', 'starts')])).toEqual([8]);
  });

  it('does not fire under starts on the first bar of the history, which has no bar before it', () => {
    // The close against SMA(1) of the open (the open itself): 11 > 10 on bars 0 and 2; below on bar 1.
    const bars = dailyBars([
      { date: '2024-01-01', open: 10, close: 11 },
      { date: '2024-01-02', open: 11, close: 10 },
      { date: '2024-01-03', open: 10, close: 11 },
    ]);
    const rule = (trigger: 'while' | 'starts'): SmaRule => ({
      ...sma(1, 'above', trigger),
      averageSource: 'open',
    });
    expect(firing(bars, [rule('while')])).toEqual([0, 2]);
    expect(firing(bars, [rule('starts')])).toEqual([2]);
  });

  it('agrees with the plain reference on both triggers and both directions', () => {
    for (const period of [3, 5]) {
      for (const direction of ['above', 'below'] as const) {
        for (const trigger of ['while', 'starts'] as const) {
          const rules = [sma(period, direction, trigger)];
          expect(firing(series, rules)).toEqual(referenceFiring(series, rules));
        }
      }
    }
  });
});

describe('the MACD rule with and without the zero line', () => {
  // MACD(2, 3, 2), by hand: the slow EMA seeded with the SMA 9 of bars 0-2, the fast with 8.5 (the SMA of bars 1-2);
  // the line is -0.5 on bars 2 to 5 and the signal, seeded with the SMA of its first two values, -0.5 on 3 to 5
  // (ties). Bar 6 (close 5.5): fast 5.5, slow 5.75, line -0.25, signal -0.5 + 2/3 x 0.25 = -0.3333. Bar 7 (6):
  // line -0.0417, signal -0.1389. Bar 8 (6.5): line 0.0903, signal 0.0139: the first bar above 0. The line stays
  // above its signal to bar 11 and falls below it on 12 (0.1021 against 0.1783).
  const bars = closes([10, 9, 8, 7, 6, 5, 5.5, 6, 6.5, 7, 8, 9, 8, 7]);
  const macd = (zeroLine: boolean, trigger: 'while' | 'starts', direction: 'above' | 'below' = 'above') =>
    ({
      kind: 'macd',
      direction,
      fast: 2,
      slow: 3,
      signal: 2,
      level: 0,
      source: 'close',
      zeroLine,
      trigger,
    }) satisfies MacdRule;

  it('has the lines computed by hand', () => {
    const m = new IndicatorCache(bars).macd('close', 2, 3, 2);
    expect(m.macd[5]).toBe(-0.5);
    expect(m.signal[5]).toBe(-0.5);
    expect(m.macd[6]).toBeCloseTo(-0.25, 12);
    expect(m.signal[6]).toBeCloseTo(-1 / 3, 12);
    expect(m.macd[8]).toBeCloseTo(0.0902777778, 9);
    expect(m.signal[8]).toBeCloseTo(0.0138888889, 9);
  });

  it('with the zero line, needs the line above 0 too: a cross below zero does not fire', () => {
    expect(firing(bars, [macd(true, 'while')])).toEqual([8, 9, 10, 11]);
    expect(firing(bars, [macd(true, 'starts')])).toEqual([8]);
  });

  it('without it, compares the line with its signal only: starts is the cross itself, below zero', () => {
    expect(firing(bars, [macd(false, 'while')])).toEqual([6, 7, 8, 9, 10, 11]);
    expect(firing(bars, [macd(false, 'starts')])).toEqual([6]);
    expect(firing(bars, [macd(false, 'starts', 'below')])).toEqual([12]);
    for (const zeroLine of [true, false]) {
      for (const trigger of ['while', 'starts'] as const) {
        const rules = [macd(zeroLine, trigger)];
        expect(firing(bars, rules)).toEqual(referenceFiring(bars, rules));
      }
    }
  });

  it('reads an absent zeroLine as on', () => {
    const { zeroLine: _, ...rule } = macd(true, 'while');
    expect(firing(bars, [rule])).toEqual([8, 9, 10, 11]);
  });
});

describe('a side matching all or any of its rules', () => {
  const rules = [sma(3, 'above'), sma(5, 'above')];

  it('fires where every rule fires with all, where at least one does with any', () => {
    // SMA(3): 2, 3, 4, 7, 8, 9; SMA(5): 4, 5, 8, 9.
    expect(firing(series, rules, 'all')).toEqual([4, 8, 9]);
    expect(firing(series, rules, 'any')).toEqual([2, 3, 4, 5, 7, 8, 9]);
    expect(firing(series, [sma(3, 'above', 'starts'), sma(5, 'above', 'starts')], 'any')).toEqual([7, 8]);
    expect(firing(series, [sma(3, 'above', 'starts'), sma(5, 'above', 'starts')], 'all')).toEqual([]);
  });

  it('keeps a rule of two comparisons whole under any', () => {
    // MACD's two comparisons are one rule: any of [MACD, a rule that never fires] is MACD, not either comparison.
    const never = { ...sma(3, 'above'), period: 2000 };
    const bars = closes([10, 9, 8, 7, 6, 5, 5.5, 6, 6.5, 7, 8, 9, 8, 7]);
    const macd: MacdRule = {
      kind: 'macd',
      direction: 'above',
      fast: 2,
      slow: 3,
      signal: 2,
      level: 0,
      source: 'close',
    };
    expect(firing(bars, [macd, never], 'any')).toEqual([8, 9, 10, 11]);
    expect(firing(bars, [macd, never], 'any')).toEqual(referenceFiring(bars, [macd, never], 'any'));
  });

  it('never fires without rules', () => {
    expect(firing(series, [], 'any')).toEqual([]);
    expect(firing(series, [], 'all')).toEqual([]);
  });

  it('agrees with the plain reference', () => {
    for (const match of ['all', 'any'] as const) {
      expect(firing(series, rules, match)).toEqual(referenceFiring(series, rules, match));
    }
  });
});

describe('a rule that reads the open on bars without a real one', () => {
  // Bars 3 and 7 have no real open (the column still holds a number).
  const noOpen = Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 1, 0, 0]);
  const bars: Bars = { ...series, noOpen };
  const onOpen = (trigger: 'while' | 'starts'): SmaRule => ({ ...sma(3, 'above', trigger), source: 'open' });

  it('does not fire on them when it compares the open, nor while its average of the open holds one', () => {
    // The open equals the close here, so without the flags the rule fires on 2, 3, 4, 7, 8, 9.
    expect(firing(series, [onOpen('while')])).toEqual([2, 3, 4, 7, 8, 9]);
    expect(firing(bars, [onOpen('while')])).toEqual([2, 4, 8, 9]);
    // SMA 3 of the open reads bars t - 2 to t: bar 3 is in the windows of 3, 4 and 5, bar 7 in those of 7 to 9.
    const averaged = { ...sma(3, 'above'), averageSource: 'open' } as const;
    expect(firing(series, [averaged])).toEqual([2, 3, 4, 7, 8, 9]);
    expect(firing(bars, [averaged])).toEqual([2]);
    expect(firing(bars, [averaged])).toEqual(referenceFiring(bars, [averaged]));
    expect(firing(bars, [sma(3, 'above')])).toEqual([2, 3, 4, 7, 8, 9]);
  });

  it('loses a start on such a bar: the next bar, where the relation already held, is no start', () => {
    expect(firing(series, [onOpen('starts')])).toEqual([7]);
    expect(firing(bars, [onOpen('starts')])).toEqual([]);
    expect(referenceRule(bars, onOpen('starts'))(7)).toBe(false);
    expect(firing(bars, [onOpen('while')])).toEqual(referenceFiring(bars, [onOpen('while')]));
  });
});
