import { describe, expect, it } from 'vitest';
import { bootstrapInterval, quantile } from './bootstrap-interval';

/** The interval written plainly: the same xorshift32 draws, means in a list, percentiles by interpolation. */
function plainInterval(returns: number[], resamples: number, maxSample: number, seed: number) {
  const n = returns.length;
  const size = Math.min(n, maxSample);
  let state = seed >>> 0 || 1;
  const draw = () => {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    return Math.floor(state * (n / 2 ** 32));
  };
  const means: number[] = [];
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += returns[draw()]!;
    means.push(sum / size);
  }
  means.sort((a, b) => a - b);
  const at = (p: number) => {
    const rank = p * (means.length - 1);
    const lo = Math.floor(rank);
    const hi = Math.min(lo + 1, means.length - 1);
    return means[lo]! + (rank - lo) * (means[hi]! - means[lo]!);
  };
  return { low: at(0.025), high: at(0.975), sampled: size };
}

describe('quantile', () => {
  it('interpolates linearly between the closest ranks', () => {
    const sorted = Float64Array.from([1, 2, 3, 4]);
    expect(quantile(sorted, 0.25)).toBeCloseTo(1.75, 12);
    expect(quantile(sorted, 0)).toBe(1);
    expect(quantile(sorted, 1)).toBe(4);
  });
});

describe('bootstrapInterval', () => {
  it('is the value itself when every return is the same', () => {
    expect(bootstrapInterval(Float64Array.from([2, 2, 2]), 50)).toEqual({ low: 2, high: 2, sampled: 3 });
  });

  it('equals the interval written plainly, the same seed giving the same interval', () => {
    const returns = Array.from({ length: 301 }, (_, i) => Math.sin(i * 1.7) * 4 + (i % 7) - 3);
    const got = bootstrapInterval(Float64Array.from(returns), 400, 1000, 7);
    const want = plainInterval(returns, 400, 1000, 7);
    expect(got.sampled).toBe(301);
    expect(got.low).toBeCloseTo(want.low, 10);
    expect(got.high).toBeCloseTo(want.high, 10);
    expect(got.low!).toBeLessThan(got.high!);
    expect(bootstrapInterval(Float64Array.from(returns), 400, 1000, 7)).toEqual(got);
  });

  it('draws resamples of the largest sample size from a larger set', () => {
    const returns = Array.from({ length: 500 }, (_, i) => (i * 37) % 11);
    const got = bootstrapInterval(Float64Array.from(returns), 300, 120, 3);
    const want = plainInterval(returns, 300, 120, 3);
    expect(got.sampled).toBe(120);
    expect(got.low).toBeCloseTo(want.low, 10);
    expect(got.high).toBeCloseTo(want.high, 10);
  });

  it('has no interval without returns', () => {
    expect(bootstrapInterval(new Float64Array(0))).toEqual({ low: null, high: null, sampled: 0 });
  });
});
