import { describe, expect, it } from 'vitest';
import { ema } from './ema';

const nan = Number.NaN;

describe('ema', () => {
  it('is seeded with the SMA of the first `period` values, then k = 2 / (period + 1)', () => {
    // Period 3, k = 0.5: seed (1 + 2 + 3) / 3 = 2, then (6 - 2) x 0.5 + 2 = 4, (4 - 4) x 0.5 + 4 = 4.
    expect(Array.from(ema(Float64Array.from([1, 2, 3, 6, 4]), 3))).toEqual([nan, nan, 2, 4, 4]);
  });

  it('starts where a derived input starts and copies it for a period of 1', () => {
    expect(Array.from(ema(Float64Array.from([nan, 1, 2, 3, 6]), 3))).toEqual([nan, nan, nan, 2, 4]);
    expect(Array.from(ema(Float64Array.from([nan, 0.3, 0.1]), 1))).toEqual([nan, 0.3, 0.1]);
  });
});
