import { describe, expect, it } from 'vitest';
import { closesOn, seriesCovers } from './price-series';

const series = { date: Int32Array.from([3, 5, 8]), close: Float64Array.from([30, 50, 80]) };

describe('a price series read on other sessions', () => {
  it('stands at its last close on or before each date, its first before it starts', () => {
    expect(Array.from(closesOn(series, Int32Array.from([1, 3, 4, 5, 7, 8, 20])))).toEqual([
      30, 30, 30, 50, 50, 80, 80,
    ]);
  });

  it('covers a range when it has a close on or before its first day and one on or after its last', () => {
    expect(seriesCovers(series, 3, 8)).toBe(true);
    expect(seriesCovers(series, 4, 6)).toBe(true);
    expect(seriesCovers(series, 2, 8)).toBe(false);
    expect(seriesCovers(series, 3, 9)).toBe(false);
    expect(seriesCovers({ date: new Int32Array(0), close: new Float64Array(0) }, 0, 0)).toBe(false);
  });
});
