import { describe, expect, it } from 'vitest';
import { DAY, randomMarket } from '../../test-support/random-market';
import {
  blendScore,
  percentileRanks,
  type RankedSymbol,
  RS_MIN_SESSIONS,
  relativeStrengthHistory,
  relativeStrengthRanks,
} from './relative-strength';

/** The blend written out plainly: loops for the averages, a count of the scores each is above. */
function plainRanks(symbols: readonly RankedSymbol[], day: number): Map<string, number> {
  const scored: { symbol: string; score: number }[] = [];
  for (const { symbol, adjusted } of symbols) {
    const t = adjusted.date.indexOf(day);
    if (t < 0 || t < 240) continue;
    const c = adjusted.close;
    const mean = (period: number) => {
      let sum = 0;
      for (let i = t - period + 1; i <= t; i++) sum += c[i]!;
      return sum / period;
    };
    const score =
      0.2 * (c[t]! / c[t - 20]! - 1) +
      0.2 * (c[t]! / c[t - 60]! - 1) +
      0.3 * (c[t]! / c[t - 240]! - 1) +
      0.15 * (c[t]! / mean(50) - 1) +
      0.15 * (c[t]! / mean(200) - 1);
    scored.push({ symbol, score });
  }
  const ranks = new Map<string, number>();
  for (const a of scored) {
    const below = scored.filter(
      (b) => a.score - b.score > 1e-9 * Math.max(Math.abs(a.score), Math.abs(b.score), 1),
    );
    ranks.set(
      a.symbol,
      scored.length === 1 ? 99.9 : Math.round((999 * below.length) / (scored.length - 1)) / 10,
    );
  }
  return ranks;
}

describe('relative-strength rank', () => {
  it('ranks the worked example of its documentation', () => {
    const a = blendScore({ short: 0.1, medium: 0.2, long: 0.5, sma50: 0.05, sma200: 0.15 });
    const c = blendScore({ short: -0.1, medium: -0.2, long: -0.3, sma50: -0.05, sma200: -0.1 });
    expect(a).toBeCloseTo(0.24, 12);
    expect(c).toBeCloseTo(-0.1725, 12);
    expect([...percentileRanks(Float64Array.of(a, 0, c))]).toEqual([99.9, 50, 0]);
    expect([...percentileRanks(Float64Array.of(1))]).toEqual([99.9]);
    // Ties share the lower place.
    expect([...percentileRanks(Float64Array.of(2, 1, 1, 0))]).toEqual([99.9, 33.3, 33.3, 0]);
  });

  const market = randomMarket(7, 30, 200, 330);

  it('equals a plain re-implementation on every session, as of that session', () => {
    const history = relativeStrengthHistory(market);
    let checked = 0;
    for (let day = DAY - 40; day <= DAY; day++) {
      const expected = plainRanks(market, day);
      const rows = relativeStrengthRanks(market, day);
      expect(new Map(rows.map((r) => [r.symbol, r.rank]))).toEqual(expected);
      market.forEach(({ symbol, adjusted }, s) => {
        const t = adjusted.date.indexOf(day);
        if (t >= 0) expect(history[s]![t], `${symbol} on ${day}`).toEqual(expected.get(symbol) ?? Number.NaN);
      });
      checked += expected.size;
    }
    expect(checked).toBeGreaterThan(250);
  });

  it('reads nothing after the session: a market cut there ranks the same', () => {
    const day = DAY - 30;
    const cut = market.map((s) => {
      const n = s.adjusted.date.findLastIndex((d) => d <= day) + 1;
      return {
        symbol: s.symbol,
        adjusted: { date: s.adjusted.date.slice(0, n), close: s.adjusted.close.slice(0, n) },
      };
    });
    expect(relativeStrengthRanks(cut, day)).toEqual(relativeStrengthRanks(market, day));
  });

  it('leaves out a stock with fewer sessions than the long momentum needs', () => {
    const rows = relativeStrengthRanks(market, DAY);
    for (const s of market) {
      const listed = s.adjusted.date.indexOf(DAY) + 1;
      expect(rows.some((r) => r.symbol === s.symbol)).toBe(listed >= RS_MIN_SESSIONS);
    }
  });
});
