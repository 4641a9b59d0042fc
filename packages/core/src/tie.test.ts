import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atMost, exceeds } from './tie';

/** The rule as written: equal when |a - b| <= 1e-9 x max(|a|, |b|, 1). */
const tied = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);

describe('ties are ties', () => {
  it('holds values within 1e-9 of the larger magnitude equal: neither exceeds the other', () => {
    expect(exceeds(0.1 + 0.2, 0.3)).toBe(false);
    expect(atMost(0.1 + 0.2, 0.3)).toBe(true);
    expect(exceeds(251.6 * (1 + 2e-9), 251.6)).toBe(true);
    expect(exceeds(251.6 * (1 + 0.5e-9), 251.6)).toBe(false);
    expect(exceeds(-1, -1 - 1e-12)).toBe(false);
    expect(exceeds(Number.NaN, 0) || atMost(Number.NaN, 0) || atMost(0, Number.NaN)).toBe(false);
  });

  it('has a floor of 1 near zero: residues of rolling sums around 0 are a tie', () => {
    // Both mathematically 0 (a Stoch RSI %K and %D at the RSI's window low), as the sums leave them.
    const k = 3.552713678800501e-15;
    const d = -1.924386576016938e-15;
    expect(exceeds(k, d) || exceeds(d, k)).toBe(false);
    expect(atMost(k, d) && atMost(d, k)).toBe(true);
    expect(exceeds(1e-12, 0)).toBe(false);
    // The floor is absolute below 1: 1e-9 apart is a tie, 2e-9 apart is not, whatever the magnitudes.
    expect(exceeds(1e-9, 0)).toBe(false);
    expect(exceeds(2e-9, 0)).toBe(true);
    expect(exceeds(0.5 + 2e-9, 0.5)).toBe(true);
    expect(exceeds(0, -2e-9)).toBe(true);
    // Above 1 the tolerance grows with the values, as before.
    expect(exceeds(1000 + 5e-7, 1000)).toBe(false);
    expect(exceeds(1000 + 2e-6, 1000)).toBe(true);
  });

  it('agrees with the rule as written on any two numbers', () => {
    const value = fc.oneof(
      fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
      fc.double({ noNaN: true, min: -1e-6, max: 1e-6 }),
      fc.integer({ min: -3, max: 3 }).map((n) => n * 1e-9),
    );
    fc.assert(
      fc.property(value, value, (a, b) => {
        expect(exceeds(a, b)).toBe(!tied(a, b) && a > b);
        expect(atMost(a, b)).toBe(tied(a, b) || a <= b);
      }),
    );
  });
});
