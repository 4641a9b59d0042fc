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
