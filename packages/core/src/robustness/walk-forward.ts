import { IndicatorCache } from '../backtest/indicator-cache';
import { barRange } from '../backtest/range';
import { RunBuffers } from '../backtest/run-buffers';
import { equityMeasures, sessionsPerYear, sharpeRatio } from '../backtest/statistics';
import { tradeProfit } from '../backtest/trade-log';
import type { TradedBars } from '../backtest/traded-bars';
import { bestCell } from './best-cell';
import { runCells, type SweepCell } from './run-cells';
import { SWEEP_STATISTICS, type SweepStatistic, statisticOf } from './sweep-statistic';

/** Bar indices of one walk-forward window: in-sample sessions, then the out-of-sample ones right after. */
export interface WalkForwardWindow {
  readonly inSampleStart: number;
  readonly inSampleEnd: number;
  readonly outOfSampleStart: number;
  readonly outOfSampleEnd: number;
}

/**
 * Rolling windows over bars [start, end]: window k holds `inSample` sessions from start + k x `outOfSample`, then the
 * `outOfSample` sessions after them, so the out-of-sample stretches follow one another without a gap or overlap.
 * Only whole windows: the sessions after the last one that fits are left out.
 */
export function walkForwardWindows(
  start: number,
  end: number,
  inSample: number,
  outOfSample: number,
): WalkForwardWindow[] {
  const windows: WalkForwardWindow[] = [];
  if (inSample < 1 || outOfSample < 1) return windows;
  for (let from = start; from + inSample + outOfSample - 1 <= end; from += outOfSample) {
    windows.push({
      inSampleStart: from,
      inSampleEnd: from + inSample - 1,
      outOfSampleStart: from + inSample,
      outOfSampleEnd: from + inSample + outOfSample - 1,
    });
  }
  return windows;
}

/** One window's choice and what it gave. */
export interface WalkForwardStep extends WalkForwardWindow {
  /** The cell chosen in sample (grid order). */
  readonly cell: number;
  readonly inSampleStatistic: number | null;
  readonly outOfSampleStatistic: number | null;
  /** The chosen cell's equity over the in-sample sessions, from the initial capital. */
  readonly inSampleEquity: Float64Array;
  /** Its equity over the out-of-sample sessions, from the capital the window before ended with. */
  readonly outOfSampleEquity: Float64Array;
  readonly outOfSampleTrades: number;
}

/** The stitched out-of-sample run's figures. Percentages in percent; null where the figure does not exist. */
export interface StitchedFigures {
  readonly initialCapital: number;
  readonly finalCapital: number;
  readonly profitPercentage: number;
  readonly cagrPercentage: number | null;
  readonly sharpeRatio: number | null;
  readonly maxDrawdownPercentage: number;
  readonly profitFactor: number | null;
  readonly totalTrades: number;
}

/**
 * How much worse the statistic is out of sample than in sample: the mean over the windows of each (windows without
 * the figure left out), `difference` in-sample minus out-of-sample (for drawdown, out minus in), so that above 0 is
 * worse out of sample, and `ratio` out over in (null when in-sample is 0 or a mean is missing).
 */
export interface Degradation {
  readonly inSample: number | null;
  readonly outOfSample: number | null;
  readonly difference: number | null;
  readonly ratio: number | null;
}

export interface WalkForwardResult {
  readonly steps: readonly WalkForwardStep[];
  /** Every window's out-of-sample equity, one after the other. */
  readonly stitchedEquity: Float64Array;
  readonly stitched: StitchedFigures;
  readonly degradation: Degradation;
}

const mean = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? present.reduce((a, b) => a + b, 0) / present.length : null;
};

const DAYS_PER_YEAR = 365.25;

/**
 * Walk-forward of a sweep on one symbol: in each window (walkForwardWindows over the bars of the cells' range), every
 * cell runs over the in-sample sessions and the best by `statistic` (the first in grid order on a tie; the first
 * cell when none has the figure) then runs over the out-of-sample sessions, starting with the capital the window
 * before ended with (an open position valued at its last close, as a run's final capital is). The cells' ranges
 * and initial capital are the first cell's. Source: ours.
 */
export function walkForward(
  bars: TradedBars,
  cells: readonly SweepCell[],
  statistic: SweepStatistic,
  inSample: number,
  outOfSample: number,
): WalkForwardResult {
  const first = cells[0];
  const range = first ? barRange(bars.date, first.options.from, first.options.to) : { start: 0, end: -1 };
  const windows = walkForwardWindows(range.start, range.end, inSample, outOfSample);
  const cache = new IndicatorCache(bars);
  const buffers = new RunBuffers();
  const initialCapital = first?.options.initialCapital ?? 0;
  const better = SWEEP_STATISTICS[statistic];
  const steps: WalkForwardStep[] = [];
  const stitchedEquity = new Float64Array(windows.length * outOfSample);
  let capital = initialCapital;
  let totalTrades = 0;
  let grossProfit = 0;
  let grossLoss = 0;
  for (const window of windows) {
    const inRange = { from: bars.date[window.inSampleStart]!, to: bars.date[window.inSampleEnd]! };
    const figures: (number | null)[] = [];
    const inSampleCells = cells.map((c) => ({ strategy: c.strategy, options: { ...c.options, ...inRange } }));
    runCells(
      bars,
      inSampleCells,
      (_, run) => figures.push(statisticOf(run.statistics, statistic)),
      cache,
      buffers,
    );
    const cell = bestCell(figures, [cells.length], better)?.cell ?? 0;
    const chosen = inSampleCells[cell]!;
    let inSampleEquity = new Float64Array(0);
    runCells(
      bars,
      [chosen],
      (_, run) => {
        inSampleEquity = run.simulation.equity.slice();
      },
      cache,
      buffers,
    );
    const outRange = { from: bars.date[window.outOfSampleStart]!, to: bars.date[window.outOfSampleEnd]! };
    const outCell = {
      strategy: chosen.strategy,
      options: { ...chosen.options, ...outRange, initialCapital: capital },
    };
    runCells(
      bars,
      [outCell],
      (_, run) => {
        const { simulation } = run;
        const trades = simulation.trades;
        const open = trades.count > 0 && trades.sellIndex[trades.count - 1] === -1;
        for (let row = 0; row < (open ? trades.count - 1 : trades.count); row++) {
          const profit = tradeProfit(trades, row);
          if (profit > 0) grossProfit += profit;
          else grossLoss -= profit;
        }
        totalTrades += trades.count;
        stitchedEquity.set(simulation.equity, steps.length * outOfSample);
        steps.push({
          ...window,
          cell,
          inSampleStatistic: figures[cell] ?? null,
          outOfSampleStatistic: statisticOf(run.statistics, statistic),
          inSampleEquity,
          outOfSampleEquity: simulation.equity.slice(),
          outOfSampleTrades: trades.count,
        });
        capital = simulation.finalCapital;
      },
      cache,
      buffers,
    );
  }
  const measures = equityMeasures(stitchedEquity, initialCapital);
  const lastWindow = windows[windows.length - 1];
  const years =
    windows.length > 0 && lastWindow
      ? (bars.date[lastWindow.outOfSampleEnd]! - bars.date[windows[0]!.outOfSampleStart]!) / DAYS_PER_YEAR
      : 0;
  const inMean = mean(steps.map((s) => s.inSampleStatistic));
  const outMean = mean(steps.map((s) => s.outOfSampleStatistic));
  const difference =
    inMean === null || outMean === null ? null : better === 'higher' ? inMean - outMean : outMean - inMean;
  return {
    steps,
    stitchedEquity,
    stitched: {
      initialCapital,
      finalCapital: capital,
      profitPercentage: initialCapital > 0 ? (capital / initialCapital - 1) * 100 : 0,
      cagrPercentage:
        years > 0 && initialCapital > 0 ? ((capital / initialCapital) ** (1 / years) - 1) * 100 : null,
      sharpeRatio: sharpeRatio(measures, sessionsPerYear(bars.date)),
      maxDrawdownPercentage: measures.maxDrawdownPercentage,
      profitFactor: grossLoss > 0 ? grossProfit / grossLoss : null,
      totalTrades,
    },
    degradation: {
      inSample: inMean,
      outOfSample: outMean,
      difference,
      ratio: inMean === null || outMean === null || inMean === 0 ? null : outMean / inMean,
    },
  };
}
