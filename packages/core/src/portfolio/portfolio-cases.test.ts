import { describe, expect, it } from 'vitest';
import { dailyBars, firesOn, type TestBar } from '../../test-support/daily-bars';
import { epochDay } from '../dates';
import { type PortfolioOptions, type PortfolioStock, simulatePortfolio } from './portfolio-simulate';
import { contributions, portfolioStatistics } from './portfolio-statistics';

const DAYS = ['2024-06-03', '2024-06-04', '2024-06-05', '2024-06-06', '2024-06-09', '2024-06-10'];

/** A stock of sessions on DAYS: [open, close] each (a range around them, never locked), volume 100 unless given. */
function stock(
  symbol: string,
  prices: readonly [number, number][],
  buy: readonly number[],
  sell: readonly number[],
  volume: readonly number[] = [],
): PortfolioStock {
  const rows: TestBar[] = prices.map(([open, close], i) => ({
    date: DAYS[i]!,
    open,
    close,
    high: Math.max(open, close) + 0.5,
    low: Math.min(open, close) - 0.5,
    volume: volume[i] ?? 100,
  }));
  return { symbol, bars: dailyBars(rows), buy: firesOn(rows.length, buy), sell: firesOn(rows.length, sell) };
}

const flat = (price: number): [number, number][] => DAYS.map(() => [price, price]);

const options = (fields: Partial<PortfolioOptions>): PortfolioOptions => ({
  initialCapital: 10_000,
  costs: 'off',
  fill: 'next_open',
  from: epochDay(DAYS[0]!),
  to: epochDay(DAYS[DAYS.length - 1]!),
  maxPositions: 10,
  sizing: 'equal',
  sizingPercent: 10,
  rankBy: 'return-20',
  ...fields,
});

/** The trades as symbol, buy day, shares bought and sale day (-1 while open). */
function trades(stocks: readonly PortfolioStock[], opts: PortfolioOptions) {
  const run = simulatePortfolio(stocks, opts);
  const log = run.trades;
  const t = log.trades;
  return {
    run,
    trades: Array.from({ length: log.count }, (_, row) => {
      const { symbol, bars } = stocks[log.stockOf(row)]!;
      const sold = t.sellIndex[row]!;
      return {
        symbol,
        buy: bars.date[t.buyIndex[row]!]!,
        shares: t.tradedQuantity[row]!,
        sell: sold < 0 ? -1 : bars.date[sold]!,
      };
    }),
  };
}

const day = (i: number) => epochDay(DAYS[i]!);

describe('portfolio cases checked by hand', () => {
  it('buys the best ranked of more signals than free slots and drops the rest', () => {
    // Three stocks at Rs 10 signal on the first session; turnover on it: A 1,000, B 3,000, C 2,000. Two slots, an
    // equal share each of Rs 10,000: B and C get Rs 5,000 (500 shares) at the next open; A finds no slot.
    const stocks = [
      stock('A', flat(10), [0], [], [100]),
      stock('B', flat(10), [0], [], [300]),
      stock('C', flat(10), [0], [], [200]),
    ];
    const { trades: got, run } = trades(stocks, options({ maxPositions: 2, rankBy: 'turnover' }));
    expect(got).toEqual([
      { symbol: 'B', buy: day(1), shares: 500, sell: -1 },
      { symbol: 'C', buy: day(1), shares: 500, sell: -1 },
    ]);
    expect(run.finalCapital).toBe(10_000);
    // Ties by symbol: with equal turnovers, A and B.
    const even = [
      stock('C', flat(10), [0], []),
      stock('B', flat(10), [0], []),
      stock('A', flat(10), [0], []),
    ];
    expect(
      trades(even, options({ maxPositions: 2, rankBy: 'turnover' })).trades.map((t) => t.symbol),
    ).toEqual(['A', 'B']);
  });

  it('reuses a slot freed by a sale at the same open, sized from the equity at the signal close', () => {
    // One slot. A bought at the 2nd open (10: 1,000 shares); on the 3rd close (11) A's sell and B's buy signal.
    // At the 4th open A sells at 12 (cash 12,000) before B buys: B's budget is the equity at the 3rd close, 11,000,
    // below the cash: 550 shares at 20; Rs 1,000 stays in cash.
    const a = stock(
      'A',
      [
        [10, 10],
        [10, 10],
        [10.5, 11],
        [12, 12],
        [12, 12],
        [12, 12],
      ],
      [0],
      [2],
    );
    const b = stock('B', flat(20), [2], []);
    const { trades: got, run } = trades([a, b], options({ maxPositions: 1 }));
    expect(got).toEqual([
      { symbol: 'A', buy: day(1), shares: 1000, sell: day(3) },
      { symbol: 'B', buy: day(3), shares: 550, sell: -1 },
    ]);
    expect(run.finalCapital).toBe(1_000 + 550 * 20);
    expect([...run.equity]).toEqual([10_000, 10_000, 11_000, 12_000, 12_000, 12_000]);
  });

  it('sizes an entry from the cash left when its share of the equity is more', () => {
    // 60 % of Rs 10,000 each: the first ranked (A, the larger turnover) gets 6,000, B the 4,000 left.
    const stocks = [stock('A', flat(10), [0], [], [500]), stock('B', flat(10), [0], [], [100])];
    const { trades: got, run } = trades(
      stocks,
      options({ sizing: 'percent', sizingPercent: 60, rankBy: 'turnover' }),
    );
    expect(got.map(({ symbol, shares }) => ({ symbol, shares }))).toEqual([
      { symbol: 'A', shares: 600 },
      { symbol: 'B', shares: 400 },
    ]);
    expect(run.equity[run.equity.length - 1]).toBe(10_000);
    expect(run.invested[1]).toBe(10_000);
  });

  it('drops a signal without a free slot: the stock enters only on a later signal', () => {
    // A holds the one slot from the 2nd open to the 4th; B's signal on the 2nd close is dropped, its signal on the
    // 5th close buys it at the 6th open.
    const a = stock('A', flat(10), [0], [2]);
    const b = stock('B', flat(10), [1, 4], []);
    const { trades: got } = trades([a, b], options({ maxPositions: 1 }));
    expect(got).toEqual([
      { symbol: 'A', buy: day(1), shares: 1000, sell: day(3) },
      { symbol: 'B', buy: day(5), shares: 1000, sell: -1 },
    ]);
  });

  it('pays the dated commission, SEBON fee, DP charge and capital gains tax on each trade', () => {
    // Bought at 100 on 2024-06-04 with Rs 100,000: 990 shares (1,000 would cost more than the cash), value 99,000,
    // commission 0.33 % (slab to 5 lakh, row of 2024-05-14) 326.70, fee 0.015 % 14.85: basis 99,341.55.
    // Sold at 120 on 2024-06-10: value 118,800, commission 392.04, fee 17.82, DP 25: received 118,365.14;
    // gain 19,023.59 taxed 7.5 % (held 6 days): 1,426.76925; profit 17,596.82075.
    const a = stock(
      'A',
      [
        [100, 100],
        [100, 100],
        [100, 100],
        [100, 100],
        [110, 110],
        [120, 120],
      ],
      [0],
      [4],
    );
    const quiet = stock('Q', flat(50), [], []);
    const opts = options({ initialCapital: 100_000, costs: 'dated', maxPositions: 1 });
    const run = simulatePortfolio([quiet, a], opts);
    const t = run.trades.trades;
    expect(run.trades.count).toBe(1);
    expect(t.tradedQuantity[0]).toBe(990);
    expect(t.buyFees[0]).toBeCloseTo(341.55, 9);
    expect(t.basis[0]).toBeCloseTo(99_341.55, 9);
    expect(t.proceeds[0]).toBeCloseTo(118_365.14, 9);
    expect(t.tax[0]).toBeCloseTo(1_426.76925, 9);
    expect(t.sellFees[0]).toBeCloseTo(434.86 + 1_426.76925, 9);
    expect(run.finalCapital).toBeCloseTo(117_596.82075, 9);
    const stats = portfolioStatistics([quiet, a], run);
    expect(stats.feesPaid).toBeCloseTo(341.55 + 434.86 + 1_426.76925, 9);
    expect(stats.closedTrades).toBe(1);
    expect(stats.turnover).toBe(99_000 + 118_800);
    const parts = contributions([quiet, a], run);
    expect(parts).toEqual([
      { symbol: 'Q', profit: 0, trades: 0, sharePercentage: 0 },
      { symbol: 'A', profit: run.finalCapital - 100_000, trades: 1, sharePercentage: 100 },
    ]);
  });

  it('marks a stock without a session at its latest close, and reads exposure over the union of sessions', () => {
    // B trades on the 1st, 3rd and 5th sessions only; bought at the 3rd's open (30) after a signal on the 1st,
    // its 5,000 Rs is marked at 30 on the 4th session, at 40 on the 5th and 6th.
    const a = stock('A', flat(10), [], []);
    const bars = dailyBars([
      { date: DAYS[0]!, open: 30, close: 30, high: 30.5, low: 29.5 },
      { date: DAYS[2]!, open: 30, close: 30, high: 30.5, low: 29.5 },
      { date: DAYS[4]!, open: 40, close: 40, high: 40.5, low: 39.5 },
    ]);
    const b: PortfolioStock = { symbol: 'B', bars, buy: firesOn(3, [0]), sell: firesOn(3, []) };
    const run = simulatePortfolio([a, b], options({ maxPositions: 2 }));
    // Rs 5,000 buys 160 shares at 30 (4,800).
    expect([...run.equity]).toEqual([10_000, 10_000, 10_000, 10_000, 11_600, 11_600]);
    const stats = portfolioStatistics([a, b], run);
    expect(stats.exposurePercentage).toBeCloseTo((4 / 6) * 100, 12);
    expect(stats.buyAndHoldReturnPercentage).toBeCloseTo((0 + (40 / 30 - 1) * 100) / 2, 12);
  });
});
