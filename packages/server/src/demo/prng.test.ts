import { describe, expect, it } from 'vitest';
import { Prng } from './prng';

function draws(prng: Prng, n: number): number[] {
  return Array.from({ length: n }, () => prng.nextUint32());
}

describe('Prng', () => {
  it('repeats its sequence for the same seed and stream, and differs otherwise', () => {
    expect(draws(new Prng(20160101, 7), 100)).toEqual(draws(new Prng(20160101, 7), 100));
    expect(draws(new Prng(20160101, 7), 100)).not.toEqual(draws(new Prng(20160101, 8), 100));
    expect(draws(new Prng(20160101, 7), 100)).not.toEqual(draws(new Prng(20160102, 7), 100));
    // Seeds beyond 32 bits count in full.
    expect(draws(new Prng(2 ** 40 + 5), 10)).not.toEqual(draws(new Prng(5), 10));
  });

  it('gives the reference xoshiro128** output from the state 1, 2, 3, 4', () => {
    // First ten outputs of the authors' C implementation (prng.di.unimi.it) from that state.
    expect(draws(Prng.fromState(1, 2, 3, 4), 10)).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it('draws uniforms in (0, 1) with mean 1/2 and variance 1/12', () => {
    const prng = new Prng(3);
    let sum = 0;
    let sum2 = 0;
    let lo = 1;
    let hi = 0;
    const n = 200_000;
    for (let i = 0; i < n; i++) {
      const u = prng.uniform();
      sum += u;
      sum2 += u * u;
      lo = Math.min(lo, u);
      hi = Math.max(hi, u);
    }
    expect(lo).toBeGreaterThan(0);
    expect(hi).toBeLessThan(1);
    expect(sum / n).toBeCloseTo(0.5, 2);
    expect(sum2 / n - (sum / n) ** 2).toBeCloseTo(1 / 12, 3);
  });

  it('draws normals with mean 0 and variance 1, and fat-tailed shocks with variance 1 and kurtosis well above 3', () => {
    const prng = new Prng(4);
    const n = 400_000;
    const moments = (draw: () => number) => {
      let m1 = 0;
      let m2 = 0;
      let m4 = 0;
      for (let i = 0; i < n; i++) {
        const x = draw();
        m1 += x;
        m2 += x * x;
        m4 += x ** 4;
      }
      return { mean: m1 / n, variance: m2 / n, kurtosis: m4 / n / (m2 / n) ** 2 };
    };
    const normal = moments(() => prng.normal());
    expect(normal.mean).toBeCloseTo(0, 2);
    expect(normal.variance).toBeCloseTo(1, 1);
    expect(normal.kurtosis).toBeCloseTo(3, 0);
    const fat = moments(() => prng.fatTailed());
    expect(fat.mean).toBeCloseTo(0, 2);
    expect(fat.variance).toBeGreaterThan(0.9);
    expect(fat.variance).toBeLessThan(1.1);
    expect(fat.kurtosis).toBeGreaterThan(6);
  });

  it('picks by weight and refuses a seed that is not a safe integer', () => {
    const prng = new Prng(5);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 30_000; i++)
      counts[
        prng.pick([
          ['a', 1],
          ['b', 2],
        ] as const)
      ]++;
    expect(counts.b / counts.a).toBeCloseTo(2, 0);
    expect(() => new Prng(1.5)).toThrow(RangeError);
  });
});
