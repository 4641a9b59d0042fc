import { backtest, ColumnArena, RunBuffers } from '@nepse/core';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectReference } from '../../../core/test-support/expect-reference';
import { hasNepseData, realDataTitle } from '../../../core/test-support/nepse-data';
import { arbitraryRealRun, realRun } from '../../../core/test-support/real-runs';
import { referenceStrategy } from '../../../core/test-support/reference-rules';
import { arbitraryStrategy } from '../../test-support/arbitrary-rule';

// Core's engine with strategies drawn from the rule table, which lives here (core cannot import the contract).
describe.skipIf(!hasNepseData)(
  realDataTitle('the rule table in the engine against the plain reference, real bars'),
  () => {
    it('back-tests random strategies of every rule, trigger and match, and random price exits over random bonus issues as the reference does, reusing memory as a sector run does', () => {
      const scratch = { buffers: new RunBuffers(), arena: new ColumnArena() };
      fc.assert(
        fc.property(arbitraryRealRun, arbitraryStrategy, (run, strategy) => {
          const { bars, options } = realRun(run);
          const engine = backtest(bars, strategy, options, scratch).simulation;
          const buy = referenceStrategy(bars, strategy.buy, strategy.buyMatch);
          const sell = referenceStrategy(bars, strategy.sell, strategy.sellMatch);
          expectReference(bars, engine, buy, sell, options);
        }),
        { numRuns: 400 },
      );
    });
  },
);
