import { describe, expect, it } from 'vitest';
import { nearestSwings } from './nearest-swings';
import type { SwingPoint } from './swing-points';

//                           0  1  2   3  4   5  6   7  8   9 10 11
const high = Float64Array.of(5, 8, 6, 11, 7, 13, 8, 10, 9, 12, 9, 9);
const low = Float64Array.of(4, 6, 3, 9, 5, 11, 2, 8, 6, 10, 7, 8);
const close = new Float64Array(12).fill(8.5);
const bars = { high, low, close };

const h = (index: number, price: number): SwingPoint => ({ index, price, kind: 'high' });
const l = (index: number, price: number): SwingPoint => ({ index, price, kind: 'low' });

describe('nearest swings', () => {
  // Strength 1: highs at 1 (8), 3 (11), 5 (13), 7 (10), 9 (12); lows at 2 (3), 4 (5), 6 (2), 8 (6), 10 (7).
  it('takes the swing highs above the last close and the lows below it, nearest in price first', () => {
    // Above 8.5: 10, 11, 12, 13 (8 is below); below: 7, 6, 5, 3, 2.
    expect(nearestSwings(bars, { strength: 1 })).toEqual({
      resistance: [h(7, 10), h(3, 11), h(9, 12)],
      support: [l(10, 7), l(8, 6), l(4, 5)],
    });
    expect(nearestSwings(bars, { strength: 1, count: 2 })).toEqual({
      resistance: [h(7, 10), h(3, 11)],
      support: [l(10, 7), l(8, 6)],
    });
  });

  it('leaves out a swing tied with the close, as an adjusted close a rounding away from its price is', () => {
    const lastClose = (c: number) => ({ high, low, close: Float64Array.of(...close.subarray(0, 11), c) });
    // A hair under the swing high of 10: not above it, so no resistance there.
    expect(nearestSwings(lastClose(10 * (1 - 1e-12)), { strength: 1 }).resistance).toEqual([
      h(3, 11),
      h(9, 12),
      h(5, 13),
    ]);
    // A hair over the swing low of 7: not below it, so no support there.
    expect(nearestSwings(lastClose(7 * (1 + 1e-12)), { strength: 1 }).support).toEqual([
      l(8, 6),
      l(4, 5),
      l(2, 3),
    ]);
  });

  it('looks only at the swings of the last `lookback` bars', () => {
    // Bars 6..11: highs 7 (10), 9 (12); lows 6 (2), 8 (6), 10 (7).
    expect(nearestSwings(bars, { strength: 1, lookback: 6 })).toEqual({
      resistance: [h(7, 10), h(9, 12)],
      support: [l(10, 7), l(8, 6), l(6, 2)],
    });
  });

  it('keeps the later of two swings at one price first, and leaves a side empty without swings', () => {
    const twin = {
      high: Float64Array.of(1, 5, 1, 5, 1),
      low: new Float64Array(5),
      close: Float64Array.of(2, 2, 2, 2, 2),
    };
    expect(nearestSwings(twin, { strength: 1 })).toEqual({ resistance: [h(3, 5), h(1, 5)], support: [] });
    const none = { high: new Float64Array(0), low: new Float64Array(0), close: new Float64Array(0) };
    expect(nearestSwings(none)).toEqual({ resistance: [], support: [] });
  });

  it('reads strength 5 by default', () => {
    // Only bars 5 and 6 have 5 bars on each side: high 13 at 5 beats 5, 8, 6, 11, 7 and ties none of 8..12 after;
    // low 2 at 6 is under 6, 3, 9, 5, 11 and 8, 6, 10, 7, 8.
    expect(nearestSwings(bars)).toEqual({ resistance: [h(5, 13)], support: [l(6, 2)] });
  });
});
