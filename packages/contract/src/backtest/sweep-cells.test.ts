import { backtest, IndicatorCache, RunBuffers, runCells } from '@nepse/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNepseData, realDataTitle } from '../../../core/test-support/nepse-data';
import { arbitraryRealRun, realRun } from '../../../core/test-support/real-runs';
import { arbitraryStrategyRule } from '../../test-support/arbitrary-rule';
import { engineStrategyOf } from './engine-rule';
import { indicatorRuleDefinition } from './rule-table';
import type { StrategyRule } from './strategy-rule';
import { parseSweepRequest, sweepCellRequests } from './sweep-request';

/** The first length field of the first indicator rule of a side's list, as a sweep entry names it; else none. */
function lengthField(rules: readonly StrategyRule[], side: 'buy' | 'sell') {
  for (const [rule, r] of rules.entries()) {
    const field = indicatorRuleDefinition(r.name)?.fields.find((f) => f.type.kind === 'length');
    if (field) return { side, rule, field: field.key };
  }
  return undefined;
}

// Cells of a sweep share one indicator cache; each must still be its single run, for every rule of the table.
describe.skipIf(!hasNepseData)(realDataTitle('sweep cells against single runs, real bars'), () => {
  it('runs each cell of random strategies, a rule length and a stop-loss swept, as its own back-test', () => {
    const buffers = new RunBuffers();
    fc.assert(
      fc.property(
        arbitraryRealRun,
        fc.array(arbitraryStrategyRule, { minLength: 1, maxLength: 3 }),
        fc.array(arbitraryStrategyRule, { minLength: 1, maxLength: 3 }),
        fc.record({ from: fc.integer({ min: 1, max: 60 }), step: fc.integer({ min: 1, max: 15 }) }),
        (run, buyStrategy, sellStrategy, grid) => {
          const { bars, options } = realRun(run);
          const swept = lengthField(buyStrategy, 'buy') ?? lengthField(sellStrategy, 'sell');
          const sweep = [
            { side: 'exit' as const, field: 'stopLossPercent', from: 2, to: 6, step: 2 },
            ...(swept ? [{ ...swept, from: grid.from, to: grid.from + 3 * grid.step, step: grid.step }] : []),
          ];
          const parsed = parseSweepRequest({
            stockSymbol: 'ANY',
            from: '2020-01-01',
            to: '2020-12-31',
            buyStrategy,
            sellStrategy,
            sweep,
            statistic: 'sharpe_ratio',
          });
          if (!parsed.ok) throw new Error(parsed.error);
          const cells = sweepCellRequests(parsed.value).map((cell) => ({
            strategy: engineStrategyOf(cell.buy, cell.sell, cell),
            options: { ...options, stopLossPercent: cell.stopLossPercent },
          }));
          expect(cells).toHaveLength(swept ? 12 : 3);
          runCells(
            bars,
            cells,
            (cell, shared) => {
              const alone = backtest(bars, cells[cell]!.strategy, cells[cell]!.options);
              expect(shared.statistics).toEqual(alone.statistics);
            },
            new IndicatorCache(bars),
            buffers,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
