import { describe, expect, it } from 'vitest';
import { curveSample } from './curve-sample';

describe('curve sample', () => {
  it('keeps every point of a curve that fits', () => {
    expect([...curveSample(new Float64Array([5, 4, 3]), 4)]).toEqual([0, 1, 2]);
  });

  it("keeps the ends and each bucket's low and high in time order", () => {
    // 10 points, at most 6: the ends, then the 8 inner points (1..8) in 2 buckets of 4.
    // Bucket 1..4 holds 9, 2, 7, 5: high at 1, low at 2. Bucket 5..8 holds 1, 1, 8, 3: low at 5 (the first), high at 7.
    const values = new Float64Array([5, 9, 2, 7, 5, 1, 1, 8, 3, 4]);
    expect([...curveSample(values, 6)]).toEqual([0, 1, 2, 5, 7, 9]);
  });

  it('keeps one point for a flat bucket', () => {
    expect([...curveSample(new Float64Array([1, 2, 2, 2, 2, 3]), 4)]).toEqual([0, 1, 5]);
  });
});
