import {
  type BenchmarkSummary,
  equalWeightIndexName,
  NEPSE_INDEX_NAME,
  NEPSE_SECTOR_ID,
  SECTORS,
  sectorIndexName,
} from '@nepse/contract';
import {
  barRange,
  benchmarkFigures,
  closesOn,
  firstSessionOnOrAfter,
  type PriceSeries,
  type RunEquity,
  seriesCovers,
} from '@nepse/core';
import type { BacktestJob } from './backtest-job';
import { BenchmarkIndexes, type BenchmarkMarket, wholeHistoryIndex } from './benchmark-indexes';

/**
 * The series a run is measured against, and its name. Its columns are in shared memory, so that a job carrying it
 * reaches every worker without a copy.
 */
export interface BenchmarkSeries extends PriceSeries {
  readonly name: string;
}

/** What the benchmark is chosen from: the market, the run's universe and symbols, its range (days). */
export interface BenchmarkChoice {
  /** NEPSE_SECTOR_ID for a one-symbol run or a NEPSE run (every listed equity), else the sector's id. */
  readonly sectorId: string;
  /** The symbols the run trades: its range is the span of their sessions in [from, to]. */
  readonly symbols: readonly string[];
  readonly from: number;
  readonly to: number;
}

/** The universe's name in an equal-weight index's name. */
const universeName = (sectorId: string) =>
  sectorId === NEPSE_SECTOR_ID
    ? 'all listed equities'
    : (SECTORS.find((s) => s.id === sectorId)?.name ?? `sector ${sectorId}`);

/**
 * The constituents whose returns move the index within [first, last] (days): those with a session after `first`,
 * up to `last`, that is not their first session ever.
 */
function membersIn(
  snapshot: BenchmarkMarket,
  symbols: Iterable<string>,
  first: number,
  last: number,
): number {
  let members = 0;
  for (const symbol of symbols) {
    const date = snapshot.bars(symbol, 'adjusted')?.date;
    if (!date) continue;
    const i = Math.max(1, firstSessionOnOrAfter(date, first + 1));
    if (i < date.length && date[i]! <= last) members++;
  }
  return members;
}

/**
 * The run's benchmark: an index the store holds when it has closes from the run's first session to its last (the
 * span of the run's symbols' sessions in the range): the NEPSE index for a one-symbol run and a NEPSE run, the
 * sector's sub-index for a sector run (the demo market has one per sector; the real data none). Where the store
 * holds no such index, or it does not cover the range, the run is measured against the equal-weight index of its
 * universe (the sector's listed stocks, or every listed equity; and the run's own symbol when it is outside them)
 * over the whole history, on adjusted closes, named with the stocks whose returns move it during the run.
 * `indexes` keeps the series from run to run.
 */
export function chooseBenchmark(
  snapshot: BenchmarkMarket,
  choice: BenchmarkChoice,
  indexes: BenchmarkIndexes = new BenchmarkIndexes(),
): BenchmarkSeries {
  const { sectorId, from, to } = choice;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const symbol of choice.symbols) {
    const date = snapshot.bars(symbol, 'adjusted')?.date;
    if (!date) continue;
    const { start, end } = barRange(date, from, to);
    if (end < start) continue;
    first = Math.min(first, date[start]!);
    last = Math.max(last, date[end]!);
  }
  if (sectorId === NEPSE_SECTOR_ID) {
    const index = indexes.nepse(snapshot);
    if (first <= last && seriesCovers(index, first, last)) return { name: NEPSE_INDEX_NAME, ...index };
  } else {
    const index = indexes.sector(snapshot, sectorId);
    if (index && first <= last && seriesCovers(index, first, last))
      return { name: sectorIndexName(universeName(sectorId)), ...index };
  }
  const listed = snapshot.symbolsOfSector(sectorId);
  // The run's own symbols join the universe's: a one-symbol run of a fund or a delisted stock still has a benchmark.
  const inside = new Set(listed);
  const outside = choice.symbols.filter((symbol) => !inside.has(symbol) && snapshot.bars(symbol, 'adjusted'));
  const universe = outside.length === 0 ? listed : [...listed, ...outside];
  const index =
    outside.length === 0 ? indexes.equalWeight(snapshot, sectorId) : wholeHistoryIndex(snapshot, universe);
  const name = equalWeightIndexName(universeName(sectorId), membersIn(snapshot, universe, first, last));
  return { name, ...index };
}

/**
 * A run's figures against `benchmark` as the answer writes them, each by `figure` (exact, or rounded in brief);
 * null for a run without sessions. `periodsPerYear` annualises as the run's Sharpe ratio does. The portfolio
 * mode calls it with its own equity curve.
 */
export function benchmarkSummary(
  benchmark: BenchmarkSeries,
  run: RunEquity,
  periodsPerYear: number | null,
  figure: (x: number) => number = (x) => x,
): BenchmarkSummary | null {
  const figures = benchmarkFigures(run, benchmark, periodsPerYear);
  if (!figures) return null;
  const nullable = (x: number | null) => (x === null ? null : figure(x));
  return {
    name: benchmark.name,
    return_percentage: figure(figures.returnPercentage),
    excess_return_percentage: figure(figures.excessReturnPercentage),
    beta: nullable(figures.beta),
    alpha_percentage: nullable(figures.alphaPercentage),
    correlation: nullable(figures.correlation),
    tracking_error_percentage: nullable(figures.trackingErrorPercentage),
    information_ratio: nullable(figures.informationRatio),
  };
}

/**
 * The benchmark bought with `initialCapital` at the close of `firstDay` and held, valued at each of `dates`
 * (sorted, none before `firstDay`): the line the equity chart draws beside the run's.
 */
export function benchmarkValues(
  benchmark: BenchmarkSeries,
  firstDay: number,
  dates: Int32Array,
  initialCapital: number,
): number[] {
  const base = closesOn(benchmark, Int32Array.of(firstDay))[0]!;
  return Array.from(closesOn(benchmark, dates), (close) => (initialCapital * close) / base);
}

/**
 * `job` with its benchmark, chosen for its symbols and range in `sectorId`'s universe (`chooseBenchmark`), read from
 * `indexes` when given.
 */
export function withBenchmark<Job extends BacktestJob>(
  snapshot: BenchmarkMarket,
  job: Job,
  sectorId: string,
  indexes?: BenchmarkIndexes,
): Job {
  const { from, to } = job.options;
  const benchmark = chooseBenchmark(snapshot, { sectorId, symbols: job.symbols, from, to }, indexes);
  return { ...job, benchmark };
}
