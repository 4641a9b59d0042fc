import { describe, expect, it } from 'vitest';
import { stockSummary } from './stock-summary';

const columns = (close: number[], high: number[], low: number[]) => ({
  open: close,
  high,
  low,
  close,
  volume: close.map(() => 100),
});

describe('stockSummary', () => {
  it('gives the last close, its change and the 52-week range without the session a year and a day back', () => {
    // 2024-11-21 is 365 days before 2025-11-21: outside; 2024-11-22 (364 days) is inside.
    const summary = stockSummary(
      ['2024-11-21', '2024-11-22', '2025-06-01', '2025-11-20', '2025-11-21'],
      columns([100, 110, 120, 125, 120], [500, 130, 140, 126, 121], [1, 90, 115, 124, 119]),
    );
    expect(summary).toEqual({
      date: '2025-11-21',
      close: 120,
      change: -5,
      changePercent: -4,
      weekHigh52: 140,
      weekLow52: 90,
    });
  });

  it('has no change on a lone session and nothing without sessions', () => {
    expect(stockSummary(['2025-01-01'], columns([10], [11], [9]))).toMatchObject({
      change: null,
      changePercent: null,
      weekHigh52: 11,
      weekLow52: 9,
    });
    expect(stockSummary([], columns([], [], []))).toBeUndefined();
  });
});
