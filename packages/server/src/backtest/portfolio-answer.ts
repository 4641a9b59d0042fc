import type { PortfolioResponse, PortfolioSettings, PortfolioTrade } from '@nepse/contract';
import {
  allocateBars,
  type BacktestOptions,
  portfolioBacktest,
  type Strategy,
  sessionsPerYear,
} from '@nepse/core';
import type { PricesOf } from './backtest-job';
import { fullTransaction, statisticFigures } from './backtest-summary';
import type { IsoDates } from './iso-dates';
import { type BenchmarkSeries, benchmarkSummary, benchmarkValues } from './run-benchmark';

/** What a portfolio run adds to a back-test job: the sector it runs and its settings. */
export interface PortfolioJob extends PortfolioSettings {
  readonly sector: string;
}

const NO_PRICES = allocateBars(0);

/**
 * The answer of a sector run in portfolio mode: one capital over `symbols` (a symbol without prices takes part
 * with none), the statistics in the summary's fields, every trade in full with its symbol, the daily equity over
 * the sessions on which any of them traded, and each stock's contribution (docs/decisions/portfolio.md); beside
 * `benchmark` (chosen for the sector and range as every run's is), its figures and its line on the equity chart.
 */
export function portfolioAnswer(
  symbols: readonly string[],
  strategy: Strategy,
  options: BacktestOptions,
  portfolio: PortfolioJob,
  pricesOf: PricesOf,
  dates: IsoDates,
  benchmark?: BenchmarkSeries,
): PortfolioResponse {
  const universe = symbols.map((symbol) => ({ symbol, bars: pricesOf(symbol) ?? NO_PRICES }));
  const { sector, ...settings } = portfolio;
  const run = portfolioBacktest(universe, strategy, { ...options, ...settings });
  const sim = run.simulation;
  const log = sim.trades;
  const trades: PortfolioTrade[] = new Array(log.count);
  for (let row = 0; row < log.count; row++) {
    const s = log.stockOf(row);
    const { bars, symbol } = run.stocks[s]!;
    const lastClose = bars.close[sim.ranges[s]!.end]!;
    trades[row] = { symbol, ...fullTransaction(bars, log.trades, row, lastClose, dates) };
  }
  const stats = run.statistics;
  const curve = { date: sim.sessions, equity: sim.equity, initialCapital: sim.initialCapital };
  const measured = benchmark && sim.sessions.length > 0;
  const { total_trades, ...figures } = statisticFigures(stats);
  return {
    mode: 'portfolio',
    sector,
    total_trades,
    initial_capital: sim.initialCapital,
    final_capital: sim.finalCapital,
    ...figures,
    max_positions: settings.maxPositions,
    sizing: settings.sizing,
    sizing_percent: settings.sizing === 'percent' ? settings.sizingPercent : null,
    rank_by: settings.rankBy,
    sessions: sim.sessions.length,
    average_invested_percentage: stats.averageInvestedPercentage,
    turnover: stats.turnover,
    turnover_ratio: stats.turnoverRatio,
    trades,
    benchmark: measured ? benchmarkSummary(benchmark, curve, sessionsPerYear(sim.sessions)) : null,
    equity_curve: {
      dates: Array.from(sim.sessions, (day) => dates.of(day)),
      values: Array.from(sim.equity),
      ...(measured
        ? { benchmark_values: benchmarkValues(benchmark, sim.sessions[0]!, sim.sessions, sim.initialCapital) }
        : {}),
    },
    contributions: run.contributions.map((c) => ({
      symbol: c.symbol,
      profit: c.profit,
      trades: c.trades,
      share_percentage: c.sharePercentage,
    })),
  };
}
