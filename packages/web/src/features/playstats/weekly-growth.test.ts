import { describe, expect, it } from 'vitest';
import { formatGrowth, weeklyGrowth } from './weekly-growth';

const days = (...downloads: number[]) =>
  downloads.map((count, i) => ({ date: `2026-11-${10 + i}`, downloads: count, days: 1 }));

describe('weeklyGrowth', () => {
  it('is the change from the first to the last of the latest 7 intervals, in percent', () => {
    expect(weeklyGrowth(days(200, 250))).toBe(25);
    expect(weeklyGrowth(days(400, 1, 1, 1, 1, 1, 1, 300))).toBe(29900);
    // The latest 7 of 9: 100 ... 80
    expect(weeklyGrowth(days(5, 5, 100, 120, 90, 110, 95, 70, 80))).toBe(-20);
  });

  it('reads downloads per day, so a gap of 3 days is not a jump', () => {
    expect(weeklyGrowth([...days(100), { date: '2026-11-14', downloads: 330, days: 3 }])).toBeCloseTo(10);
  });

  it('from a first value of 0 is 100 when the last is above 0, else 0', () => {
    expect(weeklyGrowth(days(0, 5, 7))).toBe(100);
    expect(weeklyGrowth(days(0, 5, 0))).toBe(0);
    expect(weeklyGrowth(days(0, 3, -2))).toBe(0);
  });

  it('measures the change over the size of a negative first value', () => {
    expect(weeklyGrowth(days(-50, 25))).toBe(150);
  });

  it('is undefined with fewer than 2 intervals', () => {
    expect(weeklyGrowth(days(10))).toBeUndefined();
    expect(weeklyGrowth([])).toBeUndefined();
  });
});

describe('formatGrowth', () => {
  it('shows the sign and one decimal, a dash when there is none', () => {
    expect(formatGrowth(25)).toBe('+25.0%');
    expect(formatGrowth(0)).toBe('+0.0%');
    expect(formatGrowth(-3.04)).toBe('-3.0%');
    expect(formatGrowth(12.345)).toBe('+12.3%');
    expect(formatGrowth(undefined)).toBe('—');
  });
});
