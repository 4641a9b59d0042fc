import type { SweepResponse } from '@nepse/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SweepView } from './sweep-view';

const cell = (values: number[], statistic: number | null) => ({
  values,
  statistic,
  profit_percentage: 1,
  max_drawdown_percentage: 5,
  sharpe_ratio: statistic,
  total_trades: statistic === null ? 0 : 4,
  stocks: 1,
});

/** A one-field sweep of the Sharpe ratio whose middle cell made no trade, so has no ratio. */
const line: SweepResponse = {
  statistic: 'sharpe_ratio',
  target: 'symbol',
  axes: [{ side: 'buy', rule: 0, field: 'value', label: 'Buy rule 1 (SMA): Period', values: [10, 20, 30] }],
  cells: [cell([10], 0.5), cell([20], null), cell([30], 1.5)],
  best: { cell: 2, values: [30], statistic: 1.5, on_edge: true, neighbourhood_median: 1.5, isolated: false },
  warnings: [],
};

describe('SweepView', () => {
  it('leaves a cell without a statistic out of its line, its summary and its average, and tables it as none', async () => {
    const { container } = render(<SweepView answer={line} selected={undefined} onSelect={() => {}} />);
    expect(container.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    expect(screen.getByTestId('chart-summary-text').textContent).toBe(
      'Sharpe ratio by Buy rule 1 (SMA): Period: latest 1.50, up 200.00% over the range shown (from 0.50); above ' +
        'its average of 1.00 over the range.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(1)).toEqual(['100.50', '20—', '301.50']);
  });
});
