import { describe, expect, it } from 'vitest';
import { epochDay } from '../dates';
import { yearRange } from './year-range';

/** Bars on the given ISO dates with the given highs and lows. */
const bars = (dates: string[], high: number[], low: number[]) => ({
  date: Int32Array.from(dates, epochDay),
  high: Float64Array.from(high),
  low: Float64Array.from(low),
});

describe('yearRange', () => {
  it('ranges over the sessions of the last 365 calendar days, the last one included, by hand', () => {
    // 2024-11-21 is 365 days before 2025-11-21: outside; 2024-11-22 (364 days) is inside.
    const b = bars(
      ['2024-11-21', '2024-11-22', '2025-06-01', '2025-11-20', '2025-11-21'],
      [500, 130, 140, 126, 121],
      [1, 90, 115, 124, 119],
    );
    expect(yearRange(b, 4)).toEqual({ high: 140, low: 90 });
    // Ending on 2025-11-20, the window starts on 2024-11-21: its 500 and 1 are in.
    expect(yearRange(b, 3)).toEqual({ high: 500, low: 1 });
  });

  it('ranges over every session of a listing younger than a year, and over the one of a lone session', () => {
    const b = bars(['2025-06-01', '2025-06-02', '2025-06-03'], [12, 15, 11], [10, 9, 10]);
    expect(yearRange(b, 2)).toEqual({ high: 15, low: 9 });
    expect(yearRange(bars(['2025-01-01'], [11], [9]), 0)).toEqual({ high: 11, low: 9 });
  });
});
