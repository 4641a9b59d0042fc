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
    expect(dailyDateLabel('2026-11-20', 'ad')).toBe('Nov 20');
    expect(dailyDateLabel('2026-01-01', 'ad')).toBe('Jan 1');
  });

  it('shows a date as its Bikram Sambat day and month in BS', () => {
    // Mangsir 1, 2083 BS is 17 November 2026; Kartik 2083 has 30 days, its 24th is 10 November.
    expect(dailyDateLabel('2026-11-27', 'bs')).toBe('11 Man');
    expect(dailyDateLabel('2026-11-20', 'bs')).toBe('4 Man');
    expect(dailyDateLabel('2026-11-16', 'bs')).toBe('30 Kar');
    expect(dailyDateLabel('2026-11-10', 'bs')).toBe('24 Kar');
    // Poush 17, 2081 BS is 1 January 2025.
    expect(dailyDateLabel('2025-01-01', 'bs')).toBe('17 Pou');
  });

  it('shows a date that does not read as one as its raw text, in either calendar', () => {
    expect(dailyDateLabel('yesterday', 'ad')).toBe('yesterday');
    expect(dailyDateLabel('', 'ad')).toBe('');
    expect(dailyDateLabel('yesterday', 'bs')).toBe('yesterday');
    expect(dailyDateLabel('', 'bs')).toBe('');
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
