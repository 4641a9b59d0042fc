import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../../test-support/nepse-data';
import { supertrend } from './supertrend';

const nan = Number.NaN;

describe('supertrend', () => {
  it('trails the bands and flips on a close through them, hand-computed', () => {
    // ATR 2 (TA-Lib, from bar 2): 2, 2, 3, 2.5, 3.75, 2.875, 3.4375. Factor 1, hl2 +/- ATR:
    // bar 2: bands 10 / 14, first bar is a down-trend: line 14.
    // bar 3: raw 9 / 13, lower stays 10 (9 < 10, previous close 12 above it), upper falls to 13; close 10: down, 13.
    // bar 4: raw 5 / 11 -> 10 / 11; close 7 <= 11: down, 11.
    // bar 5: raw 5.5 / 10.5, the previous close 7 broke the lower band so it resets to 5.5; upper 10.5; down, 10.5.
    // bar 6: raw 7.25 / 14.75 -> 7.25 / 10.5; close 12.5 > 10.5: flips up, line the lower band 7.25.
    // bar 7: raw 10.125 / 15.875, lower rises to 10.125, upper resets (previous close above it); close 13: up, 10.125.
    // bar 8: raw 7.0625 / 13.9375 -> 10.125 / 13.9375; close 9.5 < 10.125: flips down, line 13.9375.
    const high = Float64Array.from([11, 12, 13, 12, 10, 9, 13, 14, 12]);
    const low = Float64Array.from([9, 10, 11, 10, 6, 7, 9, 12, 9]);
    const close = Float64Array.from([10, 11, 12, 10, 7, 8, 12.5, 13, 9.5]);
    const out = supertrend(high, low, close, 2, 1);
    expect(Array.from(out.line)).toEqual([nan, nan, 14, 13, 11, 10.5, 7.25, 10.125, 13.9375]);
    expect(Array.from(out.direction)).toEqual([nan, nan, -1, -1, -1, -1, 1, 1, -1]);
  });

  describe.skipIf(!hasNepseData)(`on the real data (${NEPSE_DATA_MISSING} otherwise)`, () => {
    it('keeps every close on the trend side of its line, over thousands of flips', () => {
      let flips = 0;
      const wrongSide: string[] = [];
      for (const [symbol, bars] of loadNepseBars()) {
        const { line, direction } = supertrend(bars.high, bars.low, bars.close, 10, 3);
        for (let i = 10; i < line.length; i++) {
          const up = direction[i] === 1;
          if (up ? bars.close[i]! < line[i]! : bars.close[i]! > line[i]!)
            wrongSide.push(`${symbol} bar ${i}`);
          if (i > 10 && direction[i] !== direction[i - 1]) flips++;
        }
      }
      expect(wrongSide).toEqual([]);
      expect(flips).toBeGreaterThan(1000);
    });
  });
});
