import { IndicatorCache } from '../backtest/indicator-cache';
import { barRange } from '../backtest/range';
import type { Strategy } from '../backtest/rule';
import { strategySignal } from '../backtest/rule-signal';
import { flagSignal, nextFiring, type Signal } from '../backtest/signal';
import type { TradedBars } from '../backtest/traded-bars';
import { ColumnArena } from '../indicators/column-arena';
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
 *
 * `caches`, when given, holds each stock's indicator cache in the universe's order (a sweep's cells share them, so
 * that an indicator is computed once per stock and set of parameters); the run is the same with or without them.
 */
export function portfolioBacktest(
  universe: readonly { readonly symbol: string; readonly bars: TradedBars }[],
  strategy: Strategy,
  options: PortfolioOptions,
  caches?: readonly IndicatorCache[],
): PortfolioRun {
  // Each stock's signals are read into flags over its range, so that one arena serves every stock's indicators.
  const arena = caches ? undefined : new ColumnArena();
  const stocks = universe.map(({ symbol, bars }, s): PortfolioStock => {
    const cache = caches?.[s] ?? new IndicatorCache(bars, arena);
    const { start, end } = barRange(bars.date, options.from, options.to);
    const flags = (signal: Signal) => {
      const fired = new Uint8Array(bars.date.length);
      for (let t = nextFiring(signal, start, end + 1); t <= end; t = nextFiring(signal, t + 1, end + 1))
        fired[t] = 1;
      return flagSignal(fired);
    };
    return {
      symbol,
      bars,
      buy: flags(strategySignal(strategy.buy, cache, strategy.buyMatch)),
      sell: flags(strategySignal(strategy.sell, cache, strategy.sellMatch)),
      ...(options.rankBy === 'rsi-lowest' ? { rsi: cache.rsi('close', RANK_RSI_PERIOD).slice() } : {}),
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
