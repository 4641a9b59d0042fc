import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { crosshairDateLabel, daysBetween, tickDetail, tickMarkLabel } from './time-ticks';

describe('time-axis labels', () => {
  it('name the year, the month, and a day with its month', () => {
    expect(tickMarkLabel('2026-01-01', TickMarkType.Year)).toBe('2026');
    expect(tickMarkLabel({ year: 2025, month: 9, day: 1 }, TickMarkType.Month)).toBe('Sep');
    expect(tickMarkLabel('2025-09-09', TickMarkType.DayOfMonth)).toBe('9 Sep');
    expect(tickMarkLabel((Date.UTC(2025, 11, 31) / 1000) as UTCTimestamp, TickMarkType.DayOfMonth)).toBe(
      '31 Dec',
    );
    expect(tickMarkLabel('2025-09-09', TickMarkType.Time)).toBeNull();
  });

  it('leave out the months on a years axis and the days on a months axis, never the years', () => {
    expect(tickMarkLabel('2021-02-01', TickMarkType.Month, 'year')).toBe('');
    expect(tickMarkLabel('2021-01-04', TickMarkType.Year, 'year')).toBe('2021');
    expect(tickMarkLabel('2025-11-09', TickMarkType.DayOfMonth, 'month')).toBe('');
    expect(tickMarkLabel('2025-11-03', TickMarkType.Month, 'month')).toBe('Nov');
  });

  it('show months when a year spans two labels (120 px), days when a month does', () => {
    expect(daysBetween('2020-01-01', '2026-11-23')).toBe(2518);
    // The equity chart at 1366 px (plot 820 px): 2020 to 2026 is 119 px a year, 2025-06-23 on 578 px a year.
    expect(tickDetail(820, 2518)).toBe('year');
    expect(tickDetail(820, daysBetween('2025-06-23', '2026-11-23'))).toBe('month');
    // 120 px a year exactly: 1200 px over 10 years of 365.25 days.
    expect(tickDetail(1200, 3652.5)).toBe('month');
    expect(tickDetail(1200, 3653)).toBe('year');
    // 120 px a month of 30.44 days: 1200 px over 304.4 days.
    expect(tickDetail(1200, 304)).toBe('day');
    expect(tickDetail(1200, 305)).toBe('month');
    expect(tickDetail(0, 0)).toBe('year');
  });

  it('label the ticks with the Bikram Sambat date they fall on when BS is chosen', () => {
    // 1 January 2025 is Poush 17, 2081 BS; 1 August 2024 is Shrawan 17, 2081; 16 July 2024 is Shrawan 1, 2081.
    expect(tickMarkLabel('2025-01-01', TickMarkType.Year, 'year', 'bs')).toBe('2081');
    expect(tickMarkLabel('2024-08-01', TickMarkType.Month, 'month', 'bs')).toBe('17 Shr');
    expect(tickMarkLabel('2024-07-16', TickMarkType.DayOfMonth, 'day', 'bs')).toBe('1 Shr');
    expect(tickMarkLabel('2024-08-01', TickMarkType.Month, 'year', 'bs')).toBe('');
    expect(tickMarkLabel('2024-08-01', TickMarkType.Month, 'month', 'ad')).toBe('Aug');
  });

  it("write the crosshair's date as the library does in AD, and as the tables do in BS", () => {
    expect(crosshairDateLabel('2024-07-05', 'ad')).toBe("05 Jul '24");
    // 5 July 2024 is Asar 21, 2081 BS.
    expect(crosshairDateLabel('2024-07-05', 'bs')).toBe('2081-03-21');
    // Outside the converter's years a BS chart falls back to AD.
    expect(crosshairDateLabel('1900-01-02', 'bs')).toBe("02 Jan '00");
  });
});
