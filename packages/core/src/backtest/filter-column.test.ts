import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryFilter, filterWalk } from '../../test-support/arbitrary-filter';
import { dailyBars } from '../../test-support/daily-bars';
import { referenceFilter, referenceFilterValue } from '../../test-support/reference-filters';
import { filterHolds, filterMask, filterSeries, filterValue } from './filter-column';
import type { FilterRule } from './filter-rule';
import type { TradedBars } from './traded-bars';

// Each filter on sessions written out by hand, the figure and the verdict worked out in the comments; then the
// whole-history mask against the plain reference (test-support/reference-filters.ts) on random bars.

/** Sessions from 2025-01-01 on with the closes given (flat bars), volumes as given or 100. */
function sessions(closes: readonly number[], extra: Partial<TradedBars> = {}): TradedBars {
  const rows = closes.map((close, i) => ({
    date: `2025-01-${String(i + 1).padStart(2, '0')}`,
    open: close,
    close,
    volume: 100,
  }));
  return { ...dailyBars(rows), ...extra };
}

const check = (rule: FilterRule, bars: TradedBars, t: number) => ({
  holds: filterHolds(rule, filterSeries(bars), t),
  value: filterValue(rule, filterSeries(bars), t),
});

describe('price', () => {
  // Adjusted closes 10, 10; traded 20, 25 (an issue came later): the filter reads the traded close.
  const bars = sessions([10, 10], { tradedClose: Float64Array.of(20, 25) });

  it('compares the traded close, bounds included', () => {
    expect(check({ kind: 'price', min: 25 }, bars, 1)).toEqual({ holds: true, value: 25 });
    expect(check({ kind: 'price', max: 25 }, bars, 1).holds).toBe(true);
    expect(check({ kind: 'price', min: 25.01 }, bars, 1).holds).toBe(false);
    expect(check({ kind: 'price', max: 24.99 }, bars, 1).holds).toBe(false);
    expect(check({ kind: 'price', min: 15, max: 21 }, bars, 0).holds).toBe(true);
    expect(check({ kind: 'price' }, bars, 0).holds).toBe(true);
  });
});

describe('change-percent', () => {
  // Adjusted previous close 100 (traded 120 before a 20 % bonus), close 105: +5 %, not -12.5 %.
  const bars = sessions([100, 105], { tradedClose: Float64Array.of(120, 105) });

  it('is the change against the adjusted previous close, in percent', () => {
    expect(check({ kind: 'change-percent', min: 5 }, bars, 1)).toEqual({ holds: true, value: 5 });
    expect(check({ kind: 'change-percent', min: 5.001 }, bars, 1).holds).toBe(false);
    expect(check({ kind: 'change-percent', max: 5 }, bars, 1).holds).toBe(true);
    expect(check({ kind: 'change-percent', max: 4.999 }, bars, 1).holds).toBe(false);
  });

  it('never matches a first session', () => {
    const first = check({ kind: 'change-percent' }, bars, 0);
    expect(first.holds).toBe(false);
    expect(first.value).toBeNaN();
  });
});

describe('volume-ratio', () => {
  // Traded volumes 100, 200, 300, 400: on session 3 the mean of the 3 before is 200, the ratio 2.
  const bars = sessions([10, 10, 10, 10], { tradedVolume: Float64Array.of(100, 200, 300, 400) });

  it('compares the volume with the mean of the sessions before it, the multiple included', () => {
    expect(check({ kind: 'volume-ratio', multiple: 2, sessions: 3 }, bars, 3)).toEqual({
      holds: true,
      value: 2,
    });
    expect(check({ kind: 'volume-ratio', multiple: 2.001, sessions: 3 }, bars, 3).holds).toBe(false);
    // Over the 2 sessions before: mean 250, ratio 1.6.
    expect(check({ kind: 'volume-ratio', multiple: 1.6, sessions: 2 }, bars, 3)).toEqual({
      holds: true,
      value: 1.6,
    });
  });

  it('does not match with fewer earlier sessions or a zero mean', () => {
    expect(check({ kind: 'volume-ratio', multiple: 1, sessions: 3 }, bars, 2).holds).toBe(false);
    const quiet = sessions([10, 10, 10], { tradedVolume: Float64Array.of(0, 0, 50) });
    const zero = check({ kind: 'volume-ratio', multiple: 1, sessions: 2 }, quiet, 2);
    expect(zero.holds).toBe(false);
    expect(zero.value).toBeNaN();
  });

  it('reads traded volumes: back-adjusted ones are recovered through the factor', () => {
    // A 2-for-1 before session 3: adjusted closes halve the traded 20 before it, adjusted volumes double 100.
    const adjusted = {
      ...sessions([10, 10, 10, 20]),
      volume: Float64Array.of(200, 200, 200, 200),
      tradedClose: Float64Array.of(20, 20, 20, 20),
    };
    // Traded volumes 100, 100, 100, 200: ratio 2.
    expect(check({ kind: 'volume-ratio', multiple: 2, sessions: 3 }, adjusted, 3).value).toBeCloseTo(2, 12);
  });

  it('keeps the volume of a bar printed at 0, which has no factor to read', () => {
    // Real data has such bars (a close of 0 with 398,977 shares): volumes 100, 100, 400 read as they are, ratio 4,
    // as the reference reads them (it once made the 0 / 0 factor NaN and missed the signal).
    const misprint = sessions([10, 10, 0]);
    const withVolume = { ...misprint, volume: Float64Array.of(100, 100, 400) };
    expect(check({ kind: 'volume-ratio', multiple: 4, sessions: 2 }, withVolume, 2)).toEqual({
      holds: true,
      value: 4,
    });
    expect(referenceFilter(withVolume, { kind: 'volume-ratio', multiple: 4, sessions: 2 })(2)).toBe(true);
  });
});

describe('turnover', () => {
  it('is the stored turnover, else volume x traded close', () => {
    const bars = sessions([10, 10], {
      tradedClose: Float64Array.of(20, 20),
      tradedVolume: Float64Array.of(100, 100),
      turnover: Float64Array.of(Number.NaN, 5000),
    });
    expect(check({ kind: 'turnover', min: 2000 }, bars, 0)).toEqual({ holds: true, value: 2000 });
    expect(check({ kind: 'turnover', min: 2000.01 }, bars, 0).holds).toBe(false);
    expect(check({ kind: 'turnover', min: 5000 }, bars, 1)).toEqual({ holds: true, value: 5000 });
  });
});

describe('near-high and near-low', () => {
  // Highs 10, 12, 11, 30 and lows 9, 8, 10, 5 before a session closing at 11.4 with a high of 20, a low of 11.
  const rows = [
    { high: 10, low: 9 },
    { high: 12, low: 8 },
    { high: 11, low: 10 },
    { high: 20, low: 11 },
  ];
  const base = sessions([9.5, 9, 10.5, 11.4]);
  const bars = {
    ...base,
    high: Float64Array.from(rows, (r) => r.high),
    low: Float64Array.from(rows, (r) => r.low),
  };

  it('near-high: within the percent below the highest high of the sessions before, the session excluded', () => {
    // Highest high of sessions 0-2: 12; 12 x 0.95 = 11.4, the close: a tie, within.
    const at = check({ kind: 'near-high', percent: 5, sessions: 3 }, bars, 3);
    expect(at.holds).toBe(true);
    expect(at.value).toBeCloseTo(5, 12);
    expect(check({ kind: 'near-high', percent: 4.9, sessions: 3 }, bars, 3).holds).toBe(false);
    // Over the last one only: 11, and the close is above it (-3.6 %).
    expect(check({ kind: 'near-high', percent: 0, sessions: 1 }, bars, 3).holds).toBe(true);
    expect(check({ kind: 'near-high', percent: 5, sessions: 4 }, bars, 3).holds).toBe(false);
  });

  it('near-low: within the percent above the lowest low of the sessions before', () => {
    // Lowest low of sessions 0-2: 8; 11.4 / 8 - 1 = 42.5 %.
    const at = check({ kind: 'near-low', percent: 42.5, sessions: 3 }, bars, 3);
    expect(at.holds).toBe(true);
    expect(at.value).toBeCloseTo(42.5, 12);
    expect(check({ kind: 'near-low', percent: 42.4, sessions: 3 }, bars, 3).holds).toBe(false);
    expect(check({ kind: 'near-low', percent: 50, sessions: 4 }, bars, 3).holds).toBe(false);
  });
});

describe('range-width', () => {
  // Closes 120, 100, 104, 108: the last 3, this one included, span (108 - 100) / 100 = 8 %.
  const bars = sessions([120, 100, 104, 108]);

  it('spans the sessions including this one, the percent included', () => {
    const at = check({ kind: 'range-width', percent: 8, sessions: 3 }, bars, 3);
    expect(at.holds).toBe(true);
    expect(at.value).toBeCloseTo(8, 12);
    expect(check({ kind: 'range-width', percent: 7.99, sessions: 3 }, bars, 3).holds).toBe(false);
    // The 4 sessions reach back to 120: 20 %.
    expect(check({ kind: 'range-width', percent: 19.99, sessions: 4 }, bars, 3).holds).toBe(false);
    expect(check({ kind: 'range-width', percent: 100, sessions: 4 }, bars, 2).holds).toBe(false);
  });
});

describe('breakout', () => {
  // Closes 10, 11, 12, 13, 12, 12, 13: session 3 closes above 12, the highest of the 3 before it.
  const bars = sessions([10, 11, 12, 13, 12, 12, 13]);
  const rule = (lookback: number, within: number): FilterRule => ({ kind: 'breakout', lookback, within });

  it('matches on one of the last sessions closing above the highest close of the look-back before it', () => {
    expect(check(rule(3, 1), bars, 3)).toEqual({ holds: true, value: (13 / 12 - 1) * 100 });
    expect(check(rule(3, 1), bars, 4).holds).toBe(false);
    expect(check(rule(3, 2), bars, 4).holds).toBe(true);
    expect(check(rule(3, 3), bars, 5).holds).toBe(true);
    expect(check(rule(3, 2), bars, 5).holds).toBe(false);
  });

  it('a close equal to the highest is no breakout, and too few earlier sessions never break out', () => {
    // Session 6 closes at 13, equal to the highest of sessions 3-5 (13, 12, 12): a tie, no breakout.
    expect(check(rule(3, 1), bars, 6).holds).toBe(false);
    expect(check(rule(3, 3), bars, 2).holds).toBe(false);
    expect(check(rule(3, 1), bars, 2).value).toBeNaN();
  });
});

describe('listed-sessions', () => {
  it('counts the sessions up to this one, this one included', () => {
    const bars = sessions([1, 2, 3]);
    expect(check({ kind: 'listed-sessions', min: 3 }, bars, 2)).toEqual({ holds: true, value: 3 });
    expect(check({ kind: 'listed-sessions', min: 4 }, bars, 2).holds).toBe(false);
  });
});

describe('the whole-history mask', () => {
  it('is each session read plainly, for every filter (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), arbitraryFilter, (seed, rule) => {
        const bars = filterWalk(seed, 80);
        const mask = filterMask(rule, filterSeries(bars));
        const reference = referenceFilter(bars, rule);
        for (let t = 0; t < 80; t++) {
          expect(mask[t], `session ${t}`).toBe(+reference(t));
          expect(mask[t]).toBe(+filterHolds(rule, filterSeries(bars), t));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('the figure a filter compares', () => {
  it('is its definition computed plainly, for every filter (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), arbitraryFilter, (seed, rule) => {
        const bars = filterWalk(seed, 80);
        const series = filterSeries(bars);
        for (let t = 0; t < 80; t++) {
          const value = filterValue(rule, series, t);
          const reference = referenceFilterValue(bars, rule, t);
          if (Number.isNaN(reference)) expect(value, `session ${t}`).toBeNaN();
          else
            expect(Math.abs(value - reference), `session ${t}`).toBeLessThanOrEqual(
              1e-9 * Math.max(1, Math.abs(reference)),
            );
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('rs-rank', () => {
  it('compares the rank of the session, a tie included, and never an unranked one', () => {
    const bars = sessions([1, 2, 3], { rsRank: Float64Array.of(Number.NaN, 80, 79.9) });
    expect(check({ kind: 'rs-rank', min: 80 }, bars, 1)).toEqual({ holds: true, value: 80 });
    expect(check({ kind: 'rs-rank', min: 80 }, bars, 2).holds).toBe(false);
    expect(check({ kind: 'rs-rank', min: 0 }, bars, 0).holds).toBe(false);
    expect(check({ kind: 'rs-rank', min: 0 }, sessions([1]), 0).holds).toBe(false);
  });
});
