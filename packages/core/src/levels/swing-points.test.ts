import { describe, expect, it } from 'vitest';
import { type SwingPoint, swingPoints, zigzag } from './swing-points';

//                 0   1   2   3   4   5   6   7   8   9  10
const high = [10, 11, 13, 12, 11, 12, 14, 14, 12, 11, 10];
const low = [9, 10, 12, 11, 10, 9, 13, 12, 11, 10, 9];
const bars = { high: Float64Array.from(high), low: Float64Array.from(low) };

const h = (index: number, price: number): SwingPoint => ({ index, price, kind: 'high' });
const l = (index: number, price: number): SwingPoint => ({ index, price, kind: 'low' });

describe('swing points', () => {
  it('finds highs above the n bars before and not below the n after, and lows mirrored', () => {
    // n = 2: bar 2 (13 > 10, 11; >= 12, 11); bar 6 (14 > 11, 12; >= 14, 12), while bar 7's 14 does not beat bar
    // 6's; low at bar 5 (9 < 11, 10; <= 13, 12); bar 4's low 10 is not <= bar 5's 9.
    expect(swingPoints(bars, 2)).toEqual([h(2, 13), l(5, 9), h(6, 14)]);
  });

  it('finds more, smaller turns at strength 1 and none that the last n bars would have to confirm', () => {
    // n = 1: highs at 2 (13) and 6 (14); lows at 5 (9) only: bar 10's low 9 has no bar after it.
    expect(swingPoints(bars, 1)).toEqual([h(2, 13), l(5, 9), h(6, 14)]);
    expect(swingPoints({ high: Float64Array.of(1, 2, 3, 9), low: Float64Array.of(0, 1, 2, 8) }, 1)).toEqual(
      [],
    );
  });

  it('reports a bar that is both a swing high and a swing low, high first', () => {
    const outside = { high: Float64Array.of(5, 9, 6), low: Float64Array.of(4, 1, 5) };
    expect(swingPoints(outside, 1)).toEqual([h(1, 9), l(1, 1)]);
  });

  it('refuses a strength that is not a whole number of at least 1', () => {
    expect(() => swingPoints(bars, 0)).toThrow(RangeError);
    expect(() => swingPoints(bars, 1.5)).toThrow(RangeError);
  });
});

describe('zigzag', () => {
  it('keeps the most extreme of consecutive points of one kind, the earlier on a tie', () => {
    expect(zigzag([l(1, 5), h(3, 9), h(5, 11), h(7, 11), l(9, 6), l(11, 4), h(13, 8)])).toEqual([
      l(1, 5),
      h(5, 11),
      l(11, 4),
      h(13, 8),
    ]);
  });

  it('on a bar that is both, extends the current leg first, then turns', () => {
    // After high 10: the bar's high 12 replaces it, then its low 3 turns the zigzag down.
    expect(zigzag([h(1, 10), h(4, 12), l(4, 3), h(6, 8)])).toEqual([h(4, 12), l(4, 3), h(6, 8)]);
    // After low 5: the bar's low 3 replaces it, then its high 12 turns the zigzag up; 8 does not beat 12.
    expect(zigzag([l(1, 5), h(4, 12), l(4, 3), h(6, 8)])).toEqual([l(4, 3), h(4, 12)]);
  });
});
