import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test-support/seeded-random';
import { EQUAL_WEIGHT_BASE, equalWeightIndex } from './equal-weight-index';
import type { PriceSeries } from './price-series';

const series = (rows: [number, number][]): PriceSeries => ({
  date: Int32Array.from(rows.map(([day]) => day)),
  close: Float64Array.from(rows.map(([, close]) => close)),
});

describe('equal-weight index, worked by hand', () => {
  // A trades on days 1-4: 10, 11, 11, 12.1. B on days 2 and 4: 20, 22. C on days 3 and 4: 50, 45.
  const a = series([
    [1, 10],
    [2, 11],
    [3, 11],
    [4, 12.1],
  ]);
  const b = series([
    [2, 20],
    [4, 22],
  ]);
  const c = series([
    [3, 50],
    [4, 45],
  ]);

  it('starts at 100, and each stock enters on its second session with its return since its previous one', () => {
    // Day 2: only A has a return (+10 %; B's first session): 110. Day 3: A 0 (C's first): 110. Day 4: A +10 %,
    // B +10 % (from day 2), C -10 %: mean +3.33 %, 113.67.
    const index = equalWeightIndex([a, b, c], 1, 4);
    expect(Array.from(index.date)).toEqual([1, 2, 3, 4]);
    expect(index.close[0]).toBe(EQUAL_WEIGHT_BASE);
    expect(index.close[1]).toBeCloseTo(110, 12);
    expect(index.close[2]).toBeCloseTo(110, 12);
    expect(index.close[3]).toBeCloseTo(110 * (1 + 0.1 / 3), 12);
    expect(index.members).toBe(3);
  });

  it('reads only the range: a stock enters on its second session inside it', () => {
    // From day 2: A's 11 is the base; day 3: A 0: 100; day 4: A, B, C as above: 103.33.
    const index = equalWeightIndex([a, b, c], 2, 9);
    expect(Array.from(index.date)).toEqual([2, 3, 4]);
    [100, 100, 100 * (1 + 0.1 / 3)].forEach((level, k) => {
      expect(index.close[k]).toBeCloseTo(level, 12);
    });
    // From day 3: B has one session in the range and never enters; day 4: A +10 %, C -10 %: 100.
    const late = equalWeightIndex([a, b, c], 3, 4);
    expect(late.close[0]).toBe(100);
    expect(late.close[1]).toBeCloseTo(100, 12);
    expect(late.members).toBe(2);
  });

  it('takes the whole history over an infinite range', () => {
    const whole = equalWeightIndex([a, b, c], Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
    expect(Array.from(whole.date)).toEqual([1, 2, 3, 4]);
    expect(whole.close[3]).toBeCloseTo(110 * (1 + 0.1 / 3), 12);
  });

  it('is empty without sessions in the range', () => {
    expect(equalWeightIndex([a, b], 5, 9).date.length).toBe(0);
    expect(equalWeightIndex([], 0, 9).close.length).toBe(0);
  });

  it('agrees with a plain reference on random stocks', () => {
    const random = seededRandom(32);
    for (let trial = 0; trial < 50; trial++) {
      const stocks = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const rows: [number, number][] = [];
        let close = 10 + random() * 100;
        for (let day = 0; day < 60; day++) {
          if (random() < 0.4) continue;
          close *= 0.9 + random() * 0.2;
          rows.push([day, close]);
        }
        return series(rows);
      });
      const from = Math.floor(random() * 20);
      const to = from + Math.floor(random() * 50);
      const index = equalWeightIndex(stocks, from, to);
      // Plainly: for each day of the range on which any stock traded, the mean of each trading stock's close over
      // its last close earlier in the range.
      let level = 100;
      const expected: [number, number][] = [];
      for (let day = from; day <= to; day++) {
        const returns: number[] = [];
        let traded = false;
        for (const s of stocks) {
          const k = Array.from(s.date).indexOf(day);
          if (k < 0) continue;
          traded = true;
          const earlier = Array.from(s.date).findLastIndex((d) => d < day && d >= from);
          if (earlier >= 0) returns.push(s.close[k]! / s.close[earlier]! - 1);
        }
        if (!traded) continue;
        if (expected.length > 0 && returns.length > 0)
          level *= 1 + returns.reduce((x, y) => x + y, 0) / returns.length;
        expected.push([day, level]);
      }
      expect(Array.from(index.date)).toEqual(expected.map(([day]) => day));
      index.close.forEach((close, k) => {
        expect(close).toBeCloseTo(expected[k]![1], 9);
      });
    }
  });
});
