import { epochDay, isoDate, weekday } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../../core/test-support/nepse-data';
import { isTradingDay, lastCompletedSession, tradingDays } from './trading-calendar';

const days = tradingDays(epochDay('2016-01-01'), epochDay('2026-11-20'));
const sessions = new Set(Array.from(days, isoDate));
const SATURDAY = 6;
const FRIDAY = 5;
const SUNDAY = 0;

function between(from: string, to: string): string[] {
  return Array.from(days, isoDate).filter((d) => d >= from && d <= to);
}

describe('NEPSE trading calendar', () => {
  it('holds about 240 sessions a year, in order, never on a Saturday', () => {
    expect(days.length).toBeGreaterThan(2500);
    for (let i = 1; i < days.length; i++) expect(days[i]!).toBeGreaterThan(days[i - 1]!);
    expect(Array.from(days).filter((d) => weekday(d) === SATURDAY)).toEqual([]);
    const in2019 = between('2019-01-01', '2019-12-31').length;
    expect(in2019).toBeGreaterThan(225);
    expect(in2019).toBeLessThan(250);
  });

  it('trades on Fridays only from 2022-05-20 to 2022-09-16 and from 2026-04-10', () => {
    const fridays = Array.from(days, isoDate).filter((d) => weekday(epochDay(d)) === FRIDAY);
    expect(fridays.every((d) => (d >= '2022-05-20' && d <= '2022-09-16') || d >= '2026-04-10')).toBe(true);
    expect(fridays[0]).toBe('2022-05-20');
    expect(fridays).toContain('2022-09-16');
    expect(fridays).toContain('2026-04-10');
    expect(sessions.has('2022-09-23')).toBe(false);
  });

  it('has no Sunday sessions while Saturday and Sunday were off (2022-05-15..06-18) and from 2026-04-10', () => {
    const sundays = Array.from(days, isoDate).filter((d) => weekday(epochDay(d)) === SUNDAY);
    expect(sundays.filter((d) => (d >= '2022-05-15' && d <= '2022-06-18') || d >= '2026-04-10')).toEqual([]);
    // The six-day week of Asar 2079 traded on Sundays again, as the real sessions show.
    expect(sessions.has('2022-06-19')).toBe(true);
    expect(sessions.has('2026-04-05')).toBe(true);
  });

  it('closes for the COVID-19 lockdown except its two-day reopening, and for the September 2025 protests', () => {
    expect(between('2020-03-23', '2020-06-28')).toEqual(['2020-05-12', '2020-05-13']);
    expect(sessions.has('2020-03-22')).toBe(true);
    expect(sessions.has('2020-06-29')).toBe(true);
    expect(between('2025-09-09', '2025-09-17')).toEqual([]);
  });

  it('closes for Dashain and Tihar every autumn', () => {
    const dashami: Record<number, string> = {
      2016: '2016-10-11',
      2020: '2020-10-26',
      2024: '2024-10-12',
      2026: '2026-10-21',
    };
    for (const [year, day] of Object.entries(dashami)) {
      const d = epochDay(day);
      expect(between(isoDate(d - 3), isoDate(d + 2)), String(year)).toEqual([]);
    }
    // Laxmi Puja 2023-11-12 to Bhai Tika and Chhath.
    expect(between('2023-11-11', '2023-11-15')).toEqual([]);
    expect(sessions.has('2023-11-18')).toBe(false);
    // Every year from 2016 loses at least six working days between 20 September and 20 November.
    for (let year = 2016; year <= 2026; year++) {
      const working = year < 2026 ? [0, 1, 2, 3, 4] : [1, 2, 3, 4, 5];
      let weekdays = 0;
      for (let d = epochDay(`${year}-09-20`); d <= epochDay(`${year}-11-20`); d++) {
        if (working.includes(weekday(d))) weekdays++;
      }
      const closed = weekdays - between(`${year}-09-20`, `${year}-11-20`).length;
      expect(closed, String(year)).toBeGreaterThanOrEqual(6);
    }
  });

  it('opens on 2016-01-03, the first Sunday of 2016', () => {
    expect(isoDate(days[0]!)).toBe('2016-01-03');
    expect(isTradingDay(epochDay('2016-01-03'))).toBe(true);
    expect(isTradingDay(epochDay('2016-01-01'))).toBe(false);
  });
});

describe.skipIf(!hasNepseData)(realDataTitle('NEPSE trading calendar against the real sessions'), () => {
  it('agrees with the days the real market traded, 2016-2026, on 95 % of sessions either way', () => {
    const counts = new Map<number, number>();
    for (const bars of loadNepseBars().values()) {
      for (const d of bars.date) counts.set(d, (counts.get(d) ?? 0) + 1);
    }
    const last = epochDay('2026-08-21');
    const real = new Set(
      [...counts].filter(([d, n]) => n >= 20 && d >= days[0]! && d <= last).map(([d]) => d),
    );
    const ours = Array.from(days).filter((d) => d <= last);
    const both = ours.filter((d) => real.has(d)).length;
    expect(both / real.size).toBeGreaterThan(0.95);
    expect(both / ours.length).toBeGreaterThan(0.95);
  });
});

describe('lastCompletedSession', () => {
  // Thursday 2026-11-19 and Friday 2026-11-20 are sessions (Monday to Friday since 10 April 2026).
  const at = (iso: string) => isoDate(lastCompletedSession(new Date(iso)));

  it("is today's session from 15:00 Nepal time (09:15 UTC), the previous one before", () => {
    expect(at('2026-11-20T09:14:59Z')).toBe('2026-11-19');
    expect(at('2026-11-20T09:15:00Z')).toBe('2026-11-20');
  });

  it('goes back over the weekend', () => {
    expect(at('2026-11-22T12:00:00Z')).toBe('2026-11-20');
    expect(at('2026-11-23T05:00:00Z')).toBe('2026-11-20');
  });

  it('takes the Nepal date, which starts at 18:15 UTC the day before', () => {
    // 2026-11-23T18:30Z is 00:15 on Tuesday 24 in Nepal: Monday 23's session is complete.
    expect(at('2026-11-23T18:30:00Z')).toBe('2026-11-23');
  });
});
