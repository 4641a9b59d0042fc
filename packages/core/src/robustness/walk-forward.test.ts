import { describe, expect, it } from 'vitest';
import { walkBars } from '../../test-support/walk-bars';
import { type BacktestOptions, backtest } from '../backtest/backtest';
import type { Strategy } from '../backtest/rule';
import type { SweepCell } from './run-cells';
import { walkForward, walkForwardWindows } from './walk-forward';

const aboveAverage = (period: number): Strategy => ({
  buy: [{ kind: 'sma', direction: 'above', period, source: 'close', averageSource: 'close' }],
  sell: [{ kind: 'sma', direction: 'below', period, source: 'close', averageSource: 'close' }],
});

describe('walk-forward windows', () => {
  it('roll by the out-of-sample length, whole windows only', () => {
    // Bars 10..40, 10 in sample and 5 out: out-of-sample 20-24, 25-29, 30-34, 35-39; 40 is left over.
    const windows = walkForwardWindows(10, 40, 10, 5);
    expect(
      windows.map((w) => [w.inSampleStart, w.inSampleEnd, w.outOfSampleStart, w.outOfSampleEnd]),
    ).toEqual([
      [10, 19, 20, 24],
      [15, 24, 25, 29],
      [20, 29, 30, 34],
      [25, 34, 35, 39],
    ]);
    expect(walkForwardWindows(0, 8, 5, 5)).toEqual([]);
  });
});

describe('walk-forward of a small grid', () => {
  const bars = walkBars(700, 9);
  const periods = [5, 10, 20, 40];
  const base: BacktestOptions = {
    initialCapital: 100_000,
    costs: 'dated',
    fill: 'next_open',
    from: bars.date[200]!,
    to: bars.date[699]!,
  };
  const cells: SweepCell[] = periods.map((p) => ({ strategy: aboveAverage(p), options: base }));

  it('chooses each window by hand, runs it out of sample and stitches the capital on', () => {
    const result = walkForward(bars, cells, 'profitPercentage', 150, 60);
    // Windows from bar 200: in sample 200-349, out 350-409; then 260-409 / 410-469; ... while out ends <= 699.
    expect(result.steps.length).toBe(5);
    let capital = 100_000;
    const stitched: number[] = [];
    for (const [k, step] of result.steps.entries()) {
      const inFrom = 200 + 60 * k;
      expect(step.inSampleStart).toBe(inFrom);
      expect(step.outOfSampleEnd).toBe(inFrom + 209);
      const inRange = { from: bars.date[inFrom]!, to: bars.date[inFrom + 149]! };
      // Every cell run on its own, the best picked by a plain loop (the first on a tie).
      const profits = periods.map(
        (p) => backtest(bars, aboveAverage(p), { ...base, ...inRange }).statistics.profitPercentage,
      );
      let best = 0;
      for (let c = 1; c < profits.length; c++) if (profits[c]! > profits[best]!) best = c;
      expect(step.cell).toBe(best);
      expect(step.inSampleStatistic).toBe(profits[best]);
      const out = backtest(bars, aboveAverage(periods[best]!), {
        ...base,
        initialCapital: capital,
        from: bars.date[inFrom + 150]!,
        to: bars.date[inFrom + 209]!,
      });
      expect(step.outOfSampleStatistic).toBe(out.statistics.profitPercentage);
      stitched.push(...out.simulation.equity);
      capital = out.simulation.finalCapital;
    }
    // The grid is not flat: the windows do not all choose the same cell, and trades happen out of sample.
    expect(new Set(result.steps.map((s) => s.cell)).size).toBeGreaterThan(1);
    expect(result.stitched.totalTrades).toBeGreaterThan(0);
    expect([...result.stitchedEquity]).toEqual(stitched);
    expect(result.stitched.finalCapital).toBe(capital);
    expect(result.stitched.profitPercentage).toBeCloseTo((capital / 100_000 - 1) * 100, 9);
    // Degradation: the mean in-sample profit less the mean out-of-sample one.
    const inMean = result.steps.reduce((s, w) => s + w.inSampleStatistic!, 0) / 5;
    const outMean = result.steps.reduce((s, w) => s + w.outOfSampleStatistic!, 0) / 5;
    expect(result.degradation.difference).toBeCloseTo(inMean - outMean, 9);
    expect(result.degradation.ratio).toBeCloseTo(outMean / inMean, 9);
  });

  it('turns the difference round for drawdown, where lower is better', () => {
    const result = walkForward(bars, cells, 'maxDrawdownPercentage', 150, 60);
    const { inSample, outOfSample, difference } = result.degradation;
    expect(difference).toBeCloseTo(outOfSample! - inSample!, 9);
    for (const step of result.steps) {
      const inRange = { from: bars.date[step.inSampleStart]!, to: bars.date[step.inSampleEnd]! };
      const drawdowns = periods.map(
        (p) => backtest(bars, aboveAverage(p), { ...base, ...inRange }).statistics.maxDrawdownPercentage,
      );
      expect(step.inSampleStatistic).toBe(Math.min(...drawdowns));
      expect(step.cell).toBe(drawdowns.indexOf(Math.min(...drawdowns)));
    }
  });
});
