import { describe, expect, it } from 'vitest';
import { consolidationRange, isConsolidating } from './consolidating-stocks';

describe('consolidationRange', () => {
  it('is (max - min) / min of the 20 closes ending at the session, by hand', () => {
    // An older close of 1 is outside the window; the window holds 100..108 and 100s.
    const close = Float64Array.from([1, 100, 108, ...Array.from({ length: 18 }, () => 100)]);
    expect(consolidationRange(close, close.length - 1)).toBeCloseTo(0.08, 15);
    expect(isConsolidating(close, close.length - 1)).toBe(true);
  });

  it('is above 8 % for a wider range, and NaN with fewer than 20 sessions', () => {
    const close = Float64Array.from([100, 108.1, ...Array.from({ length: 18 }, () => 100)]);
    expect(isConsolidating(close, close.length - 1)).toBe(false);
    expect(consolidationRange(close, 18)).toBeNaN();
  });
});
