import { describe, expect, it } from 'vitest';
import { watchRows } from './watch-rows';

const live = [
  {
    symbol: 'NABIL',
    lastTradedPrice: 540,
    percentageChange: 1.5,
    lastUpdatedDateTime: '2026-04-02 12:00:00',
  },
];
const highs = [
  { symbol: 'NABIL', ltp: 532, prevHigh: 600, prevHighDate: '2025-09-01' },
  { symbol: 'NICA', ltp: 380, prevHigh: 400, prevHighDate: '2025-10-01' },
];

describe('watchRows', () => {
  it("shows each stock's figures in the list's order, unknown ones as null", () => {
    const rows = watchRows(['NICA', 'NABIL', 'UPPER'], {
      live,
      highs,
      ratings: new Map([['NABIL', 'Buy']]),
      screens: new Map([['NICA', ['Volatile Stocks']]]),
      signals: new Map([['NABIL', ['Golden Cross']]]),
    });
    expect(rows).toEqual([
      // 380 / 400 - 1 = -5 %
      {
        symbol: 'NICA',
        ltp: 380,
        changePercent: null,
        rating: null,
        fromHigh: expect.closeTo(-5, 12),
        screens: ['Volatile Stocks'],
        signals: [],
      },
      // 540 / 600 - 1 = -10 %
      {
        symbol: 'NABIL',
        ltp: 540,
        changePercent: 1.5,
        rating: 'Buy',
        fromHigh: expect.closeTo(-10, 12),
        screens: [],
        signals: ['Golden Cross'],
      },
      {
        symbol: 'UPPER',
        ltp: null,
        changePercent: null,
        rating: null,
        fromHigh: null,
        screens: [],
        signals: [],
      },
    ]);
  });
});
