import { describe, expect, it } from 'vitest';
import { vwma } from './vwma';

describe('vwma', () => {
  it('weighs each price by its volume, hand-computed', () => {
    // Bar 2: (10 x 100 + 11 x 200 + 12 x 300) / 600 = 6800/600; bar 3: (2200 + 3600 + 5200) / 900 = 11000/900.
    const out = vwma(Float64Array.from([10, 11, 12, 13]), Float64Array.from([100, 200, 300, 400]), 3);
    expect(Number.isNaN(out[0]) && Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBeCloseTo(6800 / 600, 12);
    expect(out[3]).toBeCloseTo(11000 / 900, 12);
  });

  it('is NaN (Pine na) over a window without volume', () => {
    const out = vwma(Float64Array.from([5, 5, 5]), Float64Array.from([0, 0, 0]), 2);
    expect(Array.from(out)).toEqual([Number.NaN, Number.NaN, Number.NaN]);
  });
});
