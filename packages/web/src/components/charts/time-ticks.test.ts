import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { tickMarkLabel } from './time-ticks';

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
});
