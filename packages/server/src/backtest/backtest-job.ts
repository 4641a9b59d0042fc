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
import type { RankHistory } from '../market/rank-history';
import { backtestSummary, briefSummary } from './backtest-summary';
import { IsoDates } from './iso-dates';
import { type PortfolioJob, portfolioAnswer } from './portfolio-answer';
import { type RobustnessTask, runRobustnessChunk, sweepPortfolio } from './robustness-job';
import type { BenchmarkSeries } from './run-benchmark';

/** Whole summaries (`backtestSummary`) or summaries in brief (`briefSummary`, a sector's first view). */
export type SummaryDetail = 'full' | 'brief';

/** One strategy over some symbols: what a worker (or the request's own thread) is asked to run. */
export interface BacktestJob {
  readonly symbols: readonly string[];
  readonly strategy: Strategy;
  readonly options: BacktestOptions;
  readonly detail: SummaryDetail;
  /** What each symbol's run is measured against (`chooseBenchmark`); absent, the summaries have none. */
  readonly benchmark?: BenchmarkSeries;
  /** A sweep or walk-forward: each symbol answers its cells' figures instead of a summary (robustness-job.ts). */
  readonly robustness?: RobustnessTask;
  /** Present for a sector run in portfolio mode: one capital over every symbol, answered as one object. */
  readonly portfolio?: PortfolioJob;
  /** Its rules read the RS rank: its bars carry the market's rank column, which other jobs never wait for. */
  readonly readsRank?: true;
}

/** The job a parsed request asks for on `symbols`, answered in `detail`. */
export function requestJob(
  request: ParsedBacktestRequest,
  symbols: readonly string[],
  detail: SummaryDetail,
): BacktestJob {
  const readsRank = [...request.buy, ...request.sell].some(
    (rule) => rule.kind === 'filter' && rule.name === 'rs-rank',
  );
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
    ...(request.mode === 'portfolio' ? { portfolio: { sector: request.sector, ...request.portfolio } } : {}),
    ...(readsRank && { readsRank }),
  };
}

/**
 * The parts a job is cut into for the workers: one per symbol, each answered as one summary; a portfolio is one
 * part (its stocks share the capital), answered as one object.
 */
export function jobChunks(job: BacktestJob): number {
  return job.portfolio ? 1 : job.symbols.length;
}

/** Chunk `chunk` of a job: that symbol's run, or the whole portfolio. */
export function chunkJob(job: BacktestJob, chunk: number): BacktestJob {
  return job.portfolio ? job : { ...job, symbols: [job.symbols[chunk]!] };
}

/**
 * A symbol's adjusted bars, which the engine trades on, with its raw closes as the traded ones, which say what was
 * traded (the engine's lots and the transactions' traded figures), and its raw volumes, stored turnover and (for a
 * job reading it) RS rank, which the scan filters used as rules read (a back-tested scan fires where the scan matches).
 */
export type PricesOf = (symbol: string) => TradedBars | undefined;

/** Looks a symbol's prices up in a market snapshot, with its rank column when given the market's `ranks`. */
export function snapshotPrices(snapshot: MarketSnapshot, ranks?: RankHistory): PricesOf {
  return (symbol) => {
    const bars = snapshot.bars(symbol, 'adjusted');
    const raw = snapshot.bars(symbol, 'raw');
    const turnover = snapshot.turnover(symbol);
    const rsRank = ranks?.(symbol);
    if (!bars || !raw) return undefined;
    return {
      ...bars,
      tradedClose: raw.close,
      tradedVolume: raw.volume,
      ...(turnover && { turnover }),
      ...(rsRank && { rsRank }),
    };
  };
}

/** Each data version's ranks (`keptRankHistory`), asked for only by a job that reads them. */
export type RanksOf = (snapshot: MarketSnapshot) => RankHistory;

/** The market's ranks if `job` reads them: a job that does not never computes them. */
export const jobRanks = (job: BacktestJob, snapshot: MarketSnapshot, ranksOf: RanksOf) =>
  job.readsRank ? ranksOf(snapshot) : undefined;

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
 * a summary without trades. A portfolio job's answer is its one object (a portfolio sweep's, its cells' figures). Written here as text so that a worker hands back one string, not objects. `scratch`
 * is the caller's to reuse (by default, the job's own).
 */
export function runJob(job: BacktestJob, pricesOf: PricesOf, scratch: JobScratch = jobScratch()): string {
  if (job.portfolio && job.robustness?.kind === 'sweep') {
    const universe = job.symbols.map((symbol) => ({ symbol, bars: pricesOf(symbol) ?? NO_PRICES }));
    return JSON.stringify(sweepPortfolio(universe, job.robustness, job.portfolio));
  }
  if (job.portfolio) {
    const { symbols, strategy, options, portfolio } = job;
    return JSON.stringify(
      portfolioAnswer(symbols, strategy, options, portfolio, pricesOf, scratch.dates, job.benchmark),
    );
  }
  const items: string[] = [];
  for (const symbol of job.symbols) {
    const bars = pricesOf(symbol) ?? NO_PRICES;
    if (job.robustness) {
      items.push(runRobustnessChunk(job.robustness, bars, scratch.dates));
      continue;
    }
    const run = backtest(bars, job.strategy, job.options, scratch.run);
    const summary =
      job.detail === 'full'
        ? backtestSummary(symbol, bars, run, scratch.dates, job.benchmark)
        : briefSummary(symbol, bars, run, scratch.dates, job.benchmark);
    items.push(JSON.stringify(summary));
  }
  return items.join(',');
}
