import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { randomMarket } from '../../test-support/random-market';
import { fiftyTwoWeekHighLow } from '../screens/fifty-two-week-high-low';
import { sessionBreadth } from './breadth';
import { marketOverview } from './market-overview';
import { smaShareHistory } from './sma-share';

const EMPTY_INDEX = { date: new Int32Array(0), close: new Float64Array(0), turnover: new Float64Array(0) };

describe('session breadth', () => {
  it('counts rises, falls and ties against the adjusted previous close', () => {
    const symbols = [
      closeStock('UP', [10, 11]),
      closeStock('DOWN', [10, 9]),
      closeStock('FLAT', [10, 10]),
      closeStock('NEW', [10]),
      closeStock('GONE', [10, 12], { lastDay: DAY - 1 }),
    ];
    expect(sessionBreadth(symbols, DAY)).toEqual({ advancing: 1, declining: 1, unchanged: 1 });
    // A bonus that halved the traded price is no fall on adjusted bars.
    const traded = closeBars([200, 101]);
    const adjusted = closeBars([100, 101]);
    expect(sessionBreadth([{ adjusted }], DAY).advancing).toBe(1);
    expect(sessionBreadth([{ adjusted: traded }], DAY).declining).toBe(1);
  });
});

describe('share above the averages', () => {
  it('equals a plain count of closes above their own mean', () => {
    const market = randomMarket(3, 12, 30, 260);
    const days = Int32Array.from({ length: 20 }, (_, i) => DAY - 19 + i);
    const shares = smaShareHistory(market, days);
    days.forEach((day, k) => {
      for (const [period, key] of [
        [50, 'above50'],
        [200, 'above200'],
      ] as const) {
        let above = 0;
        let count = 0;
        for (const { adjusted } of market) {
          const t = adjusted.date.indexOf(day);
          if (t + 1 < period) continue;
          let sum = 0;
          for (let i = t - period + 1; i <= t; i++) sum += adjusted.close[i]!;
          count++;
          if (adjusted.close[t]! - sum / period > 1e-9 * Math.max(adjusted.close[t]!, 1)) above++;
        }
        expect(shares[k]![key], `${key} on ${day}`).toBe(count === 0 ? null : (100 * above) / count);
      }
    });
  });
});

describe('market overview', () => {
  const market = randomMarket(11, 16, 300, 420);
  const sectorA = market.slice(0, 8);
  const sectorB = market.slice(8);
  const overview = marketOverview({
    latestDay: DAY,
    symbols: market,
    index: EMPTY_INDEX,
    sectors: [
      { id: 'a', name: 'A', members: sectorA },
      {
        id: 'b',
        name: 'B',
        members: sectorB,
        subIndex: { date: Int32Array.of(DAY - 400, DAY - 1, DAY), close: Float64Array.of(100, 200, 210) },
      },
    ],
  });

  it('lists the 52-week screen’s new highs and lows, one definition', () => {
    const rows = fiftyTwoWeekHighLow({ latestDay: DAY, symbols: market });
    expect(overview.newHighs).toEqual(rows.filter((r) => r.kind === 'new-high').map((r) => r.symbol));
    expect(overview.newLows).toEqual(rows.filter((r) => r.kind === 'new-low').map((r) => r.symbol));
  });

  it('continues a missing index with the equal-weight index, turnover summed', () => {
    expect(overview.index.storedSessions).toBe(0);
    const last = overview.index.date.length - 1;
    expect(overview.index.date[last]).toBe(DAY);
    const traded = market.filter((s) => s.traded.date.at(-1) === DAY);
    const sum = traded.reduce((total, s) => total + s.traded.close.at(-1)! * s.traded.volume.at(-1)!, 0);
    expect(overview.index.turnover[last]).toBeCloseTo(sum, 6);
  });

  it('uses a sector’s own index when it reaches the session, else its members’ equal-weight index', () => {
    const [a, b] = overview.sectors;
    expect(b).toMatchObject({ subIndex: true, close: 210 });
    expect(b!.returns.day).toBeCloseTo(5, 12);
    expect(b!.returns.year).toBeCloseTo(110, 12);
    // A week back, the close standing is the one of 400 days before.
    expect(b!.returns.week).toBeCloseTo(110, 12);
    expect(a!.subIndex).toBe(false);
    expect(a!.breadth).toEqual(sessionBreadth(sectorA, DAY));
    expect(a!.rotation).toHaveLength(10);
  });

  it('orders the movers and keeps gainers rising and losers falling', () => {
    const { gainers, losers, turnover, volume } = overview.movers;
    expect(
      gainers.every(
        (r, i) => r.changePercent > 0 && (i === 0 || gainers[i - 1]!.changePercent >= r.changePercent),
      ),
    ).toBe(true);
    expect(
      losers.every(
        (r, i) => r.changePercent < 0 && (i === 0 || losers[i - 1]!.changePercent <= r.changePercent),
      ),
    ).toBe(true);
    expect(turnover.length).toBeGreaterThan(0);
    expect(volume.length).toBe(turnover.length);
    expect(gainers.length).toBe(Math.min(10, overview.breadth.advancing));
    expect(losers.length).toBe(Math.min(10, overview.breadth.declining));
  });
});
