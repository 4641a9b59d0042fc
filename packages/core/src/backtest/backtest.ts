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
  const buy = strategySignal(strategy.buy, cache, start, end);
  const sell = strategySignal(strategy.sell, cache, start, end);
  const simulation = simulate(bars, buy, sell, start, end, options);
  return { simulation, statistics: summarize(bars, simulation) };
}
