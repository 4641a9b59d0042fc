import { engineStrategyOf, type ParsedBacktestRequest } from '@nepse/contract';
import {
  allocateBars,
  type BacktestOptions,
  type Bars,
  backtest,
  ColumnArena,
  epochDay,
  RunBuffers,
  type Strategy,
} from '@nepse/core';
import { backtestSummary } from './backtest-summary';

/** One strategy over some symbols: what a worker (or the request's own thread) is asked to run. */
export interface BacktestJob {
  readonly symbols: readonly string[];
  readonly strategy: Strategy;
  readonly options: BacktestOptions;
}

/** The job a parsed request asks for on `symbols`. */
export function requestJob(request: ParsedBacktestRequest, symbols: readonly string[]): BacktestJob {
  return {
    symbols,
    strategy: engineStrategyOf(request.buy, request.sell),
    options: {
      initialCapital: request.initialCapital,
      costs: request.costs,
      fill: request.fill,
      from: epochDay(request.from),
      to: epochDay(request.to),
    },
  };
}

const NO_BARS = allocateBars(0);

/**
 * The summaries of a job as JSON array items joined by commas, in the job's order; a symbol without bars gets
 * a summary without trades. Written here as text so that a worker hands back one string, not objects.
 */
export function runJob(job: BacktestJob, barsOf: (symbol: string) => Bars | undefined): string {
  const items: string[] = [];
  for (const symbol of job.symbols) {
    const bars = barsOf(symbol) ?? NO_BARS;
    const run = backtest(bars, job.strategy, job.options, scratch);
    items.push(JSON.stringify(backtestSummary(symbol, bars, run)));
  }
  return items.join(',');
}

/** The arrays each run writes and its indicators' memory, reused: a summary is made from them before the next run. */
const scratch = { buffers: new RunBuffers(), arena: new ColumnArena() };
