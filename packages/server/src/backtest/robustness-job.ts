import {
  type BacktestStatistics,
  barRange,
  curveSample,
  IndicatorCache,
  type PortfolioCellSettings,
  runCells,
  runPortfolioCells,
  type SweepCell,
  type SweepStatistic,
  statisticOf,
  type TradedBars,
  walkForward,
} from '@nepse/core';
import { EQUITY_CURVE_POINTS } from './backtest-summary';
import type { IsoDates } from './iso-dates';

/**
 * What a sweep asks of each symbol beside a plain back-test: every cell's run (`sweep`), or, on one stock, a
 * walk-forward of the cells (`walk-forward`). The cells are in grid order, each with its strategy and options.
 * A portfolio sweep is a `sweep` task on a job in portfolio mode: then the one part is every cell's portfolio run
 * over all the job's symbols (`sweepPortfolio`), as the stocks share the capital.
 */
export type RobustnessTask =
  | { readonly kind: 'sweep'; readonly cells: readonly SweepCell[]; readonly statistic: SweepStatistic }
  | {
      readonly kind: 'walk-forward';
      readonly cells: readonly SweepCell[];
      readonly statistic: SweepStatistic;
      readonly inSample: number;
      readonly outOfSample: number;
    };

/** One cell's figures on one symbol: [statistic, return %, max drawdown %, Sharpe, trades], null where missing. */
export type CellFigures = [number | null, number | null, number | null, number | null, number | null];

/** A run's figures as a cell carries them. */
function cellFigures(s: BacktestStatistics, statistic: SweepStatistic): CellFigures {
  return [
    statisticOf(s, statistic),
    s.profitPercentage,
    s.maxDrawdownPercentage,
    s.sharpeRatio,
    s.totalTrades,
  ];
}

/**
 * One symbol's sweep: each cell's figures, in grid order, or null for a symbol without a session in the range
 * (left out of a sector's medians rather than counted as a flat run).
 */
export function sweepSymbol(
  bars: TradedBars,
  task: { cells: readonly SweepCell[]; statistic: SweepStatistic },
) {
  const first = task.cells[0];
  if (!first) return [];
  const { start, end } = barRange(bars.date, first.options.from, first.options.to);
  if (end < start) return null;
  const figures: CellFigures[] = [];
  runCells(
    bars,
    task.cells,
    (_, { statistics }) => {
      figures.push(cellFigures(statistics, task.statistic));
    },
    new IndicatorCache(bars),
  );
  return figures;
}

/**
 * A portfolio's sweep: each cell's figures, in grid order, from the cell's portfolio run over the whole universe
 * (the portfolio's own statistics, not a median across stocks); null where no stock has a session in the range.
 */
export function sweepPortfolio(
  universe: readonly { readonly symbol: string; readonly bars: TradedBars }[],
  task: { cells: readonly SweepCell[]; statistic: SweepStatistic },
  settings: PortfolioCellSettings,
): CellFigures[] | null {
  const figures: CellFigures[] = [];
  let sessions = 0;
  runPortfolioCells(universe, task.cells, settings, (_, { statistics: s, simulation }) => {
    sessions = Math.max(sessions, simulation.sessions.length);
    figures.push(cellFigures(s, task.statistic));
  });
  return task.cells.length > 0 && sessions === 0 ? null : figures;
}

/** An equity curve as the summaries carry one: at most EQUITY_CURVE_POINTS points, with their dates. */
function curveOf(equity: Float64Array, dateOf: (i: number) => string) {
  const points = curveSample(equity, EQUITY_CURVE_POINTS);
  return {
    dates: Array.from(points, (i) => dateOf(i)),
    values: Array.from(points, (i) => equity[i]!),
  };
}

const returnOf = (equity: Float64Array, initial: number) =>
  equity.length > 0 && initial > 0 ? (equity[equity.length - 1]! / initial - 1) * 100 : 0;

/**
 * A walk-forward of the task's cells on one stock, as the answer's `walk_forward` (but the cells' values, which
 * the route knows): each window's dates, chosen cell and figures, the stitched out-of-sample equity, and beside it
 * what the in-sample runs promised: over the same sessions, the equity grown in each window at its in-sample
 * return per session (compounded), so that the two lines part where out of sample fell short. Then the stitched
 * figures and the degradation.
 */
export function walkForwardSymbol(
  bars: TradedBars,
  task: Extract<RobustnessTask, { kind: 'walk-forward' }>,
  dates: IsoDates,
) {
  const result = walkForward(bars, task.cells, task.statistic, task.inSample, task.outOfSample);
  const day = (i: number) => dates.of(bars.date[i]!);
  const initial = task.cells[0]?.options.initialCapital ?? 0;
  const outDates: number[] = [];
  const promised = new Float64Array(result.stitchedEquity.length);
  let level = initial;
  let capital = initial;
  const windows = result.steps.map((step) => {
    const inReturn = returnOf(step.inSampleEquity, initial);
    const perSession = (1 + inReturn / 100) ** (1 / Math.max(1, step.inSampleEquity.length));
    for (let i = step.outOfSampleStart; i <= step.outOfSampleEnd; i++) {
      level *= perSession;
      promised[outDates.length] = level;
      outDates.push(i);
    }
    const outReturn = returnOf(step.outOfSampleEquity, capital);
    capital = step.outOfSampleEquity[step.outOfSampleEquity.length - 1] ?? capital;
    return {
      cell: step.cell,
      in_sample_from: day(step.inSampleStart),
      in_sample_to: day(step.inSampleEnd),
      out_of_sample_from: day(step.outOfSampleStart),
      out_of_sample_to: day(step.outOfSampleEnd),
      in_sample_statistic: step.inSampleStatistic,
      out_of_sample_statistic: step.outOfSampleStatistic,
      in_sample_return_percentage: inReturn,
      out_of_sample_return_percentage: outReturn,
      out_of_sample_trades: step.outOfSampleTrades,
    };
  });
  const s = result.stitched;
  const d = result.degradation;
  return {
    in_sample: task.inSample,
    out_of_sample: task.outOfSample,
    windows,
    stitched_equity: curveOf(result.stitchedEquity, (i) => day(outDates[i]!)),
    in_sample_equity: curveOf(promised, (i) => day(outDates[i]!)),
    statistics: {
      initial_capital: s.initialCapital,
      final_capital: s.finalCapital,
      profit_percentage: s.profitPercentage,
      cagr_percentage: s.cagrPercentage,
      sharpe_ratio: s.sharpeRatio,
      max_drawdown_percentage: s.maxDrawdownPercentage,
      profit_factor: s.profitFactor,
      total_trades: s.totalTrades,
    },
    degradation: {
      in_sample: d.inSample,
      out_of_sample: d.outOfSample,
      difference: d.difference,
      ratio: d.ratio,
    },
  };
}

/** One symbol's part of a robustness task, as JSON (what a worker hands back). */
export function runRobustnessChunk(task: RobustnessTask, bars: TradedBars, dates: IsoDates): string {
  return JSON.stringify(
    task.kind === 'sweep' ? sweepSymbol(bars, task) : walkForwardSymbol(bars, task, dates),
  );
}
