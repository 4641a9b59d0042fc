import { describe, expect, it } from 'vitest';
import { returnVolatility } from './return-volatility';

describe('returnVolatility', () => {
  it('is the population standard deviation of the percent returns, hand-computed', () => {
    // Returns 10 %, -10 %, 0 %. Window of 2: sd(10, -10) = 10, sd(-10, 0) = 5.
    const out = returnVolatility(Float64Array.from([100, 110, 99, 99]), 2);
    expect(Number.isNaN(out[0]) && Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBeCloseTo(10, 10);
    expect(out[3]).toBeCloseTo(5, 10);
  });
});
