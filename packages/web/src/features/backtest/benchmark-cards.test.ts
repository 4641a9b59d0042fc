import { describe, expect, it } from 'vitest';
import { benchmarkCards } from './benchmark-cards';

describe("the benchmark's cards", () => {
  it("show each figure in a trader's words, a missing one as a dash", () => {
    const cards = benchmarkCards({
      name: 'Equal-weight index of Hydro Power (12 stocks)',
      return_percentage: 12.345,
      excess_return_percentage: -3.5,
      beta: 0.8123,
      alpha_percentage: 4.2,
      correlation: null,
      tracking_error_percentage: 18.25,
      information_ratio: -0.19,
    });
    expect(cards.map((c) => [c.label, c.value])).toEqual([
      ['Benchmark Return', '12.35%'],
      ['Excess Return', '-3.50%'],
      ['Beta', '0.81'],
      ['Alpha (a Year)', '4.20%'],
      ['Correlation', '—'],
      ['Tracking Error', '18.25%'],
      ['Information Ratio', '-0.19'],
    ]);
    // The return's hint names the benchmark; a loss against it is coloured as one.
    expect(cards[0]?.hint).toContain('Equal-weight index of Hydro Power (12 stocks)');
    expect(cards[1]?.tone).toContain('red');
    expect(cards[0]?.tone).toContain('emerald');
  });
});
