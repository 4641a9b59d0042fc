import type { SweepResponse } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { sweepCell as cell } from '../../../../test-support/sweep-cell';
import { sweepGridTable } from './sweep-grid-table';

const grid: SweepResponse = {
  statistic: 'profit_percentage',
  target: 'symbol',
  axes: [
    { side: 'buy', rule: 0, field: 'value', label: 'Buy rule 1 (SMA): Period', values: [10, 20] },
    { side: 'exit', rule: 0, field: 'stopLossPercent', label: 'Stop-loss %', values: [2, 4, 6] },
  ],
  cells: [
    cell([10, 2], 4),
    cell([10, 4], null),
    cell([10, 6], -1.5),
    cell([20, 2], 12.5),
    cell([20, 4], 9),
    cell([20, 6], 7),
  ],
  best: {
    cell: 3,
    values: [20, 2],
    statistic: 12.5,
    on_edge: true,
    neighbourhood_median: 9,
    isolated: false,
  },
  warnings: [],
};

describe('sweepGridTable', () => {
  it('lays the cells out as the heatmap does, the first field down and the second across, the best marked', () => {
    const table = sweepGridTable(grid);
    expect(table.columns).toEqual(['Buy rule 1 (SMA): Period / Stop-loss %', '2', '4', '6']);
    expect(table.rows()).toEqual([
      ['10', '4.00%', '—', '-1.50%'],
      ['20', '12.50% (the best)', '9.00%', '7.00%'],
    ]);
  });

  it('has no rows for a sweep of one field, which its line chart tables', () => {
    const line = { ...grid, axes: grid.axes.slice(0, 1) };
    expect(sweepGridTable(line).rows()).toEqual([]);
  });
});
