import { describe, expect, it } from 'vitest';
import { dailyBars } from '../../test-support/daily-bars';
import { referenceRule } from '../../test-support/reference-rules';
import { epochDay, isoDate } from '../dates';
import { sma } from '../indicators/sma';
import { IndicatorCache } from './indicator-cache';
import type { BacktestRule, Direction } from './rule';
import { signalFlags, strategySignal } from './rule-signal';
import { Condition, nextFiring } from './signal';

/** Bars on consecutive days whose open, high, low and close are the given close. */
function closes(values: readonly number[]) {
  const first = epochDay('2025-07-28');
  return dailyBars(values.map((v, i) => ({ date: isoDate(first + i), open: v, close: v })));
}

const smaRule = (direction: Direction): BacktestRule => ({
  kind: 'sma',
  direction,
  period: 20,
  source: 'close',
  averageSource: 'close',
});

describe('ties are ties', () => {
  // Closes in 0.1 ticks whose 20-day mean is the last close exactly (5032 / 20 = 1258 / 5 = 251.6, the CHL
  // session of the issue), where the floating-point sum lands just above, then just below.
  const series = {
    'a sum just above': [
      250.6, 251, 252.1, 252.2, 252.1, 252.2, 251.4, 250.7, 251, 251.9, 252, 251.5, 251.8, 251.1, 251.2,
      250.6, 252.4, 252.5, 252.1, 251.6,
    ],
    'a sum just below': [
      251.4, 251.7, 250.8, 250.6, 252.5, 252.5, 251.7, 252.1, 251.3, 251.7, 251.7, 252.1, 250.7, 252.2, 252.1,
      251.1, 252.4, 250.9, 250.9, 251.6,
    ],
  };

  for (const [name, values] of Object.entries(series)) {
    it(`reads a close equal to its SMA 20 as neither above nor below it, with ${name}`, () => {
      const bars = closes(values);
      const last = values.length - 1;
      // The arithmetic's noise is there: a plain comparison would pick a side.
      expect(sma(bars.close, 20)[last]).not.toBe(251.6);
      const cache = new IndicatorCache(bars);
      for (const direction of ['above', 'below'] as const) {
        const rule = smaRule(direction);
        expect(signalFlags(strategySignal([rule], cache), bars.close.length, last, last)[last]).toBe(0);
        expect(referenceRule(bars, rule)(last)).toBe(false);
      }
    });
  }

  it('fires a crossover on a strict change only: a tie counts as not above', () => {
    const column = (...values: number[]) => Float64Array.from(values);
    const b = column(0.3, 0.3, 0.3);
    // From a tie to above crosses; from below to a tie does not, nor does the next bar that stays tied.
    expect(nextFiring([Condition.crossesAbove(column(0.1 + 0.2, 0.4, 0.4), b)], 0, 3)).toBe(1);
    expect(nextFiring([Condition.crossesAbove(column(0.2, 0.1 + 0.2, 0.1 + 0.2), b)], 0, 3)).toBe(3);
    expect(nextFiring([Condition.crossesAbove(b, column(0.2, 0.1 + 0.2, 0.2))], 0, 3)).toBe(2);
  });
});
