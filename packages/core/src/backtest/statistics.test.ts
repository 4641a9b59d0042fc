import { describe, expect, it } from 'vitest';
import { dailyBars, firesOn } from '../../test-support/daily-bars';
import { simulate } from './simulate';
import { equityMeasures, sessionsPerYear, sharpeRatio, summarize } from './statistics';

describe('summary statistics, worked by hand', () => {
  // Without costs, Rs 1,000: 100 shares bought at 10 (bar 1) and sold at 15 (bar 3): +500, +50 %;
  // 100 bought at 15 (bar 5) and sold at 12 (bar 7): -300, -20 %; 100 bought at 12 (bar 9), open at the last
  // close 14: final capital 1,400.
  const bars = dailyBars(
    [
      [10, 10],
      [10, 12],
      [12, 12],
      [15, 15],
      [15, 15],
      [15, 12],
      [12, 12],
      [12, 12],
      [12, 13],
      [12, 14],
    ].map(([open, close], i) => ({
      date: `2024-01-${String(i + 1).padStart(2, '0')}`,
      open: open!,
      close: close!,
    })),
  );
  const run = simulate(bars, firesOn(10, [0, 4, 8]), firesOn(10, [2, 6]), 0, 9, {
    initialCapital: 1_000,
    costs: 'off',
    fill: 'next_open',
  });
  const stats = summarize(bars, run);

  it('counts trades and their returns', () => {
    expect(stats).toMatchObject({
      totalTrades: 3,
      closedTrades: 2,
      positiveTrades: 1,
      negativeTrades: 1,
      highestReturnPercentage: 50,
      lowestReturnPercentage: -20,
      winRatePercentage: 50,
      feesPaid: 0,
      // Held 2024-01-02 .. 01-04 and 01-06 .. 01-08.
      averageHoldingDays: 2,
    });
    expect(stats.profitPercentage).toBeCloseTo(40, 12);
    // Gross profit 500 / gross loss 300.
    expect(stats.profitFactor).toBeCloseTo(5 / 3, 12);
    // Closes 10 -> 14.
    expect(stats.buyAndHoldReturnPercentage).toBeCloseTo(40, 12);
  });

  it('measures exposure, drawdown, CAGR and Sharpe from the equity', () => {
    // Equity 1000, 1200, 1200, 1500, 1500, 1200, 1200, 1200, 1200, 1400; held at the closes of bars 1, 2, 5, 6, 9.
    expect([...run.equity]).toEqual([1000, 1200, 1200, 1500, 1500, 1200, 1200, 1200, 1200, 1400]);
    expect(stats.exposurePercentage).toBe(50);
    // 1,500 -> 1,200 is the deepest fall: 20 %.
    expect(stats.maxDrawdownPercentage).toBeCloseTo(20, 12);
    // 1.4 over 9 calendar days: 1.4 ^ (365.25 / 9) - 1.
    expect(stats.cagrPercentage).toBeCloseTo((1.4 ** (365.25 / 9) - 1) * 100, 6);
    // Returns 0, .2, 0, .25, 0, -.2, 0, 0, 0, 1/6: mean 0.0416667, sample deviation 0.1303485, ratio 0.3196558,
    // annualised by 10 sessions in 9 days = 365.25 a year.
    expect(sessionsPerYear(bars.date)).toBeCloseTo(365.25, 12);
    expect(stats.sharpeRatio).toBeCloseTo(0.319655809 * Math.sqrt(365.25), 6);
  });

  it('gives no figure where none exists', () => {
    const flat = simulate(bars, firesOn(10, []), firesOn(10, []), 0, 9, {
      initialCapital: 1_000,
      costs: 'dated',
      fill: 'next_open',
    });
    expect(summarize(bars, flat)).toMatchObject({
      totalTrades: 0,
      highestReturnPercentage: null,
      lowestReturnPercentage: null,
      winRatePercentage: null,
      profitFactor: null,
      averageHoldingDays: null,
      sharpeRatio: null,
      maxDrawdownPercentage: 0,
      profitPercentage: 0,
      exposurePercentage: 0,
    });
    const empty = simulate(bars, firesOn(10, [0]), firesOn(10, []), 3, 2, {
      initialCapital: 1_000,
      costs: 'dated',
      fill: 'next_open',
    });
    expect(summarize(bars, empty)).toMatchObject({
      totalTrades: 0,
      buyAndHoldReturnPercentage: null,
      cagrPercentage: null,
      sharpeRatio: null,
      exposurePercentage: 0,
    });
  });
});

describe('equity measures', () => {
  it('draws down from the initial capital too', () => {
    expect(equityMeasures(new Float64Array([90, 120, 60]), 100).maxDrawdownPercentage).toBeCloseTo(50, 12);
    expect(equityMeasures(new Float64Array([80, 90]), 100).maxDrawdownPercentage).toBeCloseTo(20, 12);
  });

  it('takes the mean and sample deviation of the returns', () => {
    // Returns 0.1, -0.1, 0.5: mean 1/6, deviation sqrt(((-1/15)^2 + (-4/15)^2 + (1/3)^2) / 2) = 0.305505.
    const m = equityMeasures(new Float64Array([110, 99, 148.5]), 100);
    expect(m.returns).toBe(3);
    expect(m.meanReturn).toBeCloseTo(1 / 6, 12);
    expect(m.returnDeviation).toBeCloseTo(0.305505046, 8);
  });

  it('has no Sharpe ratio without variation or without a year length', () => {
    expect(sharpeRatio(equityMeasures(new Float64Array([100, 100, 100]), 100), 250)).toBeNull();
    expect(sharpeRatio(equityMeasures(new Float64Array([100, 110]), 100), null)).toBeNull();
    expect(sessionsPerYear(new Int32Array([5]))).toBeNull();
  });
});
