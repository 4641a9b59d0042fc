import { describe, expect, it } from 'vitest';
import { rsi } from './rsi';

describe('rsi', () => {
  it("uses Wilder's averages seeded with the mean of the first changes, hand-computed", () => {
    // Changes +1, -0.5, +1, -0.5, +1. Seed on bar 2: gain 0.5, loss 0.25, RSI 100 x 0.5 / 0.75.
    // Then gain / loss (g + gain) / 2, (l + loss) / 2: 0.75 / 0.125, 0.375 / 0.3125, 0.6875 / 0.15625.
    const out = rsi(Float64Array.from([10, 11, 10.5, 11.5, 11, 12]), 2);
    expect(Number.isNaN(out[0]) && Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBeCloseTo(200 / 3, 12);
    expect(out[3]).toBeCloseTo(600 / 7, 12);
    expect(out[4]).toBeCloseTo(600 / 11, 12);
    expect(out[5]).toBeCloseTo(2200 / 27, 12);
  });

  it('is 0 on flat prices (TA-Lib) and 100 / 0 on each rise / fall for a period of 1', () => {
    expect(Array.from(rsi(Float64Array.from([5, 5, 5, 5]), 2).subarray(2))).toEqual([0, 0]);
    expect(Array.from(rsi(Float64Array.from([5, 6, 4, 4]), 1).subarray(1))).toEqual([100, 0, 0]);
  });
});
