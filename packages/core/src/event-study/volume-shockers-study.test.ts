import { describe, expect, it } from 'vitest';
import { plainStudy } from '../../test-support/event-study-reference';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { epochDay } from '../dates';
import { eventStudy } from './event-study';
import { fixedListEvents } from './list-events';

/**
 * Volume Shockers read plainly from the bars: a session whose volume is at least twice the mean of the 7 sessions
 * before it (a mean above 0; within a tie of twice counts).
 */
function plainShocks(volume: Float64Array): Uint8Array {
  const flags = new Uint8Array(volume.length);
  for (let t = 7; t < volume.length; t++) {
    let sum = 0;
    for (let i = t - 7; i < t; i++) sum += volume[i]!;
    const mean = sum / 7;
    if (!(mean > 0)) continue;
    const percent = (volume[t]! / mean - 1) * 100;
    if (percent >= 100 || Math.abs(percent - 100) <= 1e-9 * Math.max(Math.abs(percent), 100)) flags[t] = 1;
  }
  return flags;
}

describe('the Volume Shockers study since 2018 on the real data', () => {
  it.skipIf(!hasNepseData)(
    realDataTitle('equals the study worked out again from the bars'),
    () => {
      const symbols = [...loadNepseBars()].map(([symbol, bars]) => ({
        symbol,
        adjusted: bars,
        traded: bars,
      }));
      const bars = symbols.map((s) => s.adjusted);
      const listed = fixedListEvents(symbols, { kind: 'volume-shockers' });
      const plain = bars.map((b) => plainShocks(b.volume));
      listed.forEach((flags, s) => {
        expect([...flags], symbols[s]!.symbol).toEqual([...plain[s]!]);
      });
      const last = Math.max(...bars.map((b) => b.date[b.date.length - 1]!));
      const horizons = [1, 5, 20];
      const got = eventStudy(bars, listed, {
        from: epochDay('2018-02-18'),
        to: last,
        horizons,
        costs: 'off',
        resamples: 20,
      });
      const want = plainStudy(bars, plain, '2018-02-18', '2100-01-01', horizons);
      expect(got.events).toBe(want.events);
      expect(got.events).toBeGreaterThan(10_000);
      expect(got.eventSessions).toBe(want.eventSessions);
      got.horizons.forEach((h, k) => {
        const w = want.horizons[k]!;
        expect(h.count).toBe(w.count);
        expect(h.mean).toBeCloseTo(w.mean!, 8);
        expect(h.median).toBeCloseTo(w.median!, 8);
        expect(h.hitRate).toBeCloseTo(w.hitRate!, 8);
        expect(h.base.count).toBe(w.base.count);
        expect(h.base.mean).toBeCloseTo(w.base.mean!, 8);
        expect(h.nonOverlapping.count).toBe(w.nonOverlapping.count);
        expect(h.nonOverlapping.mean).toBeCloseTo(w.nonOverlapping.mean!, 8);
      });
      expect(got.years.map((y) => [y.year, y.horizons[0]!.count])).toEqual(
        want.years.map((y) => [y.year, y.horizons[0]!.count]),
      );
    },
    300_000,
  );
});
