import { describe, expect, it } from 'vitest';
import { candle as c, candleColumns } from './candle';
import { candleFrame } from './candle-frame';

describe('candle frame', () => {
  it("measures bodies and shadows as TA-Lib's macros do", () => {
    const frame = candleFrame(candleColumns([c(10, 12, 9, 11), c(11, 12.5, 9, 10), c(10, 10.5, 9.5, 10)]));
    expect([...frame.body]).toEqual([1, 1, 0]);
    // White: high - close, open - low; black: high - open, close - low; a doji counts as white.
    expect([...frame.upperShadow]).toEqual([1, 1.5, 0.5]);
    expect([...frame.lowerShadow]).toEqual([1, 1, 0.5]);
    expect([...frame.highLow]).toEqual([3, 3.5, 1]);
  });

  // Bodies 1, 2, ..., 12 (close = open + k + 1) with shadows of 0.5 on each side: high-low = body + 1.
  const growing = candleFrame(
    candleColumns(Array.from({ length: 12 }, (_, k) => c(100, 100 + k + 1.5, 99.5, 100 + k + 1))),
  );

  it('averages the period candles before each bar, from the seeded bar on', () => {
    const bodyLong = growing.average('bodyLong', 10);
    expect(bodyLong[9]).toBeNaN();
    expect(bodyLong[10]).toBe(5.5); // (1 + ... + 10) / 10
    expect(bodyLong[11]).toBe(6.5); // (2 + ... + 11) / 10
    expect(growing.average('bodyVeryLong', 10)[10]).toBe(16.5); // 3 x 5.5
    expect(growing.average('bodyDoji', 10)[10]).toBeCloseTo(0.65, 15); // 0.1 x (2 + ... + 11) / 10
    expect(growing.average('near', 5)[5]).toBeCloseTo(0.8, 15); // 0.2 x (2 + 3 + 4 + 5 + 6) / 5
    expect(growing.average('far', 6)[6]).toBeCloseTo(3, 15); // 0.6 x (3 + ... + 7) / 5
    expect(growing.average('equal', 11)[11]).toBeCloseTo(0.5, 15); // 0.05 x (8 + ... + 12) / 5
  });

  it("halves the shadows' average and compares a period of 0 with the bar's own body", () => {
    // Every candle has shadows summing to 1: 1 x (10 x 1) / 10 / 2.
    expect(growing.average('shadowShort', 10)[11]).toBe(0.5);
    expect([...growing.average('shadowLong', 0).subarray(0, 3)]).toEqual([1, 2, 3]);
    expect([...growing.average('shadowVeryLong', 0).subarray(0, 3)]).toEqual([2, 4, 6]);
  });

  it('shares one average between callers and refuses a seed with too few candles before it', () => {
    expect(growing.average('bodyShort', 10)).toBe(growing.average('bodyShort', 10));
    expect(() => growing.average('bodyLong', 9)).toThrow(RangeError);
  });
});
