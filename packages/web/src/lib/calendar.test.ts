import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateOf,
  isPickableDate,
  MAX_DATE,
  MIN_DATE,
  monthGrid,
  monthOf,
  yearPageStart,
} from './calendar';

describe('the calendar', () => {
  it('lays a month out in Sunday-first weeks', () => {
    // 1 June 2025 was a Sunday; 30 days fill 5 weeks.
    const june = monthGrid({ year: 2025, month: 5 });
    expect(june).toHaveLength(35);
    expect(june[0]).toBe('2025-06-01');
    expect(june[29]).toBe('2025-06-30');
    expect(june.slice(30)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    // 1 February 2024 was a Thursday; 2024 is a leap year.
    const february = monthGrid({ year: 2024, month: 1 });
    expect(february.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, '2024-02-01']);
    expect(february.filter(Boolean)).toHaveLength(29);
    // 1 January 1900 was a Monday.
    expect(monthGrid({ year: 1900, month: 0 })[1]).toBe('1900-01-01');
  });

  it('moves by months and days across years', () => {
    expect(addMonths({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
    expect(addMonths({ year: 2025, month: 0 }, -1)).toEqual({ year: 2024, month: 11 });
    expect(addMonths({ year: 2025, month: 5 }, -18)).toEqual({ year: 2023, month: 11 });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(monthOf('2025-06-23')).toEqual({ year: 2025, month: 5 });
    expect(dateOf(2025, 5, 3)).toBe('2025-06-03');
  });

  it('pages years by twelve from 1900', () => {
    expect(yearPageStart(1900)).toBe(1900);
    expect(yearPageStart(2026)).toBe(2020);
    expect(yearPageStart(2031)).toBe(2020);
    expect(yearPageStart(2099)).toBe(2092);
  });

  it('accepts as a picked date only a real date from 1900-01-01 to 2099-12-31', () => {
    expect(isPickableDate(MIN_DATE)).toBe(true);
    expect(isPickableDate(MAX_DATE)).toBe(true);
    expect(isPickableDate('1899-12-31')).toBe(false);
    expect(isPickableDate('2100-01-01')).toBe(false);
    expect(isPickableDate('2025-02-29')).toBe(false);
    expect(isPickableDate('2024-02-29')).toBe(true);
    expect(isPickableDate('2025-6-1')).toBe(false);
  });
});
