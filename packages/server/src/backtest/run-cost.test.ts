import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barsInRange, runCost, tooCostlyMessage } from './run-cost';

const rule = { kind: 'sma' } as never;

describe('run cost', () => {
  it('counts the bars inside the range, as a plain filter does', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 200 }), { maxLength: 60 }),
        fc.integer({ min: -5, max: 205 }),
        fc.integer({ min: -5, max: 205 }),
        (days, from, to) => {
          const date = Int32Array.from(days.sort((a, b) => a - b));
          expect(barsInRange(date, from, to)).toBe(days.filter((d) => d >= from && d <= to).length);
        },
      ),
    );
  });

  it('is rules x bars in range over every symbol x cells', () => {
    const dates: Record<string, Int32Array> = {
      A: Int32Array.from([1, 2, 3, 4, 5]),
      B: Int32Array.from([4, 5, 6, 7]),
    };
    const job = {
      symbols: ['A', 'B', 'NOPRICE'],
      strategy: { buy: [rule, rule], sell: [rule] },
      options: { from: 3, to: 6 } as never,
    };
    // A has 3 bars in [3, 6] (3, 4, 5), B 3 (4, 5, 6), NOPRICE none: 6 bars, 3 rules.
    expect(runCost(job, (s) => dates[s])).toEqual({ rules: 3, symbols: 3, bars: 6, cells: 1, cost: 18 });
    expect(runCost(job, (s) => dates[s], 4).cost).toBe(72);
  });

  it('says what made the run large, the limit and what to change', () => {
    expect(
      tooCostlyMessage({ rules: 300, symbols: 250, bars: 500_000, cells: 1, cost: 150_000_000 }, 60_000_000),
    ).toBe(
      'This back-test is too large: 300 rules over 500,000 trading days of 250 stocks is 150,000,000 rule-days, ' +
        'and a run may have at most 60,000,000. Use fewer rules, a shorter date range or a smaller sector.',
    );
    expect(tooCostlyMessage({ rules: 2, symbols: 1, bars: 10, cells: 3, cost: 60 }, 50)).toContain(
      '10 trading days of 1 stock in 3 variations is 60 rule-days',
    );
  });
});
