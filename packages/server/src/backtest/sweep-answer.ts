import {
  cellValues,
  type ParsedSweepRequest,
  SWEEP_STATISTIC_FIELDS,
  type SweepAxis,
  type SweepCell,
  type SweepResponse,
} from '@nepse/contract';
import { type BestCell, bestCell, median, SWEEP_STATISTICS } from '@nepse/core';
import type { CellFigures } from './robustness-job';

const FIGURES = 5;

/**
 * The cells of a sweep from each symbol's figures (null for a symbol without a session in the range): a stock's
 * own, or, for a sector, each figure's median across the stocks that have it. `stocks` counts those with the
 * statistic.
 */
export function sweepCells(
  axes: readonly SweepAxis[],
  parts: readonly (CellFigures[] | null)[],
): SweepCell[] {
  const present = parts.filter((p): p is CellFigures[] => p !== null);
  const count = axes.reduce((n, a) => n * a.values.length, 1);
  return Array.from({ length: count }, (_, cell) => {
    const figures: (number | null)[] = [];
    for (let f = 0; f < FIGURES; f++) {
      const values = present.map((p) => p[cell]?.[f]).filter((v): v is number => typeof v === 'number');
      figures.push(median(values));
    }
    const [statistic, profit, drawdown, sharpe, trades] = figures as CellFigures;
    return {
      values: cellValues(axes, cell),
      statistic,
      profit_percentage: profit,
      max_drawdown_percentage: drawdown,
      sharpe_ratio: sharpe,
      total_trades: trades,
      stocks: present.filter((p) => typeof p[cell]?.[0] === 'number').length,
    };
  });
}

const two = (value: number) => value.toFixed(2).replace(/\.00$/, '');

/**
 * The warnings on the best cell, each a sentence with its figures: a value on the edge of its field's grid (the
 * edge may be better still), and a lone peak (its neighbourhood's median below half of it; for drawdown, worse by
 * more than half).
 */
export function sweepWarnings(sweep: ParsedSweepRequest, best: BestCell | null): string[] {
  if (!best) return [];
  const warnings: string[] = [];
  const values = cellValues(sweep.axes, best.cell);
  sweep.axes.forEach((axis, a) => {
    const n = axis.values.length;
    const value = values[a]!;
    if (n >= 2 && (value === axis.values[0] || value === axis.values[n - 1])) {
      warnings.push(
        `The best ${axis.label}, ${value}, sits on the edge of the grid (${axis.values[0]} to ${axis.values[n - 1]}): the edge may be better still.`,
      );
    }
  });
  if (best.isolated) {
    const label = SWEEP_STATISTIC_FIELDS[sweep.statistic].label;
    const lower = SWEEP_STATISTICS[SWEEP_STATISTIC_FIELDS[sweep.statistic].core] === 'lower';
    warnings.push(
      `The best cell's ${label}, ${two(best.statistic)}, stands alone: the median of its neighbours is ` +
        `${two(best.neighbourhoodMedian)}, ${lower ? 'worse by more than half' : 'below half of it'}. A small change ` +
        'of the parameters loses most of it, so it may be luck.',
    );
  }
  return warnings;
}

/** The answer's cells, best cell and warnings. */
export function sweepAnswer(
  sweep: ParsedSweepRequest,
  target: SweepResponse['target'],
  parts: readonly (CellFigures[] | null)[],
): SweepResponse {
  const cells = sweepCells(sweep.axes, parts);
  const better = SWEEP_STATISTICS[SWEEP_STATISTIC_FIELDS[sweep.statistic].core];
  const best = bestCell(
    cells.map((c) => c.statistic),
    sweep.axes.map((a) => a.values.length),
    better,
  );
  return {
    statistic: sweep.statistic,
    target,
    axes: sweep.axes,
    cells,
    best: best && {
      cell: best.cell,
      values: cellValues(sweep.axes, best.cell),
      statistic: best.statistic,
      on_edge: best.onEdge,
      neighbourhood_median: best.neighbourhoodMedian,
      isolated: best.isolated,
    },
    warnings: sweepWarnings(sweep, best),
  };
}
