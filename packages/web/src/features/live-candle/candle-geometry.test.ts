import { describe, expect, it } from 'vitest';
import { candleGeometry } from './candle-geometry';

// y(p) = 180 x (10 - percent from the open) / 20, so the open sits at 90 and each 1 % is 9 px.
describe('candleGeometry', () => {
  it('draws a known rising candle on the +/-10 % scale of its open', () => {
    expect(candleGeometry({ open: 100, high: 104, low: 99, close: 103, volume: 250_000 })).toEqual({
      wickTop: 54,
      wickBottom: 99,
      bodyTop: 63,
      bodyHeight: 27,
      volumeHeight: 90,
      rising: true,
    });
  });

  it('colours a falling candle red, an unchanged one green, and clamps to the scale and the volume bar', () => {
    const falling = candleGeometry({ open: 100, high: 125, low: 70, close: 95, volume: 2_000_000 });
    expect(falling).toMatchObject({
      wickTop: 0,
      wickBottom: 180,
      bodyTop: 90,
      bodyHeight: 45,
      rising: false,
    });
    expect(falling.volumeHeight).toBe(180);
    expect(candleGeometry({ open: 100, high: 100, low: 100, close: 100, volume: 0 }).rising).toBe(true);
  });

  it('widens a range under 2 % of the open about its middle, and keeps a flat body 1 px tall', () => {
    // high 100.5, low 100.1: middle 100.3, widened to 101.3 and 99.3 (+1.3 % and -0.7 %).
    const g = candleGeometry({ open: 100, high: 100.5, low: 100.1, close: 100, volume: 0 });
    expect(g.wickTop).toBeCloseTo(78.3, 9);
    expect(g.wickBottom).toBeCloseTo(96.3, 9);
    expect(g.bodyHeight).toBe(1);
    expect(g.volumeHeight).toBe(0);
  });
});
