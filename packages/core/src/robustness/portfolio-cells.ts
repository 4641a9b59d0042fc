import { IndicatorCache } from '../backtest/indicator-cache';
import type { TradedBars } from '../backtest/traded-bars';
import { ColumnArena } from '../indicators/column-arena';
import { type PortfolioRun, portfolioBacktest } from '../portfolio/portfolio-backtest';
import type { PortfolioOptions } from '../portfolio/portfolio-simulate';
import type { SweepCell } from './run-cells';

/** The portfolio settings a sweep keeps the same in every cell (the cells vary rules and price exits only). */
export type PortfolioCellSettings = Pick<
  PortfolioOptions,
  'maxPositions' | 'sizing' | 'sizingPercent' | 'rankBy'
>;

/**
 * Runs every cell as one portfolio over the whole universe, handing each run to `visit` in grid order. Each
 * stock's indicator cache is made once and shared by the cells, so an indicator is computed once per stock and
 * distinct set of parameters; each run is exactly the single portfolio back-test of its cell.
 */
export function runPortfolioCells(
  universe: readonly { readonly symbol: string; readonly bars: TradedBars }[],
  cells: readonly SweepCell[],
  settings: PortfolioCellSettings,
  visit: (cell: number, run: PortfolioRun) => void,
): void {
  const arena = new ColumnArena();
  const caches = universe.map(({ bars }) => new IndicatorCache(bars, arena));
  for (let cell = 0; cell < cells.length; cell++) {
    const { strategy, options } = cells[cell]!;
    const { maxPositions, sizing, sizingPercent, rankBy } = settings;
    const portfolio = { ...options, maxPositions, sizing, sizingPercent, rankBy };
    visit(cell, portfolioBacktest(universe, strategy, portfolio, caches));
  }
}
