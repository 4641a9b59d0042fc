import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { seededRandom } from '../../test-support/seeded-random';
import { returnVolatility } from '../indicators/return-volatility';
import { volatileStocks, volatilityAt } from './volatile-stocks';

/** 100 followed by 20 closes, each the one before moved by the next of `returns` (in percent, cycled). */
function closesOf(...returns: number[]): number[] {
  const closes = [100];
  for (let i = 0; i < 20; i++)
    closes.push((closes[i] as number) * (1 + (returns[i % returns.length] as number) / 100));
  return closes;
}

describe('volatileStocks', () => {
  it('is the population standard deviation of the last 20 simple returns in percent, by hand', () => {
    // Returns +2 % and 0 % in turn: mean 1 %, every return 1 % from it, so the deviation is 1 %. The close
    // before the 21 (a fall from 1,000) is not in the window. Two flat stocks make n = 3, ceil(3 / 4) = 1 listed.
    const closes = closesOf(2, 0);
    const rows = volatileStocks({
      latestDay: DAY,
      symbols: [
        closeStock('ABC', [1_000, ...closes]),
        closeStock('FLAT', closesOf(0)),
        closeStock('CALM', closesOf(0)),
      ],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stockSymbol).toBe('ABC');
    expect(rows[0]?.ltp).toBe(closes[20]);
    expect(rows[0]?.volatility).toBeCloseTo(1, 12);
  });

  it('lists the top quarter, ceil(n / 4), most volatile first, ties by symbol', () => {
    // Returns of +-10, +-8, +-6 and +-4 % in turn: deviations 10, 8, 6, 4; five stocks give ceil(5 / 4) = 2 rows,
    // and the tie at 10 goes to the first symbol.
    const rows = volatileStocks({
      latestDay: DAY,
      symbols: [
        closeStock('E', closesOf(4, -4)),
        closeStock('D', closesOf(10, -10)),
        closeStock('C', closesOf(6, -6)),
        closeStock('B', closesOf(8, -8)),
        closeStock('A', closesOf(10, -10)),
      ],
    });
    expect(rows.map((r) => r.stockSymbol)).toEqual(['A', 'D']);
    expect(rows[0]?.volatility).toBeCloseTo(10, 12);
    const six = volatileStocks({
      latestDay: DAY,
      symbols: ['A', 'B', 'C', 'D', 'E', 'F'].map((s, k) => closeStock(s, closesOf(k + 1, -(k + 1)))),
    });
    expect(six.map((r) => [r.stockSymbol, Math.round(r.volatility * 1e9) / 1e9])).toEqual([
      ['F', 6],
      ['E', 5],
    ]);
  });

  it('leaves out a symbol missing the latest session or with fewer than 21 closes, and does not count it', () => {
    const rows = volatileStocks({
      latestDay: DAY,
      symbols: [
        closeStock('OLD', closesOf(30, -30), { lastDay: DAY - 1 }),
        closeStock('SHORT', closesOf(30, -30).slice(1)),
        closeStock('LOW', closesOf(1, -1)),
        closeStock('HIGH', closesOf(2, -2)),
      ],
    });
    // Two stocks count: ceil(2 / 4) = 1.
    expect(rows.map((r) => r.stockSymbol)).toEqual(['HIGH']);
  });

  it('measures adjusted closes and shows the traded close', () => {
    // A 1:1 bonus on the last session: traded closes before it are twice the adjusted ones.
    const adjusted = closeBars(closesOf(3, -3));
    const traded = closeBars(Array.from(adjusted.close, (c, i) => (i < 20 ? 2 * c : c)));
    const [row] = volatileStocks({ latestDay: DAY, symbols: [{ symbol: 'BON', adjusted, traded }] });
    expect(row?.volatility).toBeCloseTo(3, 12);
    expect(row?.ltp).toBe(adjusted.close[20]);
  });
});

describe('volatilityAt', () => {
  it("equals the return volatility indicator on the session's 21 closes, to the bit", () => {
    const random = seededRandom(21);
    const close = new Float64Array(400);
    close[0] = 100;
    // Flat stretches too, where the deviation takes its rounding-safe branch.
    for (let i = 1; i < close.length; i++)
      close[i] = i % 50 < 25 ? close[i - 1]! * (0.9 + random() * 0.2) : close[i - 1]!;
    for (let t = 0; t < close.length; t++) {
      const want = t < 20 ? Number.NaN : returnVolatility(close.slice(t - 20, t + 1), 20)[20]!;
      expect(Object.is(volatilityAt(close, t), want), `session ${t}`).toBe(true);
    }
  });
});
