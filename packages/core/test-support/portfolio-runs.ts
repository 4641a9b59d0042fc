import fc from 'fast-check';
import { expect } from 'vitest';
import type { CostsMode } from '../src/backtest/costs';
import type { FillMode } from '../src/backtest/simulate';
import type { TradedBars } from '../src/backtest/traded-bars';
import type { PortfolioOptions, PortfolioStock } from '../src/portfolio/portfolio-simulate';
import { simulatePortfolio } from '../src/portfolio/portfolio-simulate';
import { RANK_BY } from '../src/portfolio/rank-key';
import { engineTrade } from './engine-trades';
import { arbitraryExitPercent, randomMarks, realMarket, tradedCloses, withLockedBars } from './real-runs';
import { type ReferenceStock, referencePortfolio } from './reference-portfolio';

const symbols = [...realMarket.keys()].sort();

/**
 * A random portfolio run on real bars: 1 to 8 stocks, a range in thousandths of 2011-2026 (so that stocks without
 * bars in it come up), the portfolio's fields and a single run's (capital, costs, fill, exits, volume cap), and the
 * bars' adjustment (random bonus issues, opens that are not real, locked bars), each stock with its own seed.
 */
export const arbitraryPortfolioRun = fc.record({
  stocks: fc.uniqueArray(fc.nat({ max: Math.max(0, symbols.length - 1) }), { minLength: 1, maxLength: 8 }),
  from: fc.integer({ min: 0, max: 1000 }),
  span: fc.integer({ min: 0, max: 1000 }),
  capital: fc.constantFrom(5_000, 100_000, 2_500_000, 30_000_000),
  costs: fc.constantFrom<CostsMode>('dated', 'today', 'off'),
  volumeCapPercent: fc.option(fc.constantFrom(0.5, 5, 25, 100), { nil: null, freq: 2 }),
  fill: fc.constantFrom<FillMode>('next_open', 'close'),
  stopLossPercent: arbitraryExitPercent(100),
  takeProfitPercent: arbitraryExitPercent(1000),
  trailingStopPercent: arbitraryExitPercent(100),
  maxPositions: fc.integer({ min: 1, max: 6 }),
  sizing: fc.constantFrom('equal' as const, 'percent' as const),
  sizingPercent: fc.double({ min: 1, max: 100, noNaN: true }),
  rankBy: fc.constantFrom(...RANK_BY),
  bonusPercent: fc.option(fc.constantFrom(10, 18.5, 100), { nil: null }),
  seed: fc.nat(),
});
export type PortfolioRunDraw = typeof arbitraryPortfolioRun extends fc.Arbitrary<infer T> ? T : never;

const FIRST_DAY = Date.UTC(2011, 0, 1) / 86_400_000;
const LAST_DAY = Date.UTC(2026, 11, 31) / 86_400_000;

/** The universe (symbol and bars, each adjusted as drawn) and options of a random portfolio run. */
export function portfolioRun(run: PortfolioRunDraw): {
  universe: { symbol: string; bars: TradedBars }[];
  options: PortfolioOptions;
} {
  const from = Math.round(FIRST_DAY + (run.from / 1000) * (LAST_DAY - FIRST_DAY));
  const to = Math.round(from + (run.span / 1000) * (LAST_DAY - from));
  const universe = run.stocks.map((index, k) => {
    const symbol = symbols[index]!;
    const seed = run.seed + k;
    const real = realMarket.get(symbol)!;
    const locked = seed % 3 === 0 ? withLockedBars(real, seed) : real;
    const issued =
      run.bonusPercent === null
        ? locked
        : {
            ...locked,
            tradedClose: tradedCloses(locked, [{ exDay: (from + to) / 2, percent: run.bonusPercent }]),
          };
    const bars = seed % 2 === 0 ? { ...issued, noOpen: randomMarks(real.date.length, seed) } : issued;
    return { symbol, bars };
  });
  const { stopLossPercent, takeProfitPercent, trailingStopPercent } = run;
  return {
    universe,
    options: {
      initialCapital: run.capital,
      costs: run.costs,
      volumeCapPercent: run.volumeCapPercent,
      fill: run.fill,
      from,
      to,
      stopLossPercent,
      takeProfitPercent,
      trailingStopPercent,
      maxPositions: run.maxPositions,
      sizing: run.sizing,
      sizingPercent: run.sizingPercent,
      rankBy: run.rankBy,
    },
  };
}

/** The engine's portfolio trades, equity and final capital are the plain reference's, to the last bit. */
export function expectPortfolioReference(
  engineStocks: readonly PortfolioStock[],
  referenceStocks: ReferenceStock[],
  options: PortfolioOptions,
): void {
  const engine = simulatePortfolio(engineStocks, options);
  const reference = referencePortfolio(referenceStocks, options);
  expect([...engine.sessions]).toEqual(reference.days);
  const log = engine.trades;
  const trades = Array.from({ length: log.count }, (_, row) => {
    const stock = engineStocks[log.stockOf(row)]!;
    return { symbol: stock.symbol, ...engineTrade(stock.bars, log.trades, row) };
  });
  expect(trades).toEqual(reference.trades);
  expect([...engine.equity]).toEqual(reference.equity);
  expect(engine.finalCapital).toBe(reference.finalCapital);
}
