import { describe, expect, it } from 'vitest';
import { bootstrapInterval, streamSeed } from './bootstrap-interval';

/** The interval written plainly: the same four xorshift32 streams, means in a list, percentiles by interpolation. */
function plainInterval(returns: number[], resamples: number, maxSample: number, seed: number) {
  const n = returns.length;
  const size = Math.min(n, maxSample);
  const states = [0, 1, 2, 3].map((j) => streamSeed(seed, j));
  const draw = (j: number) => {
    let state = states[j]!;
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    states[j] = state;
    return Math.floor(state * (n / 2 ** 32));
  };
  const means: number[] = [];
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += returns[draw(b % 4)]!;
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

describe('bootstrapInterval', () => {
  it('is the value itself when every return is the same', () => {
    expect(bootstrapInterval(Float64Array.from([2, 2, 2]), 50)).toEqual({ low: 2, high: 2, sampled: 3 });
  });

  it('equals the interval written plainly, the same seed giving the same interval', () => {
    const returns = Array.from({ length: 301 }, (_, i) => Math.sin(i * 1.7) * 4 + (i % 7) - 3);
    const got = bootstrapInterval(Float64Array.from(returns), 402, 1000, 7);
    const want = plainInterval(returns, 402, 1000, 7);
    expect(got.sampled).toBe(301);
    expect(got.low).toBeCloseTo(want.low, 10);
    expect(got.high).toBeCloseTo(want.high, 10);
    expect(got.low!).toBeLessThan(got.high!);
    expect(bootstrapInterval(Float64Array.from(returns), 402, 1000, 7)).toEqual(got);
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
