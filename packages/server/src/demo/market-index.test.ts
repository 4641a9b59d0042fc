import { allocateBars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import type { DividendEvent } from './dividend-schedule';
import { type IndexMember, marketIndex } from './market-index';

/** A member listed at `listingSession` with the given rows of open, high, low, close and turnover. */
function member(
  listingSession: number,
  listedShares: number,
  rows: [number, number, number, number, number][],
  dividends: DividendEvent[] = [],
): IndexMember {
  const bars = allocateBars(rows.length);
  const turnover = new Float64Array(rows.length);
  rows.forEach(([o, h, l, c, t], i) => {
    bars.open[i] = o;
    bars.high[i] = h;
    bars.low[i] = l;
    bars.close[i] = c;
    turnover[i] = t;
  });
  return { series: { bars, turnover }, listingSession, listedShares, dividends };
}

describe('cap-weighted index', () => {
  const days = Int32Array.from([20000, 20001, 20002]);
  const bonus: DividendEvent = {
    session: 2,
    bonusPercent: 100,
    cashDividendPercent: 0,
    fiscalYear: '2080/2081',
  };
  const a = member(
    0,
    100,
    [
      [10, 10, 10, 10, 1],
      [10.5, 11.2, 10.4, 11, 2],
      [6, 6, 6, 6, 3],
    ],
    [bonus],
  );
  const b = member(0, 50, [
    [20, 20, 20, 20, 10],
    [19.5, 20, 18.8, 19, 20],
    [19, 19, 19, 19, 30],
  ]);
  const c = member(2, 1000, [[50, 50, 50, 50, 100]]);
  const index = marketIndex([a, b, c], days, 1000);

  it('moves by the cap-weighted return of the members on both sessions', () => {
    // Session 1: (100 x 11 + 50 x 19) / (100 x 10 + 50 x 20) = 2050 / 2000.
    expect(index[1]!.close).toBe(1025);
    // Session 2: A's 100 % bonus doubles its shares as its price halves (11 -> 5.5 adjusted, closes 6);
    // C lists and does not count yet: (200 x 6 + 50 x 19) / (100 x 11 + 50 x 19) = 2150 / 2050.
    expect(index[2]!.close).toBe(1075);
    expect(index[0]!.close).toBe(1000);
  });

  it('places open, high and low by the members, the extremes halfway to their cap-weighted sum', () => {
    // Open: 1025 x (100 x 10.5 + 50 x 19.5) / 2050 = 1012.5.
    expect(index[1]!.open).toBe(1012.5);
    // High bound 1025 x (1120 + 1000) / 2050 = 1060, halfway from max(open, close) = 1025: 1042.5.
    expect(index[1]!.high).toBe(1042.5);
    // Low bound 1025 x (1040 + 940) / 2050 = 990, halfway from min(open, close) = 1012.5: 1001.25.
    expect(index[1]!.low).toBe(1001.25);
    expect(index[1]!.turnover).toBe(22);
    expect(index[2]!.turnover).toBe(133);
    expect(index.map((bar) => bar.date)).toEqual(['2024-10-04', '2024-10-05', '2024-10-06']);
  });
});
