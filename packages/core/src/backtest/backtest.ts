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

/**
 * Back-test of a strategy on one symbol's bars: the rules' signals from indicators over the whole history,
 * trades only inside [from, to], then the summary. `cache` may carry indicators already computed for these
 * bars. Source: ours (DESIGN section 3).
 */
export function backtest(
  bars: Bars,
  strategy: Strategy,
  options: BacktestOptions,
  cache: IndicatorCache = new IndicatorCache(bars),
): BacktestRun {
  const { start, end } = barRange(bars.date, options.from, options.to);
  const n = bars.close.length;
  if (buyFlags.length < n) buyFlags = new Uint8Array(n);
  if (sellFlags.length < n) sellFlags = new Uint8Array(n);
  const buy = strategySignal(strategy.buy, cache, start, end, buyFlags);
  const sell = strategySignal(strategy.sell, cache, start, end, sellFlags);
  const simulation = simulate(bars, buy, sell, start, end, options);
  return { simulation, statistics: summarize(bars, simulation) };
}
