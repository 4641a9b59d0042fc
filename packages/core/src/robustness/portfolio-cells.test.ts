import { describe, expect, it } from 'vitest';
import { walkBars } from '../../test-support/walk-bars';
import type { Strategy } from '../backtest/rule';
import { portfolioBacktest } from '../portfolio/portfolio-backtest';
import { type PortfolioCellSettings, runPortfolioCells } from './portfolio-cells';
import type { SweepCell } from './run-cells';

const crossing = (fast: number, slow: number): Strategy => {
  const rule = (direction: 'above' | 'below') => ({
    kind: 'sma-crossover' as const,
    direction,
    period1: fast,
    source1: 'close' as const,
    period2: slow,
    source2: 'close' as const,
  });
  return { buy: [rule('above')], sell: [rule('below')] };
};

describe('running a portfolio sweep cell by cell', () => {
  it('gives each cell exactly the single portfolio run of its parameters', () => {
    const universe = [11, 12, 13, 14].map((seed) => ({ symbol: `S${seed}`, bars: walkBars(700, seed) }));
    const first = universe[0]!.bars;
    const settings: PortfolioCellSettings = {
      maxPositions: 2,
      sizing: 'equal',
      sizingPercent: 100,
      rankBy: 'rsi-lowest',
    };
    const cells: SweepCell[] = [];
    for (const fast of [3, 5, 8]) {
      for (const stop of [null, 4]) {
        cells.push({
          strategy: crossing(fast, 21),
          options: {
            initialCapital: 100_000,
            costs: 'dated',
            fill: 'next_open',
            stopLossPercent: stop,
            from: first.date[100]!,
            to: first.date[650]!,
          },
        });
      }
    }
    const seen: number[] = [];
    runPortfolioCells(universe, cells, settings, (cell, run) => {
      seen.push(cell);
      // A fresh run with its own caches.
      const { strategy, options } = cells[cell]!;
      const single = portfolioBacktest(universe, strategy, { ...options, ...settings });
      expect(run.statistics).toEqual(single.statistics);
      expect([...run.simulation.equity]).toEqual([...single.simulation.equity]);
      expect(run.statistics.totalTrades).toBeGreaterThan(0);
    });
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
