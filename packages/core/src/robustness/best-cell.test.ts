import { describe, expect, it } from 'vitest';
import { bestCell } from './best-cell';

describe('the best cell of a sweep', () => {
  it('takes the highest statistic, the first in grid order on a tie, and no null', () => {
    expect(bestCell([1, 5, null, 5, 2], [5], 'higher')?.cell).toBe(1);
    expect(bestCell([null, null], [2], 'higher')).toBeNull();
    // Lower is better for drawdown.
    expect(bestCell([8, 3, 3, 9], [4], 'lower')?.cell).toBe(1);
  });

  it('warns on the edge of an axis', () => {
    // A 3 x 3 grid, rows the first axis: the best in the middle, then in a corner.
    const middle = bestCell([1, 1, 1, 1, 9, 8, 1, 8, 1], [3, 3], 'higher')!;
    expect(middle.cell).toBe(4);
    expect(middle.onEdge).toBe(false);
    const corner = bestCell([9, 8, 1, 8, 8, 1, 1, 1, 1], [3, 3], 'higher')!;
    expect(corner.cell).toBe(0);
    expect(corner.onEdge).toBe(true);
  });

  it('warns when the neighbourhood median is below half the best, by hand', () => {
    // Cell 4's neighbourhood is all nine cells: sorted 1 1 1 1 1 1 8 8 9, median 1 < 9 / 2.
    const peak = bestCell([1, 1, 1, 1, 9, 8, 1, 8, 1], [3, 3], 'higher')!;
    expect(peak.neighbourhoodMedian).toBe(1);
    expect(peak.isolated).toBe(true);
    // Corner cell 0's neighbours are cells 0, 1, 3, 4: 9, 8, 8, 8, median 8 >= 4.5.
    const plateau = bestCell([9, 8, 1, 8, 8, 1, 1, 1, 1], [3, 3], 'higher')!;
    expect(plateau.neighbourhoodMedian).toBe(8);
    expect(plateau.isolated).toBe(false);
    // One axis: the cell and one value either side; nulls are left out.
    const line = bestCell([2, null, 10, 4, 3], [5], 'higher')!;
    expect(line.neighbourhoodMedian).toBe(7);
    expect(line.isolated).toBe(false);
    // A best that is a loss has no half to fall below.
    expect(bestCell([-5, -50, -60], [3], 'higher')!.isolated).toBe(false);
  });

  it('warns on drawdown when the neighbourhood is worse by more than half', () => {
    // Best 10; neighbours 10, 16, 14: median 14 <= 15, no warning; with 20 and 18: median 18 > 15.
    expect(bestCell([16, 10, 14], [3], 'lower')!.isolated).toBe(false);
    expect(bestCell([20, 10, 18], [3], 'lower')!.isolated).toBe(true);
  });
});
