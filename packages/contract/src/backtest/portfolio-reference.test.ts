import { portfolioBacktest } from '@nepse/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engineTrade } from '../../../core/test-support/engine-trades';
import { hasNepseData, realDataTitle } from '../../../core/test-support/nepse-data';
import { arbitraryPortfolioRun, portfolioRun } from '../../../core/test-support/portfolio-runs';
import { referencePortfolio } from '../../../core/test-support/reference-portfolio';
import { referenceStrategy } from '../../../core/test-support/reference-rules';
import { arbitraryStrategy } from '../../test-support/arbitrary-rule';

// Core's portfolio engine with strategies drawn from the rule table, which lives here (core cannot import it).
describe.skipIf(!hasNepseData)(
  realDataTitle('portfolio runs of the rule table against the plain reference, real bars'),
  () => {
    it('back-tests random strategies on random sectors as the day-by-day reference does, to the bit', () => {
      fc.assert(
        fc.property(arbitraryPortfolioRun, arbitraryStrategy, (draw, strategy) => {
          const { universe, options } = portfolioRun(draw);
          const run = portfolioBacktest(universe, strategy, options);
          const reference = referencePortfolio(
            run.stocks.map(({ symbol, bars, rsi }) => ({
              symbol,
              bars,
              buy: referenceStrategy(bars, strategy.buy, strategy.buyMatch),
              sell: referenceStrategy(bars, strategy.sell, strategy.sellMatch),
              ...(rsi ? { rsi } : {}),
            })),
            options,
          );
          const log = run.simulation.trades;
          const trades = Array.from({ length: log.count }, (_, row) => {
            const stock = run.stocks[log.stockOf(row)]!;
            return { symbol: stock.symbol, ...engineTrade(stock.bars, log.trades, row) };
          });
          expect(trades).toEqual(reference.trades);
          expect([...run.simulation.equity]).toEqual(reference.equity);
          expect(run.simulation.finalCapital).toBe(reference.finalCapital);
          // Each stock's contribution adds up to the portfolio's result.
          const total = run.contributions.reduce((sum, c) => sum + c.profit, 0);
          expect(total).toBeCloseTo(run.simulation.finalCapital - options.initialCapital, 4);
        }),
        { numRuns: 40 },
      );
    });
  },
);
