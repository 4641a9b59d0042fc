import { describe, expect, it } from 'vitest';
import { plateauWalk } from '../../test-support/plateau-walk';
import { cci } from './cci';

describe('cci', () => {
  it('divides the distance from the mean by 0.015 x the mean deviation, hand-computed', () => {
    // Typical prices 1, 2, 3, 6 (high = low = close). Period 3: bar 2 mean 2, deviation 2/3, CCI 1 / 0.01 = 100;
    // bar 3 mean 11/3, deviation (5/3 + 2/3 + 7/3) / 3 = 14/9, CCI (7/3) / (0.015 x 14/9) = 100.
    const prices = Float64Array.from([1, 2, 3, 6]);
    const out = cci(prices, prices, prices, 3);
    expect(Number.isNaN(out[0]) && Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBeCloseTo(100, 9);
    expect(out[3]).toBeCloseTo(100, 9);
  });

  it('is 0 on a window of one repeated price, also one that does not sum exactly', () => {
    const prices = Float64Array.from([5, 245.3, 245.3, 245.3, 245.3, 7]);
    const out = cci(prices, prices, prices, 4);
    expect(out[4]).toBe(0);
    // Three at 245.3 and one at 7: the 7 sits 2 mean deviations below the mean, CCI -2 / 0.015 = -400/3.
    expect(out[5]).toBeCloseTo(-400 / 3, 9);
  });
});

/** CCI by its definition, each window's mean and deviations summed afresh. */
function defined(prices: Float64Array, period: number): Float64Array {
  const out = new Float64Array(prices.length).fill(Number.NaN);
  for (let i = period - 1; i < prices.length; i++) {
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += prices[j]!;
    const mean = sum / period;
    let deviations = 0;
    for (let j = i - period + 1; j <= i; j++) deviations += Math.abs(prices[j]! - mean);
    const distance = prices[i]! - mean;
    out[i] = deviations > 1e-9 ? distance / (0.015 * (deviations / period)) : 0;
  }
  return out;
}

describe('cci against its definition', () => {
  const prices = plateauWalk(9_000, 11, 500, 20, 7);

  it.each([1, 2, 3, 20, 97, 4_100])('matches it on a walk with flat windows, period %i', (period) => {
    const ours = cci(prices, prices, prices, period);
    const expected = defined(prices, period);
    for (let i = 0; i < prices.length; i++) {
      if (i < period - 1) expect(ours[i], `bar ${i}`).toBeNaN();
      else
        expect(Math.abs(ours[i]! - expected[i]!), `bar ${i}`).toBeLessThan(
          1e-7 * Math.max(1, Math.abs(expected[i]!)),
        );
    }
  });
});
