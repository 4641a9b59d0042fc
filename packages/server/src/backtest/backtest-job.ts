import { engineStrategyOf, type ParsedBacktestRequest } from '@nepse/contract';
import {
  allocateBars,
  type BacktestOptions,
  type BacktestScratch,
  backtest,
  ColumnArena,
  epochDay,
  RunBuffers,
  type Strategy,
  type TradedBars,
} from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';
import { backtestSummary, briefSummary } from './backtest-summary';
import { IsoDates } from './iso-dates';

/** Whole summaries (`backtestSummary`) or summaries in brief (`briefSummary`, a sector's first view). */
export type SummaryDetail = 'full' | 'brief';

/** One strategy over some symbols: what a worker (or the request's own thread) is asked to run. */
export interface BacktestJob {
  readonly symbols: readonly string[];
  readonly strategy: Strategy;
  readonly options: BacktestOptions;
  readonly detail: SummaryDetail;
}

/** The job a parsed request asks for on `symbols`, answered in `detail`. */
export function requestJob(
  request: ParsedBacktestRequest,
  symbols: readonly string[],
  detail: SummaryDetail,
): BacktestJob {
  return {
    symbols,
    detail,
    strategy: engineStrategyOf(request.buy, request.sell, request),
    options: {
      initialCapital: request.initialCapital,
      costs: request.costs,
      volumeCapPercent: request.volumeCapPercent,
      fill: request.fill,
      stopLossPercent: request.stopLossPercent,
      takeProfitPercent: request.takeProfitPercent,
      trailingStopPercent: request.trailingStopPercent,
      from: epochDay(request.from),
      to: epochDay(request.to),
    },
  };
}

/**
 * A symbol's adjusted bars, which the engine trades on, with its raw closes as the traded ones, which say what was
 * traded (the engine's lots and the transactions' traded figures), and its raw volumes and stored turnover, which
 * the scan filters used as rules read (a back-tested scan fires where the scan matches).
 */
export type PricesOf = (symbol: string) => TradedBars | undefined;

/** Looks a symbol's prices up in a market snapshot. */
export function snapshotPrices(snapshot: MarketSnapshot): PricesOf {
  return (symbol) => {
    const bars = snapshot.bars(symbol, 'adjusted');
    const raw = snapshot.bars(symbol, 'raw');
    const turnover = snapshot.turnover(symbol);
    if (!bars || !raw) return undefined;
    return { ...bars, tradedClose: raw.close, tradedVolume: raw.volume, ...(turnover && { turnover }) };
  };
}

const NO_PRICES = allocateBars(0);

/**
 * What a thread running job after job reuses from one to the next, owned by whoever runs them (a worker, the
 * back-test routes): the arrays each run writes and its indicators' memory (a summary is made from them before the
 * next run), and the date texts the summaries share.
 */
export interface JobScratch {
  readonly run: BacktestScratch;
  readonly dates: IsoDates;
}

/** New scratch for a thread that runs jobs. */
export function jobScratch(): JobScratch {
  return { run: { buffers: new RunBuffers(), arena: new ColumnArena() }, dates: new IsoDates() };
}

/**
 * The summaries of a job as JSON array items joined by commas, in the job's order; a symbol without bars gets
 * a summary without trades. Written here as text so that a worker hands back one string, not objects. `scratch`
 * is the caller's to reuse (by default, the job's own).
 */
export function runJob(job: BacktestJob, pricesOf: PricesOf, scratch: JobScratch = jobScratch()): string {
  const items: string[] = [];
  for (const symbol of job.symbols) {
    const bars = pricesOf(symbol) ?? NO_PRICES;
    const run = backtest(bars, job.strategy, job.options, scratch.run);
    const summary =
      job.detail === 'full'
        ? backtestSummary(symbol, bars, run, scratch.dates)
        : briefSummary(symbol, bars, run, scratch.dates);
    items.push(JSON.stringify(summary));
  }
  return items.join(',');
}
