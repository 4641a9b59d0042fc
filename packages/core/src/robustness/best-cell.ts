import { median } from '../percentile';
import { cellAt, cellCoordinates } from './sweep-grid';

/** Which way a statistic is better: higher (returns, Sharpe, trades), or lower (drawdown). */
export type Better = 'higher' | 'lower';

/** The best cell of a sweep and how far to trust it. */
export interface BestCell {
  /** The cell's index in grid order. */
  readonly cell: number;
  readonly statistic: number;
  /** It is the first or the last value of some axis of two values or more: past the grid may be better still. */
  readonly onEdge: boolean;
  /** Median statistic of the cells at most one step away on every axis (the cell itself included, 3 x 3 on two axes). */
  readonly neighbourhoodMedian: number;
  /**
   * The neighbourhood is much worse than the cell: its median is below half the cell's statistic (only when that is
   * above 0: half of a loss is no bar), or, where lower is better, above 1.5 times it. A lone peak is likely luck.
   */
  readonly isolated: boolean;
}

/** Whether `a` is strictly better than `b`. */
const beats = (a: number, b: number, better: Better) => (better === 'higher' ? a > b : a < b);

/**
 * The best cell of a sweep whose statistics (null where a cell has none, such as a Sharpe ratio without trades) are
 * in grid order over axes of `lengths` values: the best statistic, the first in grid order on a tie; then the edge
 * and neighbourhood warnings (null statistics left out of the median). Null when no cell has a statistic.
 * Source: ours.
 */
export function bestCell(
  statistics: readonly (number | null)[],
  lengths: readonly number[],
  better: Better,
): BestCell | null {
  let best = -1;
  for (let cell = 0; cell < statistics.length; cell++) {
    const value = statistics[cell];
    if (value === null || value === undefined || Number.isNaN(value)) continue;
    if (best < 0 || beats(value, statistics[best]!, better)) best = cell;
  }
  if (best < 0) return null;
  const statistic = statistics[best]!;
  const at = cellCoordinates(best, lengths);
  const onEdge = at.some((k, axis) => lengths[axis]! >= 2 && (k === 0 || k === lengths[axis]! - 1));
  const around: number[] = [];
  const visit = (axis: number, coordinates: number[]) => {
    if (axis === lengths.length) {
      const value = statistics[cellAt(coordinates, lengths)];
      if (value !== null && value !== undefined && !Number.isNaN(value)) around.push(value);
      return;
    }
    for (let d = -1; d <= 1; d++) {
      const k = at[axis]! + d;
      if (k >= 0 && k < lengths[axis]!) visit(axis + 1, [...coordinates, k]);
    }
  };
  visit(0, []);
  const neighbourhoodMedian = median(around) ?? statistic;
  const isolated =
    better === 'higher'
      ? statistic > 0 && neighbourhoodMedian < statistic / 2
      : neighbourhoodMedian > statistic * 1.5;
  return { cell: best, statistic, onEdge, neighbourhoodMedian, isolated };
}
