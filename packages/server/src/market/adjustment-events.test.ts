import { epochDay, firstSessionOnOrAfter } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { closeSessions } from '../../../core/test-support/daily-bars';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../../core/test-support/nepse-data';
import { adjustmentEvents } from './adjustment-events';
import { backAdjust } from './back-adjust';

const day = epochDay;
const bonus = (date: string, percent: number) => ({
  day: day(date),
  bonusPercent: percent,
  rightPercent: 0,
  rightPrice: 100,
});

describe('adjustmentEvents', () => {
  // Book closure on a Friday (no session): the first session on or after it is Sunday 2022-01-02.
  const bars = closeSessions([
    ['2021-12-29', 1440],
    ['2021-12-30', 1450],
    ['2022-01-02', 1144],
    ['2022-01-03', 1150],
  ]);

  it('applies a declared bonus at the first session on or after its book closure', () => {
    expect(adjustmentEvents(bars, [bonus('2021-12-31', 33.6)], [])).toEqual([
      {
        index: 2,
        factor: 1.336,
        source: 'declared',
        bookClosure: day('2021-12-31'),
        bonusPercent: 33.6,
        rightPercent: 0,
      },
    ]);
  });

  it("counts NEPSE's factor for the same bonus once, taking NEPSE's factor", () => {
    const events = adjustmentEvents(
      bars,
      [bonus('2021-12-31', 33.6)],
      [{ day: day('2022-01-02'), factor: 1.3361 }],
    );
    expect(events).toEqual([
      {
        index: 2,
        factor: 1.3361,
        source: 'matched',
        bookClosure: day('2021-12-31'),
        bonusPercent: 33.6,
        rightPercent: 0,
      },
    ]);
  });

  it('applies one factor when the symbol did not trade for weeks after the book closure (EDBL 2020-05-12)', () => {
    // 17.1 % bonus, book closure 2020-03-20; the lockdown halted trading until 2020-05-12, where NEPSE
    // adjusted by 1.1718 (375 -> 314, reported -1.88 %). Counting calendar days applied 1.171 x 1.1718.
    const edbl = closeSessions([
      ['2020-03-19', 375],
      ['2020-05-12', 314],
      ['2020-06-30', 308],
    ]);
    const events = adjustmentEvents(
      edbl,
      [bonus('2020-03-20', 17.1)],
      [{ day: day('2020-05-12'), factor: 1.1718 }],
    );
    expect(events).toEqual([
      {
        index: 1,
        factor: 1.1718,
        source: 'matched',
        bookClosure: day('2020-03-20'),
        bonusPercent: 17.1,
        rightPercent: 0,
      },
    ]);
    const adjusted = backAdjust(edbl, events);
    // 375 / 1.1718 = 320.0205, and 314 / 320.0205 - 1 = -1.88 %, NEPSE's own change of the day.
    expect(adjusted.close[0]).toBeCloseTo(320.0205, 4);
    expect((adjusted.close[1]! / adjusted.close[0]! - 1) * 100).toBeCloseTo(-1.88, 2);
  });

  it("matches a declared book closure later than NEPSE's adjustment (CIT 2018-04-22 against 2018-04-05)", () => {
    // 22 % bonus declared for 2018-04-22; NEPSE adjusted by 1.2201 on 2018-04-05 (2749 -> 2340, +3.86 %),
    // three sessions before it here (twelve in the real data).
    const cit = closeSessions([
      ['2018-04-04', 2749],
      ['2018-04-05', 2340],
      ['2018-04-08', 2450],
      ['2018-04-19', 2741],
      ['2018-04-22', 2807],
    ]);
    const events = adjustmentEvents(
      cit,
      [bonus('2018-04-22', 22)],
      [{ day: day('2018-04-05'), factor: 1.2201 }],
    );
    expect(events).toEqual([
      {
        index: 1,
        factor: 1.2201,
        source: 'matched',
        bookClosure: day('2018-04-22'),
        bonusPercent: 22,
        rightPercent: 0,
      },
    ]);
    const adjusted = backAdjust(cit, events);
    // 2749 / 1.2201 = 2253.09; 2340 / 2253.09 - 1 = +3.86 %; the book-closure session moves by its raw +2.41 %.
    expect(adjusted.close[0]).toBeCloseTo(2253.094, 4);
    expect((adjusted.close[1]! / adjusted.close[0]! - 1) * 100).toBeCloseTo(3.86, 2);
    expect(adjusted.close[4]! / adjusted.close[3]!).toBe(2807 / 2741);
  });

  it('takes the latest NEPSE adjustment within the 20 sessions before, and none further back', () => {
    // 25 sessions, one a day; the declared action's first session is 24.
    const rows: [string, number][] = Array.from({ length: 25 }, (_, i) => [
      `2022-01-${String(i + 1).padStart(2, '0')}`,
      100,
    ]);
    const series = closeSessions(rows);
    const nepse = (date: string, factor: number) => ({ day: day(date), factor });
    const within = adjustmentEvents(
      series,
      [bonus('2022-01-25', 10)],
      [nepse('2022-01-06', 1.3), nepse('2022-01-10', 1.2)],
    );
    // Session 9 (2022-01-10) is the latest within 20 sessions of 24; session 5 stays an event of its own.
    expect(within.map((e) => [e.index, e.factor, e.source])).toEqual([
      [5, 1.3, 'explicit'],
      [9, 1.2, 'matched'],
    ]);
    // Session 3 is 21 sessions before 24: too far back, so both apply.
    const beyond = adjustmentEvents(series, [bonus('2022-01-25', 10)], [nepse('2022-01-04', 1.2)]);
    expect(beyond.map((e) => [e.index, e.factor, e.source])).toEqual([
      [3, 1.2, 'explicit'],
      [24, 1.1, 'declared'],
    ]);
    // Session 4 is exactly 20 sessions before: matched.
    const edge = adjustmentEvents(series, [bonus('2022-01-25', 10)], [nepse('2022-01-05', 1.2)]);
    expect(edge.map((e) => [e.index, e.source])).toEqual([[4, 'matched']]);
  });

  it("takes NEPSE's factor and session when they disagree (a right issue in the same book closure)", () => {
    // EDBL: 12 % bonus declared for 2021-09-17, NEPSE adjusted by 1.3806 on 2021-09-20 (1053 -> 686.5).
    const edbl = closeSessions([
      ['2021-09-16', 1053],
      ['2021-09-20', 686.5],
      ['2021-09-21', 663],
    ]);
    expect(
      adjustmentEvents(edbl, [bonus('2021-09-17', 12)], [{ day: day('2021-09-20'), factor: 1.3806 }]),
    ).toEqual([
      {
        index: 1,
        factor: 1.3806,
        source: 'matched',
        bookClosure: day('2021-09-17'),
        bonusPercent: 12,
        rightPercent: 0,
      },
    ]);
  });

  it('keeps NEPSE factors after the first session as events of their own, and multiplies actions of one session', () => {
    const events = adjustmentEvents(
      bars,
      [bonus('2021-12-30', 10), bonus('2021-12-30', 5)],
      [{ day: day('2022-01-03'), factor: 1.2 }],
    );
    // The two bonuses share session 1; NEPSE's factor on session 3 comes after it, so it is another event.
    expect(events).toEqual([
      {
        index: 1,
        factor: expect.closeTo(1.1 * 1.05, 12),
        source: 'declared',
        bookClosure: day('2021-12-30'),
        bonusPercent: 15,
        rightPercent: 0,
      },
      {
        index: 3,
        factor: 1.2,
        source: 'explicit',
        bookClosure: day('2022-01-03'),
        bonusPercent: 0,
        rightPercent: 0,
      },
    ]);
    const december = closeSessions([
      ['2021-12-01', 100],
      ['2021-12-02', 100],
      ['2021-12-20', 100],
      ['2021-12-21', 100],
    ]);
    // NEPSE's factor on the session after the book closure's is another event.
    const apart = adjustmentEvents(
      december,
      [bonus('2021-12-02', 10)],
      [{ day: day('2021-12-20'), factor: 1.2 }],
    );
    expect(apart).toEqual([
      {
        index: 1,
        factor: 1.1,
        source: 'declared',
        bookClosure: day('2021-12-02'),
        bonusPercent: 10,
        rightPercent: 0,
      },
      // NEPSE's own factor declares nothing: its day stands for the book closure.
      {
        index: 2,
        factor: 1.2,
        source: 'explicit',
        bookClosure: day('2021-12-20'),
        bonusPercent: 0,
        rightPercent: 0,
      },
    ]);
    expect(
      adjustmentEvents(bars, [bonus('2021-12-30', 10), bonus('2021-12-30', 5)], [])[0]?.factor,
    ).toBeCloseTo(1.1 * 1.05, 12);
  });

  it('leaves out events before the first bar, after the last, cash-only actions and non-positive factors', () => {
    const events = adjustmentEvents(
      bars,
      [bonus('2020-01-01', 10), bonus('2023-01-01', 10), { ...bonus('2022-01-02', 0), rightPercent: 0 }],
      [
        { day: day('2021-12-29'), factor: 1.5 },
        { day: day('2022-01-03'), factor: 0 },
      ],
    );
    expect(events).toEqual([]);
  });

  it('prices a right issue from the last close before the ex session', () => {
    const withRight = adjustmentEvents(
      bars,
      [{ day: day('2022-01-02'), bonusPercent: 0, rightPercent: 100, rightPrice: 100 }],
      [],
    );
    // Cum price 1450: factor 1450 x 2 / (1450 + 100).
    expect(withRight[0]?.factor).toBeCloseTo(2900 / 1550, 12);
    expect(withRight[0]).toMatchObject({
      bonusPercent: 0,
      rightPercent: 100,
      bookClosure: day('2022-01-02'),
    });
  });
});

describe.skipIf(!hasNepseData)(realDataTitle("NABIL's 18.5 % bonus on the real data"), () => {
  it('adjusts 854.5 (2023-01-01) to 721.10 so that it continues into 739 (2023-01-02)', () => {
    const nabil = loadNepseBars().get('NABIL')!;
    const events = adjustmentEvents(
      nabil,
      [bonus('2023-01-02', 18.5)],
      [{ day: day('2023-01-02'), factor: 1.185 }],
    );
    const ex = firstSessionOnOrAfter(nabil.date, day('2023-01-02'));
    expect(events).toEqual([
      {
        index: ex,
        factor: 1.185,
        source: 'matched',
        bookClosure: day('2023-01-02'),
        bonusPercent: 18.5,
        rightPercent: 0,
      },
    ]);
    const adjusted = backAdjust(nabil, events);
    expect(nabil.close[ex - 1]).toBe(854.5);
    expect(adjusted.close[ex - 1]).toBeCloseTo(721.097046, 6); // 854.5 / 1.185
    expect(adjusted.close[ex]).toBe(739);
    expect(adjusted.volume[ex - 1]).toBeCloseTo(263_159 * 1.185, 6);
  });
});
