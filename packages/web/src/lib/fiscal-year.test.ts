import { describe, expect, it } from 'vitest';
import { fiscalYear, fiscalYearStartOf, fiscalYearsCovering } from './fiscal-year';

describe('Nepal fiscal years', () => {
  it('run from Shrawan 1 to the last day of Asar', () => {
    // Shrawan 1 2081 is 16 July 2024; Shrawan 1 2082 is 17 July 2025, so Asar 2082 ends on the 16th (its 32nd).
    expect(fiscalYear(2081)).toEqual({ label: 'FY 2081/82', from: '2024-07-16', to: '2025-07-16' });
    expect(fiscalYear(2078)).toEqual({ label: 'FY 2078/79', from: '2021-07-16', to: '2022-07-16' });
    expect(fiscalYear(2099)?.label).toBeUndefined();
    expect(fiscalYear(2056)?.label).toBe('FY 2056/57');
  });

  it('place a day in the year its Shrawan began', () => {
    expect(fiscalYearStartOf('2024-07-15')).toBe(2080);
    expect(fiscalYearStartOf('2024-07-16')).toBe(2081);
    expect(fiscalYearStartOf('2025-01-01')).toBe(2081);
    expect(fiscalYearStartOf('2025-07-16')).toBe(2081);
    expect(fiscalYearStartOf('2025-07-17')).toBe(2082);
  });

  it('cover a span with whole years, newest first, each starting the day after the one before ends', () => {
    const years = fiscalYearsCovering('1995-07-20', '2025-02-06');
    expect(years.map((y) => y.label).slice(0, 2)).toEqual(['FY 2081/82', 'FY 2080/81']);
    expect(years.at(-1)?.label).toBe('FY 2052/53');
    expect(years).toHaveLength(2081 - 2052 + 1);
    for (let i = 1; i < years.length; i++) {
      const next = new Date(`${years[i]?.to}T00:00:00Z`).getTime() + 86_400_000;
      expect(new Date(next).toISOString().slice(0, 10)).toBe(years[i - 1]?.from);
    }
    expect(fiscalYearsCovering('2024-07-16', '2024-07-16').map((y) => y.label)).toEqual(['FY 2081/82']);
  });
});
