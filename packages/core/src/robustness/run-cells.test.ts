import { describe, expect, it } from 'vitest';
import { walkBars } from '../../test-support/walk-bars';
import { backtest } from '../backtest/backtest';
import type { Strategy } from '../backtest/rule';
import { runCells, type SweepCell } from './run-cells';

const crossing = (fast: number, slow: number): Strategy => ({
  buy: [
    {
      kind: 'sma-crossover',
      direction: 'above',
      period1: fast,
      source1: 'close',
      period2: slow,
      source2: 'close',
    },
  ],
  sell: [
    {
      kind: 'sma-crossover',
      direction: 'below',
      period1: fast,
      source1: 'close',
      period2: slow,
      source2: 'close',
    },
  ],
});

describe('running a sweep cell by cell', () => {
  it('gives each cell exactly the single run of its parameters', () => {
    const bars = walkBars(900, 11);
    const cells: SweepCell[] = [];
    for (const fast of [3, 5, 8]) {
      for (const stop of [null, 4, 9]) {
        cells.push({
          strategy: crossing(fast, 21),
          options: {
            initialCapital: 100_000,
            costs: 'dated',
            fill: 'next_open',
            stopLossPercent: stop,
            from: bars.date[100]!,
            to: bars.date[850]!,
          },
        });
      }
    }
    const seen: number[] = [];
    runCells(bars, cells, (cell, run) => {
      seen.push(cell);
      // A fresh run with nothing lent: its own indicators and arrays.
      const single = backtest(bars, cells[cell]!.strategy, cells[cell]!.options);
      expect(run.statistics).toEqual(single.statistics);
      expect([...run.simulation.equity]).toEqual([...single.simulation.equity]);
      expect(run.statistics.totalTrades).toBeGreaterThan(0);
    });
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
