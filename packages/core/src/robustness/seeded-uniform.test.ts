import { describe, expect, it } from 'vitest';
import { seededUniform } from './seeded-uniform';

describe('the seeded uniform generator', () => {
  it('repeats its stream for a seed, stays in [0, 1) and spreads evenly', () => {
    const a = seededUniform(1);
    const b = seededUniform(1);
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = a();
      expect(b()).toBe(x);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      counts[Math.floor(x * 10)]!++;
    }
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(120);
    expect(seededUniform(2)()).not.toBe(seededUniform(1)());
  });
});
