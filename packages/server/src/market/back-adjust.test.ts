import { allocateBars, type Bars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { backAdjust } from './back-adjust';

function bars(closes: number[]): Bars {
  const b = allocateBars(closes.length);
  closes.forEach((c, i) => {
    b.date[i] = 20_000 + i;
    b.open[i] = c;
    b.high[i] = c + 2;
    b.low[i] = c - 2;
    b.close[i] = c;
    b.volume[i] = 1000;
  });
  return b;
}

describe('backAdjust', () => {
  it('divides earlier prices by the later factors and multiplies their volumes', () => {
    const raw = bars([100, 110, 60, 66, 30]);
    const adjusted = backAdjust(raw, [
      { index: 2, factor: 2 },
      { index: 4, factor: 2.5 },
    ]);
    // Bars 0-1 carry both events (x 5), bars 2-3 the second (x 2.5), bar 4 none.
    expect(Array.from(adjusted.close)).toEqual([100 / 5, 110 / 5, 60 / 2.5, 66 / 2.5, 30]);
    expect(Array.from(adjusted.high)).toEqual([102 / 5, 112 / 5, 62 / 2.5, 68 / 2.5, 32]);
    expect(Array.from(adjusted.volume)).toEqual([5000, 5000, 2500, 2500, 1000]);
    expect(adjusted.close[0]! * adjusted.volume[0]!).toBe(raw.close[0]! * raw.volume[0]!);
    expect(Array.from(adjusted.date)).toEqual(Array.from(raw.date));
    expect(Array.from(raw.close)).toEqual([100, 110, 60, 66, 30]);
  });

  it('carries the flags of opens that are not real', () => {
    const raw = { ...bars([100, 110, 60]), noOpen: Uint8Array.from([1, 0, 1]) };
    const adjusted = backAdjust(raw, [{ index: 2, factor: 2 }]);
    expect(Array.from(adjusted.noOpen ?? [])).toEqual([1, 0, 1]);
    expect(backAdjust(bars([100, 110, 60]), [{ index: 2, factor: 2 }]).noOpen).toBeUndefined();
  });

  it('returns the raw bars when nothing is to adjust', () => {
    const raw = bars([1, 2]);
    expect(backAdjust(raw, [])).toBe(raw);
  });
});
