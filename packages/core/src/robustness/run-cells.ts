import { type BacktestOptions, type BacktestRun, backtest } from '../backtest/backtest';
import { IndicatorCache } from '../backtest/indicator-cache';
import type { Strategy } from '../backtest/rule';
import { RunBuffers } from '../backtest/run-buffers';
import type { TradedBars } from '../backtest/traded-bars';

/** One cell of a sweep: the strategy and options with the cell's values in place. */
export interface SweepCell {
  readonly strategy: Strategy;
  readonly options: BacktestOptions;
}

/**
 * Runs every cell on one symbol's bars, handing each run to `visit` before the next starts (its curve and trades
 * are views of arrays the next run reuses). The cells share one indicator cache, so an indicator is computed once
 * per distinct set of parameters however many cells read it: a 400-cell sweep of two SMA lengths computes 40
 * averages, not 800. Each run is exactly the single back-test of its cell (the cache only spares recomputing).
 */
export function runCells(
  bars: TradedBars,
  cells: readonly SweepCell[],
  visit: (cell: number, run: BacktestRun) => void,
  cache: IndicatorCache = new IndicatorCache(bars),
  buffers: RunBuffers = new RunBuffers(),
): void {
  for (let cell = 0; cell < cells.length; cell++) {
    const { strategy, options } = cells[cell]!;
    visit(cell, backtest(bars, strategy, options, { cache, buffers }));
  }
}
