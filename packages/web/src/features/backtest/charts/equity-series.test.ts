import { describe, expect, it } from 'vitest';
import { buyAndHoldEquity, drawdownSeries } from './equity-series';

describe('the equity series', () => {
  it('moves buy and hold with the close from the range start, at the sessions asked', () => {
    const close = [50, 100, 110, 90, 120];
    expect(buyAndHoldEquity(close, 1, [1, 2, 3, 4], 1000)).toEqual([1000, 1100, 900, 1200]);
    expect(buyAndHoldEquity(close, 1, [1, 4], 1000)).toEqual([1000, 1200]);
  });

  it('measures the fall from the running peak, the initial capital being the first peak', () => {
    // Peak 1000, then 1200: falls of 10 % (900/1000) and 25 % (900/1200).
    expect(drawdownSeries([900, 1200, 900, 1300], 1000)).toEqual([-10, 0, -25, 0]);
    expect(Math.min(...drawdownSeries([1000, 1000], 1000))).toBe(0);
  });
});
