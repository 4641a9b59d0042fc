import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { real } from '../../test-support/talib-reference';
import { williamsR } from './williams-r';

const column = (...values: number[]) => Float64Array.from(values);

describe('williamsR', () => {
  it('is (highest high - close) / (highest high - lowest low) x -100 over the window, hand-computed', () => {
    // Period 3. Bar 2: highest 12, lowest 7, close 10: -100 x 2 / 5 = -40. Bar 3: highest 13, lowest 7, close 12:
    // -100 x 1 / 6. Period 1 (which TA-Lib refuses) reads each bar alone: -100 x (12 - 11) / (12 - 8) = -25.
    const high = column(10, 12, 11, 13);
    const low = column(8, 9, 7, 10);
    const out = williamsR(high, low, column(9, 11, 10, 12), 3);
    expect(Number.isNaN(out[0]) && Number.isNaN(out[1])).toBe(true);
    expect(out[2]).toBeCloseTo(-40, 12);
    expect(out[3]).toBeCloseTo(-100 / 6, 12);
    expect(williamsR(column(12), column(8), column(11), 1)[0]).toBe(-25);
  });

  it('is 0 on a flat window, where the highest high is the lowest low, as TA-Lib answers', () => {
    // A bad close outside a flat bar's range still reads 0: TA-Lib looks only at the range.
    const high = column(5, 5, 5, 6, 5, 5, 5, 5);
    const low = column(5, 5, 5, 4, 5, 5, 5, 5);
    const close = column(5, 5, 5, 5, 5, 5, 5, 7);
    for (const period of [2, 3, 5]) {
      const theirs = real('WILLR', { high, low, close }, { optInTimePeriod: period });
      expect(Array.from(williamsR(high, low, close, period)), `period ${period}`).toEqual(Array.from(theirs));
    }
    expect(Array.from(williamsR(high, low, close, 2))).toEqual([Number.NaN, 0, 0, -50, -50, 0, 0, 0]);
  });
});

describe.skipIf(!hasNepseData)(realDataTitle("Williams %R on the real data's flat windows"), () => {
  it('equals TA-Lib where the highest high equals the lowest low: 0', () => {
    let flat = 0;
    for (const bars of loadNepseBars().values()) {
      const { high, low, close } = bars;
      for (const period of [2, 5]) {
        const ours = williamsR(high, low, close, period);
        const theirs = real('WILLR', { high, low, close }, { optInTimePeriod: period });
        for (let i = period - 1; i < close.length; i++) {
          const window = (values: Float64Array) => values.subarray(i - period + 1, i + 1);
          if (Math.max(...window(high)) !== Math.min(...window(low))) continue;
          flat++;
          expect(ours[i]).toBe(0);
          expect(theirs[i]).toBe(0);
        }
      }
    }
    // Illiquid symbols trade at one price for days: 1,893 such windows of 2 sessions and 121 of 5.
    expect(flat).toBeGreaterThan(1_000);
  });
});
