import type { Bars } from '../series';
import { IndicatorCache } from './indicator-cache';
import { barRange } from './range';
import type { Strategy } from './rule';
import { strategySignal } from './rule-signal';
import { type Simulation, type SimulationOptions, simulate } from './simulate';
import { type BacktestStatistics, summarize } from './statistics';

export interface BacktestOptions extends SimulationOptions {
  /** First and last calendar day of the range (days since 1970-01-01), both inclusive. */
  readonly from: number;
  readonly to: number;
}

export interface BacktestRun {
  readonly simulation: Simulation;
  readonly statistics: BacktestStatistics;
}

/** The signals of the run in progress, reused from run to run (they only grow): the simulation reads them once. */
let buyFlags = new Uint8Array(0);
let sellFlags = new Uint8Array(0);

/** What a caller running many back-tests may lend each one, to spare recomputing and reallocating. */
export interface BacktestScratch {
  /** Indicators already computed for these bars. */
  readonly cache?: IndicatorCache;
  /** Room for the equity curve: the run's `simulation.equity` is then a view of it, valid until it is reused. */
  readonly equity?: Float64Array;
}

/**
 * Back-test of a strategy on one symbol's bars: the rules' signals from indicators over the whole history,
 * trades only inside [from, to], then the summary. Source: ours (DESIGN section 3).
 */
export function backtest(
  bars: Bars,
  strategy: Strategy,
  options: BacktestOptions,
  scratch: BacktestScratch = {},
): BacktestRun {
  const { start, end } = barRange(bars.date, options.from, options.to);
  const n = bars.close.length;
  if (buyFlags.length < n) buyFlags = new Uint8Array(n);
  if (sellFlags.length < n) sellFlags = new Uint8Array(n);
  const cache = scratch.cache ?? new IndicatorCache(bars);
  const buy = strategySignal(strategy.buy, cache, start, end, buyFlags);
  const sell = strategySignal(strategy.sell, cache, start, end, sellFlags);
  const simulation = simulate(bars, buy, sell, start, end, options, scratch.equity);
  return { simulation, statistics: summarize(bars, simulation) };
}
