import type { ColumnArena } from '../indicators/column-arena';
import { IndicatorCache } from './indicator-cache';
import { barRange } from './range';
import type { Strategy } from './rule';
import { strategySignal } from './rule-signal';
import { RunBuffers } from './run-buffers';
import { type Simulation, type SimulationOptions, simulate } from './simulate';
import { type BacktestStatistics, summarize } from './statistics';
import type { TradedBars } from './traded-bars';

export interface BacktestOptions extends SimulationOptions {
  /** First and last calendar day of the range (days since 1970-01-01), both inclusive. */
  readonly from: number;
  readonly to: number;
}

export interface BacktestRun {
  readonly simulation: Simulation;
  readonly statistics: BacktestStatistics;
}

/** What a caller running many back-tests may lend each one, to spare recomputing and reallocating. */
export interface BacktestScratch {
  /** Indicators already computed for these bars. */
  readonly cache?: IndicatorCache;
  /** Memory for the indicators' columns when no cache is lent (the run resets it). */
  readonly arena?: ColumnArena;
  /** Arrays the run writes into: its equity curve and trades are then views of them, valid until they are reused. */
  readonly buffers?: RunBuffers;
}

/**
 * Back-test of a strategy on one symbol's bars (back-adjusted, with the closes as traded when any issue
 * adjusted them): the rules' signals from indicators over the whole history, trades only inside [from, to],
 * then the summary. Source: ours (docs/decisions/back-test.md).
 */
export function backtest(
  bars: TradedBars,
  strategy: Strategy,
  options: BacktestOptions,
  scratch: BacktestScratch = {},
): BacktestRun {
  const { start, end } = barRange(bars.date, options.from, options.to);
  const buffers = scratch.buffers ?? new RunBuffers();
  const cache = scratch.cache ?? new IndicatorCache(bars, scratch.arena);
  const buy = strategySignal(strategy.buy, cache, strategy.buyMatch);
  const sell = strategySignal(strategy.sell, cache, strategy.sellMatch);
  const simulation = simulate(bars, buy, sell, start, end, options, buffers);
  return { simulation, statistics: summarize(bars, simulation) };
}
