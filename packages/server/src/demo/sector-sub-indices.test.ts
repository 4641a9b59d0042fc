import { allocateBars, isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import type { IndexMember } from './market-index';
import type { SectorName } from './sector-profiles';
import { type SectorMember, sectorSubIndexes } from './sector-sub-indices';

/** A member of `sector` listed at `listingSession` with `shares` and the given closes, without dividends. */
function member(sector: SectorName, listingSession: number, shares: number, closes: number[]): SectorMember {
  const bars = allocateBars(closes.length);
  bars.close.set(closes);
  bars.open.set(closes);
  bars.high.set(closes);
  bars.low.set(closes);
  const series = { bars, turnover: new Float64Array(closes.length) };
  const indexMember: IndexMember = { series, listingSession, listedShares: shares, dividends: [] };
  return { sector, member: indexMember };
}

describe('demo sector sub-indices', () => {
  const days = Int32Array.from([20000, 20001, 20002]);
  const dates = Array.from(days, isoDate);

  it("chains each sector's cap-weighted return from its base, from the first session a member trades", () => {
    const bars = sectorSubIndexes(
      [
        // Hydro Power (base 1,900): A from the first session, B listing on the second with 50 shares.
        member('Hydro Power', 0, 100, [10, 11, 12]),
        member('Hydro Power', 1, 50, [20, 22]),
        // Commercial Banks (base 1,150): one member.
        member('Commercial Banks', 0, 10, [100, 90, 99]),
        // Finance (base 650): its only member lists on the second session.
        member('Finance', 1, 7, [5, 6]),
      ],
      days,
    );
    // By hand. Hydro: session 2 moves by A alone (B's first bar): 1,100 / 1,000; session 3 by both:
    // (100 x 12 + 50 x 22) / (100 x 11 + 50 x 20) = 2,300 / 2,100. Banks: 90 / 100, then 99 / 90. Finance: 6 / 5.
    const hydro2 = 2090;
    expect(bars).toEqual([
      { sector: '1', date: dates[0], close: 1150 },
      { sector: '1', date: dates[1], close: 1035 },
      { sector: '1', date: dates[2], close: 1138.5 },
      { sector: '11', date: dates[1], close: 650 },
      { sector: '11', date: dates[2], close: 780 },
      { sector: '4', date: dates[0], close: 1900 },
      { sector: '4', date: dates[1], close: hydro2 },
      { sector: '4', date: dates[2], close: Math.round(((hydro2 * 2300) / 2100) * 100) / 100 },
    ]);
  });
});
