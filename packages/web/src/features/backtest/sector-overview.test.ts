import type { BriefSummary } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { median, returnHistogram, sectorOverview } from './sector-overview';

const stock = (symbol: string, profit: number, hold: number | null, trades: number, sessions = 1) =>
  ({
    stock_symbol: symbol,
    profit_percentage: profit,
    buy_and_hold_return_percentage: hold,
    total_trades: trades,
    sessions,
  }) as unknown as BriefSummary;

describe('a sector run at a glance', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, -1, 2])).toBe(2);
    expect(median([4, 1, -2, 10])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('counts returns in round bins aligned on 0, empty bins kept', () => {
    // -12 .. 31 takes 44 bars of 1 and 22 of 2, 10 of 5: [-15,-10) holds -12; [-5,0) -0.5; [0,5) 0 and 4.9;
    // [30,35) 31.
    expect(returnHistogram([-12, -0.5, 0, 4.9, 31])).toEqual([
      { from: -15, to: -10, count: 1 },
      { from: -10, to: -5, count: 0 },
      { from: -5, to: 0, count: 1 },
      { from: 0, to: 5, count: 2 },
      { from: 5, to: 10, count: 0 },
      { from: 10, to: 15, count: 0 },
      { from: 15, to: 20, count: 0 },
      { from: 20, to: 25, count: 0 },
      { from: 25, to: 30, count: 0 },
      { from: 30, to: 35, count: 1 },
    ]);
    expect(returnHistogram([3, 3])).toEqual([{ from: 3, to: 4, count: 2 }]);
    expect(returnHistogram([])).toEqual([]);
  });

  it('sums the stocks up, leaving out those without a session in the range', () => {
    const overview = sectorOverview([
      stock('AAA', 10, 20, 4),
      stock('BBB', -6, null, 3),
      stock('CCC', 2, -4, 1),
      stock('DDD', 0, 8, 0),
      stock('NOPRICE', 0, null, 0, 0),
    ]);
    expect(overview).toEqual({
      tested: 4,
      withoutPrices: 1,
      // AAA and CCC of 4 (0 % is no profit).
      profitablePercentage: 50,
      // -6, 0, 2, 10: (0 + 2) / 2; mean 6 / 4.
      medianReturn: 1,
      meanReturn: 1.5,
      // -4, 8, 20.
      medianBuyAndHold: 8,
      totalTrades: 8,
      best: { symbol: 'AAA', returnPercentage: 10 },
      worst: { symbol: 'BBB', returnPercentage: -6 },
      // -6 .. 10 in bars of 2: [-6,-4) .. [10,12), 9 bars.
      histogram: [
        { from: -6, to: -4, count: 1 },
        { from: -4, to: -2, count: 0 },
        { from: -2, to: 0, count: 0 },
        { from: 0, to: 2, count: 1 },
        { from: 2, to: 4, count: 1 },
        { from: 4, to: 6, count: 0 },
        { from: 6, to: 8, count: 0 },
        { from: 8, to: 10, count: 0 },
        { from: 10, to: 12, count: 1 },
      ],
    });
    expect(sectorOverview([stock('NOPRICE', 0, null, 0, 0)])).toBeUndefined();
  });
});
