import { describe, expect, it } from 'vitest';
import { median, percentileOfSorted } from './percentile';

describe('percentiles by linear interpolation', () => {
  it('interpolates between the closest ranks, by hand', () => {
    // Ranks 0..3 of [1, 2, 3, 4]: p5 at rank 0.15, p50 at 1.5, p95 at 2.85.
    const sorted = [1, 2, 3, 4];
    expect(percentileOfSorted(sorted, 5)).toBeCloseTo(1.15, 12);
    expect(percentileOfSorted(sorted, 50)).toBeCloseTo(2.5, 12);
    expect(percentileOfSorted(sorted, 95)).toBeCloseTo(3.85, 12);
    expect(percentileOfSorted(sorted, 0)).toBe(1);
    expect(percentileOfSorted(sorted, 100)).toBe(4);
  });

  it('gives the one value of a single sample and NaN for none', () => {
    expect(percentileOfSorted([7], 95)).toBe(7);
    expect(percentileOfSorted([], 50)).toBeNaN();
  });

  it('takes a median of values in any order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
