import { describe, expect, it } from 'vitest';
import { sma } from './sma';

const nan = Number.NaN;

describe('sma', () => {
  it('averages the last `period` values, NaN during the warm-up', () => {
    expect(Array.from(sma(Float64Array.from([1, 2, 3, 4, 5]), 3))).toEqual([nan, nan, 2, 3, 4]);
  });

  it('starts where a derived input starts (an SMA of an RSI)', () => {
    expect(Array.from(sma(Float64Array.from([nan, nan, 1, 2, 3]), 2))).toEqual([nan, nan, nan, 1.5, 2.5]);
  });

  it('gives only NaN when the input is shorter than the period, and copies it for a period of 1', () => {
    expect(Array.from(sma(Float64Array.from([1, 2]), 3))).toEqual([nan, nan]);
    expect(sma(new Float64Array(0), 3).length).toBe(0);
    expect(Array.from(sma(Float64Array.from([0.1, 0.7, 0.2]), 1))).toEqual([0.1, 0.7, 0.2]);
  });

  it('refuses a period that is not a whole number of at least 1', () => {
    for (const period of [0, -3, 2.5, Number.NaN]) {
      expect(() => sma(Float64Array.from([1, 2, 3]), period)).toThrow(RangeError);
    }
  });
});
