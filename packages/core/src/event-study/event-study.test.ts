import { describe, expect, it } from 'vitest';
import { days, plainStudy } from '../../test-support/event-study-reference';
import { seededRandom } from '../../test-support/seeded-random';
import { epochDay } from '../dates';
import type { Bars } from '../series';
import { eventStudy, studyEvents } from './event-study';

function bars(dates: Int32Array, open: number[], close: number[], noOpen?: number[]): Bars {
  return {
    date: dates,
    open: Float64Array.from(open),
    high: Float64Array.from(close, (c, i) => Math.max(c, open[i]!)),
    low: Float64Array.from(close, (c, i) => Math.min(c, open[i]!)),
    close: Float64Array.from(close),
    volume: new Float64Array(dates.length).fill(1000),
    ...(noOpen ? { noOpen: Uint8Array.from(noOpen) } : {}),
  };
}

// Two symbols: A trades on six days in a row; B skips 2024-01-03, so its next session after the 2nd is the 4th.
const A = bars(
  days('2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06'),
  [10, 11, 12, 13, 14, 15],
  [10, 12, 11, 14, 15, 16],
);
const B = bars(
  days('2024-01-01', '2024-01-02', '2024-01-04', '2024-01-05'),
  [20, 20, 25, 30],
  [20, 22, 24, 33],
);
// A is on the list on its first two sessions, B on its second.
const LISTED = [Uint8Array.from([1, 1, 0, 0, 0, 0]), Uint8Array.from([0, 1, 0, 0])];
const OPTIONS = {
  from: epochDay('2024-01-01'),
  to: epochDay('2024-01-06'),
  horizons: [1, 2],
  costs: 'off' as const,
  resamples: 200,
};
const pct = (x: number) => x * 100;

describe('eventStudy by hand', () => {
  const study = eventStudy([A, B], LISTED, OPTIONS);

  it('reads each event over its own next sessions, from the next open', () => {
    // A on the 1st: 12 / 11 - 1 over one session, 11 / 11 - 1 over two. A on the 2nd: 11 / 12 - 1 and 14 / 12 - 1.
    // B on the 2nd: its next session is the 4th: 24 / 25 - 1, then 33 / 25 - 1.
    const one = [pct(12 / 11 - 1), pct(11 / 12 - 1), pct(24 / 25 - 1)];
    const [h1, h2] = study.horizons;
    expect(h1!.count).toBe(3);
    expect(h1!.mean).toBeCloseTo((one[0]! + one[1]! + one[2]!) / 3, 10);
    expect(h1!.median).toBeCloseTo(pct(24 / 25 - 1), 10);
    expect(h1!.hitRate).toBeCloseTo(100 / 3, 10);
    expect(h2!.count).toBe(3);
    expect(h2!.mean).toBeCloseTo((0 + pct(14 / 12 - 1) + pct(33 / 25 - 1)) / 3, 10);
    expect(h2!.median).toBeCloseTo(pct(14 / 12 - 1), 10);
    // A return of exactly 0 is no hit.
    expect(h2!.hitRate).toBeCloseTo(200 / 3, 10);
  });

  it('takes the base over every stock on the sessions with an event, each session once', () => {
    // The 1st and the 2nd have events: A's and B's returns on both days, four in all at one session.
    const base = [pct(12 / 11 - 1), pct(22 / 20 - 1), pct(11 / 12 - 1), pct(24 / 25 - 1)];
    const [h1] = study.horizons;
    expect(h1!.base.count).toBe(4);
    expect(h1!.base.mean).toBeCloseTo(base.reduce((s, v) => s + v, 0) / 4, 10);
    expect(h1!.base.median).toBeCloseTo((pct(24 / 25 - 1) + pct(12 / 11 - 1)) / 2, 10);
    expect(h1!.base.hitRate).toBe(50);
    expect(h1!.excess).toBeCloseTo(h1!.mean! - h1!.base.mean!, 12);
  });

  it("keeps a stock's next event only after the kept one's t + h", () => {
    // A's event on the 2nd is within one session of its event on the 1st: dropped at both horizons.
    const [h1, h2] = study.horizons;
    expect(h1!.nonOverlapping.count).toBe(2);
    expect(h1!.nonOverlapping.mean).toBeCloseTo((pct(12 / 11 - 1) + pct(24 / 25 - 1)) / 2, 10);
    expect(h2!.nonOverlapping.count).toBe(2);
    expect(h2!.nonOverlapping.mean).toBeCloseTo((0 + pct(33 / 25 - 1)) / 2, 10);
  });

  it('counts the sessions, the event sessions and the events, with an interval around the mean', () => {
    expect(study).toMatchObject({ sessions: 6, eventSessions: 2, events: 3 });
    expect(study.from).toBe(epochDay('2024-01-01'));
    expect(study.to).toBe(epochDay('2024-01-06'));
    const [h1] = study.horizons;
    expect(h1!.sampled).toBe(3);
    expect(h1!.ciLow!).toBeLessThanOrEqual(h1!.mean!);
    expect(h1!.ciHigh!).toBeGreaterThanOrEqual(h1!.mean!);
    expect(study.years).toEqual([
      {
        year: 2024,
        horizons: study.horizons.map(({ h, count, mean, median, hitRate }) => ({
          h,
          count,
          mean,
          median,
          hitRate,
        })),
      },
    ]);
  });

  it('leaves out an event whose next session has no real open, and one without h later sessions', () => {
    const noOpen = bars(B.date, [20, 20, 25, 30], [20, 22, 24, 33], [0, 0, 1, 0]);
    const [h1] = eventStudy([A, noOpen], LISTED, OPTIONS).horizons;
    expect(h1!.count).toBe(2);
    const late = eventStudy([A, B], [Uint8Array.from([0, 0, 0, 0, 0, 1]), new Uint8Array(4)], OPTIONS);
    expect(late.events).toBe(1);
    expect(late.horizons[0]!.count).toBe(0);
    expect(late.horizons[0]!.mean).toBeNull();
  });

  it('reads only the events dated in the range', () => {
    const study2 = eventStudy([A, B], LISTED, { ...OPTIONS, from: epochDay('2024-01-02') });
    expect(study2.events).toBe(2);
    expect(studyEvents([A, B], LISTED, { ...OPTIONS, from: epochDay('2024-01-02') })).toEqual([
      { symbol: 0, bar: 1, returns: [pct(11 / 12 - 1), pct(14 / 12 - 1)] },
      { symbol: 1, bar: 1, returns: [pct(24 / 25 - 1), pct(33 / 25 - 1)] },
    ]);
  });
});

describe('eventStudy against a plain reading', () => {
  it('agrees on random markets with random lists', () => {
    const random = seededRandom(11);
    for (let market = 0; market < 5; market++) {
      const symbols: Bars[] = [];
      const listed: Uint8Array[] = [];
      for (let s = 0; s < 6; s++) {
        const all = Array.from({ length: 900 }, (_, i) => epochDay('2017-06-01') + i);
        const dates = Int32Array.from(all.filter(() => random() < 0.7));
        const n = dates.length;
        let price = 100;
        const close = Array.from({ length: n }, () => (price *= 1 + (random() - 0.5) * 0.06));
        const open = close.map((c) => c * (1 + (random() - 0.5) * 0.02));
        const noOpen = Array.from({ length: n }, () => (random() < 0.05 ? 1 : 0));
        symbols.push(bars(dates, open, close, noOpen));
        listed.push(Uint8Array.from({ length: n }, () => (random() < 0.1 ? 1 : 0)));
      }
      const horizons = [1, 3, 7];
      const got = eventStudy(symbols, listed, {
        from: epochDay('2018-01-01'),
        to: epochDay('2019-06-30'),
        horizons,
        costs: 'off',
        resamples: 50,
      });
      const want = plainStudy(symbols, listed, '2018-01-01', '2019-06-30', horizons);
      expect(got).toMatchObject({
        events: want.events,
        sessions: want.sessions,
        eventSessions: want.eventSessions,
      });
      got.horizons.forEach((h, k) => {
        const w = want.horizons[k]!;
        for (const part of [h, h.base, h.nonOverlapping] as const) {
          const ref = part === h ? w : part === h.base ? w.base : w.nonOverlapping;
          expect(part.count).toBe(ref.count);
          expect(part.mean).toBeCloseTo(ref.mean!, 9);
          expect(part.median).toBeCloseTo(ref.median!, 9);
          expect(part.hitRate).toBeCloseTo(ref.hitRate!, 9);
        }
        expect(h.excess).toBeCloseTo(w.excess!, 9);
      });
      expect(got.years.map((y) => y.year)).toEqual(want.years.map((y) => y.year));
      got.years.forEach((y, k) => {
        y.horizons.forEach((h, j) => {
          const w = want.years[k]!.horizons[j]!;
          expect(h.count).toBe(w.count);
          expect(h.mean).toBeCloseTo(w.mean!, 9);
          expect(h.median).toBeCloseTo(w.median!, 9);
        });
      });
    }
  });
});
