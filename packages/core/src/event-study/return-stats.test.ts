import { describe, expect, it } from 'vitest';
import { returnStats } from './return-stats';

describe('returnStats', () => {
  it('counts, averages, takes the middle and the share above 0, by hand', () => {
    expect(returnStats(Float64Array.from([1, -2, 3, 0]))).toEqual({
      count: 4,
      mean: 0.5,
      median: 0.5,
      hitRate: 50,
    });
    expect(returnStats(Float64Array.from([5, -1, 2]))).toEqual({
      count: 3,
      mean: 2,
      median: 2,
      hitRate: (2 / 3) * 100,
    });
  });

  it('has no figures without returns', () => {
    expect(returnStats(new Float64Array(0))).toEqual({ count: 0, mean: null, median: null, hitRate: null });
  });
});

describe('returnStats against a sort', () => {
  it('finds the same median as the middle of the sorted returns, ties and all', () => {
    let state = 5;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    for (const n of [1, 2, 3, 10, 11, 100, 1001, 5000]) {
      const values = Array.from({ length: n }, () => Math.round((next() - 0.5) * 40) / 4 + 0);
      const sorted = [...values].sort((a, b) => a - b);
      const want = n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
      expect(returnStats(Float64Array.from(values)).median, `n = ${n}`).toBe(want);
    }
  });
});
