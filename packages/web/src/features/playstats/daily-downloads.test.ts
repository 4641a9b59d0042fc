import { describe, expect, it } from 'vitest';
import { dailyAverage, dailyDateLabel, downloadCount, perDay } from './daily-downloads';

const day = (date: string, downloads: number, days = 1) => ({ date, downloads, days });

describe('downloadCount', () => {
  it('reads numbers and numeric text; anything else counts as 0', () => {
    expect(downloadCount(1200)).toBe(1200);
    expect(downloadCount(-35)).toBe(-35);
    expect(downloadCount('42')).toBe(42);
    expect(downloadCount('many')).toBe(0);
    expect(downloadCount('')).toBe(0);
    expect(downloadCount(null)).toBe(0);
    expect(downloadCount(undefined)).toBe(0);
    expect(downloadCount(Number.NaN)).toBe(0);
  });
});

describe('dailyDateLabel', () => {
  it('shows a date as month and day, whatever the time zone', () => {
    expect(dailyDateLabel('2026-11-20')).toBe('Nov 20');
    expect(dailyDateLabel('2026-01-01')).toBe('Jan 1');
  });

  it('shows a date that does not read as one as its raw text', () => {
    expect(dailyDateLabel('yesterday')).toBe('yesterday');
    expect(dailyDateLabel('')).toBe('');
  });
});

describe('perDay and dailyAverage', () => {
  it('spread an interval over its days', () => {
    expect(perDay(day('2026-11-20', 300, 3))).toBe(100);
    expect(perDay(day('2026-11-21', -20))).toBe(-20);
  });

  it('average all downloads over all days, rounded', () => {
    // (100 + 300 + 51) / (1 + 3 + 1) = 451 / 5 = 90.2
    expect(dailyAverage([day('a', 100), day('b', 300, 3), day('c', 51)])).toBe(90);
    // (10 + 11) / 2 = 10.5, rounded up
    expect(dailyAverage([day('a', 10), day('b', 11)])).toBe(11);
    expect(dailyAverage([day('a', 0), day('b', -40)])).toBe(-20);
  });

  it('is 0 with no interval', () => {
    expect(dailyAverage([])).toBe(0);
  });
});
