import { type Bars, epochDay, FIFTY_TWO_WEEK_KINDS, fiftyTwoWeekHighLow } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { bandCeiling, bandFloor, rupees } from './price-band';
import { hasYearExtreme, yearExtremeSteer } from './year-extreme-bar';

/** 300 daily sessions to 2026-03-31 (10 % band), closes rising by a tick a day from Rs 100, bars Rs 1 wide. */
function risingBars(): Bars {
  const n = 300;
  const last = epochDay('2026-03-31');
  const close = Float64Array.from({ length: n }, (_, i) => rupees(1000 + i));
  return {
    date: Int32Array.from({ length: n }, (_, i) => last - (n - 1) + i),
    open: close.slice(),
    high: close.map((c) => c + 0.5),
    low: close.map((c) => c - 0.5),
    close,
    volume: new Float64Array(n).fill(1_000),
  };
}

/** `bars` with the steer's rows (ticks) written from its first index. */
function steeredBars(bars: Bars, rows: readonly (readonly number[])[], first: number): Bars {
  const out = {
    ...bars,
    open: bars.open.slice(),
    high: bars.high.slice(),
    low: bars.low.slice(),
    close: bars.close.slice(),
  };
  rows.forEach(([o = 0, h = 0, l = 0, c = 0], k) => {
    out.open[first + k] = rupees(o);
    out.high[first + k] = rupees(h);
    out.low[first + k] = rupees(l);
    out.close[first + k] = rupees(c);
  });
  return out;
}

describe('yearExtremeSteer', () => {
  const bars = risingBars();
  const days = bars.date;

  it.each(FIFTY_TWO_WEEK_KINDS)('steers the last sessions so that core finds %s, within the band', (kind) => {
    const steer = yearExtremeSteer(bars, kind, days);
    expect(steer).toBeDefined();
    const shaped = steeredBars(bars, steer!.rows, steer!.first);
    expect(hasYearExtreme(shaped, kind)).toBe(true);
    const found = fiftyTwoWeekHighLow({
      latestDay: days[days.length - 1]!,
      symbols: [{ symbol: 'X', adjusted: shaped, traded: shaped }],
    });
    expect(found.map((r) => r.kind)).toContain(kind);
    for (let i = steer!.first; i < bars.close.length; i++) {
      const previous = Math.round(shaped.close[i - 1]! * 10);
      expect(Math.round(shaped.low[i]! * 10)).toBeGreaterThanOrEqual(bandFloor(previous, days[i]!));
      expect(Math.round(shaped.high[i]! * 10)).toBeLessThanOrEqual(bandCeiling(previous, days[i]!));
      expect(shaped.low[i]).toBeLessThanOrEqual(Math.min(shaped.open[i]!, shaped.close[i]!));
      expect(shaped.high[i]).toBeGreaterThanOrEqual(Math.max(shaped.open[i]!, shaped.close[i]!));
    }
  });

  it('moves only the last bar when that is enough, and leaves a kind that already holds as it is', () => {
    // The last high, Rs 130.4, tops the previous one, Rs 130.3: a new high as generated, the bar left as it is.
    expect(hasYearExtreme(bars, 'new-high')).toBe(true);
    const last = bars.close.length - 1;
    expect(yearExtremeSteer(bars, 'new-high', days)).toEqual({
      first: last,
      rows: [[1299, 1304, 1294, 1299]],
    });
    // Near the high: the last high held at the previous one (a tie is no new high), the close kept.
    expect(yearExtremeSteer(bars, 'near-high', days)).toEqual({
      first: last,
      rows: [[1299, 1303, 1294, 1299]],
    });
    // 30 % above the year's low: reaching it takes a run of sessions, at most 6 % a day.
    expect(yearExtremeSteer(bars, 'new-low', days)!.rows.length).toBeGreaterThan(4);
  });
});
