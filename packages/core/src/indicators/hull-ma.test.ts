import { describe, expect, it } from 'vitest';
import { hullMa } from './hull-ma';

describe('hullMa', () => {
  it('is WMA(2 x WMA(n/2) - WMA(n), floor(sqrt(n))), hand-computed for n = 4', () => {
    // n = 4: half 2, root 2. WMA2(i) = (x[i-1] + 2x[i]) / 3, WMA4(i) = (x[i-3] + 2x[i-2] + 3x[i-1] + 4x[i]) / 10.
    // Raw 2 WMA2 - WMA4 at bars 3, 4, 5: 40/3 - 49/10 = 253/30, 80/3 - 98/10 = 506/30, 160/3 - 196/10 = 1012/30.
    // HMA = WMA2 of the raw: bar 4 (253 + 2 x 506) / 90 = 1265/90, bar 5 (506 + 2 x 1012) / 90 = 2530/90.
    const out = hullMa(Float64Array.from([1, 2, 4, 8, 16, 32]), 4);
    expect(Array.from(out.subarray(0, 4))).toEqual([Number.NaN, Number.NaN, Number.NaN, Number.NaN]);
    expect(out[4]).toBeCloseTo(1265 / 90, 12);
    expect(out[5]).toBeCloseTo(2530 / 90, 12);
  });

  it('follows a straight line without lag for n = 9', () => {
    // A WMA of n bars lags a line of slope s by s (n - 1) / 3. n = 9: half 4, so the raw series is
    // 2 (x - s) - (x - 8s/3) = x + 4s/3, and its WMA of root 3 lags it by 2s/3 twice over: the HMA is the line.
    const line = Float64Array.from({ length: 30 }, (_, i) => 5 + 2 * i);
    const out = hullMa(line, 9);
    expect(Number.isNaN(out[9])).toBe(true);
    for (let i = 10; i < 30; i++) expect(out[i]).toBeCloseTo(line[i]!, 9);
  });

  it('needs a period of at least 2', () => {
    expect(() => hullMa(Float64Array.from([1, 2, 3]), 1)).toThrow(RangeError);
  });
});
