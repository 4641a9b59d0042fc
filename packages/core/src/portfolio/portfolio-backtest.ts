import { IndicatorCache } from '../backtest/indicator-cache';
import type { Strategy } from '../backtest/rule';
import { strategySignal } from '../backtest/rule-signal';
import type { TradedBars } from '../backtest/traded-bars';
import {
  type PortfolioOptions,
  type PortfolioSimulation,
  type PortfolioStock,
  simulatePortfolio,
} from './portfolio-simulate';
import {
  type Contribution,
  contributions,
  type PortfolioStatistics,
  portfolioStatistics,
} from './portfolio-statistics';
import { RANK_RSI_PERIOD } from './rank-key';

export interface PortfolioRun {
  readonly stocks: readonly PortfolioStock[];
  readonly simulation: PortfolioSimulation;
  readonly statistics: PortfolioStatistics;
  readonly contributions: readonly Contribution[];
}

/**
 * Back-test of a strategy on a universe of stocks sharing one capital: each stock's signals from its rules as a
 * single run evaluates them (indicators over its whole history), the portfolio simulated over the range, then its
 * statistics and each stock's contribution. Source: ours (docs/decisions/portfolio.md).
 */
export function portfolioBacktest(
  universe: readonly { readonly symbol: string; readonly bars: TradedBars }[],
  strategy: Strategy,
  options: PortfolioOptions,
): PortfolioRun {
  const stocks = universe.map(({ symbol, bars }): PortfolioStock => {
    const cache = new IndicatorCache(bars);
    return {
      symbol,
      bars,
      buy: strategySignal(strategy.buy, cache, strategy.buyMatch),
      sell: strategySignal(strategy.sell, cache, strategy.sellMatch),
      ...(options.rankBy === 'rsi-lowest' ? { rsi: cache.rsi('close', RANK_RSI_PERIOD) } : {}),
    };
  });
  const simulation = simulatePortfolio(stocks, options);
  return {
    stocks,
    simulation,
    statistics: portfolioStatistics(stocks, simulation),
    contributions: contributions(stocks, simulation),
  };
}
