import type { SweepResponse, WalkForward } from '@nepse/contract';
import { monteCarlo } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { sweepCell as cell } from '../../../../test-support/sweep-cell';
import { monteCarloSentence, sweepSentence, walkForwardSentence } from './robustness-sentences';

const sweep: SweepResponse = {
  statistic: 'profit_percentage',
  target: 'symbol',
  axes: [{ side: 'buy', rule: 0, field: 'value', label: 'Buy rule 1 (SMA): Period', values: [10, 20, 30] }],
  cells: [cell([10], 4), cell([20], 12.5), cell([30], 9)],
  best: { cell: 1, values: [20], statistic: 12.5, on_edge: false, neighbourhood_median: 9, isolated: false },
  warnings: [],
};

describe('the sentences of the Robustness tab', () => {
  it('says where the best cell is and the spread of the grid', () => {
    expect(sweepSentence(sweep)).toBe(
      'Across 3 cells the Return % runs from 4.00% to 12.50%; the best, 12.50%, comes at SMA period 20. Its ' +
        'neighbours do about as well (median 9.00%), so the choice is not a lone peak.',
    );
    // With a warning the server's sentence says the rest.
    expect(sweepSentence({ ...sweep, warnings: ['The best ...'] })).not.toContain('neighbours');
    expect(sweepSentence({ ...sweep, best: null })).toContain('No cell of the grid has a Return %');
  });

  it('says whether the figures are a sector median or one portfolio', () => {
    const none = { ...sweep, best: null };
    expect(sweepSentence({ ...none, target: 'portfolio' })).toBe(
      'No cell of the grid has a Return % (the sector as one portfolio): the strategy made no trade that gives one.',
    );
    expect(sweepSentence({ ...none, target: 'sector' })).toContain("(the median across the sector's stocks)");
  });

  it('compares out of sample with in sample', () => {
    const walk = {
      in_sample: 250,
      out_of_sample: 60,
      windows: [{}, {}, {}],
      statistics: { profit_percentage: 8, max_drawdown_percentage: 11 },
      degradation: { in_sample: 10, out_of_sample: 2, difference: 8, ratio: 0.2 },
    } as unknown as WalkForward;
    expect(walkForwardSentence('profit_percentage', walk)).toBe(
      'Choosing the best cell afresh on 250 sessions and trading it on the next 60, 3 times, made 8.00% out of ' +
        'sample (max drawdown 11.00%). The Return % averaged 10.00% in sample and 2.00% out of sample: out of ' +
        'sample kept 20.00% of it, so little of what the choice promised carried over: the in-sample best was ' +
        'mostly fitted to its own past.',
    );
  });

  it('does not take a share of an in-sample loss', () => {
    const walk = {
      in_sample: 200,
      out_of_sample: 50,
      windows: [{}],
      statistics: { profit_percentage: -68, max_drawdown_percentage: 74 },
      degradation: { in_sample: -12, out_of_sample: -5, difference: -7, ratio: 5 / 12 },
    } as unknown as WalkForward;
    expect(walkForwardSentence('profit_percentage', walk)).toContain(
      'averaged -12.00% in sample and -5.00% out of sample: even the in-sample best did not make a gain to carry over.',
    );
  });

  it("gives the Monte Carlo's percentiles and loss probability", () => {
    const result = monteCarlo([10, -10])!;
    const text = monteCarloSentence(result);
    expect(text).toContain('Drawing its 2 closed trades again 1,000 times');
    expect(text).toContain('5th to 95th percentile -19.00% to 21.00%');
    expect(text).toContain('compound to -1.00%');
  });
});
