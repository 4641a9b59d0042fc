import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hasNepseData, realDataTitle } from '../../test-support/nepse-data';
import {
  arbitraryPortfolioRun,
  expectPortfolioReference,
  portfolioRun,
} from '../../test-support/portfolio-runs';
import { seededRandom } from '../../test-support/seeded-random';
import { IndicatorCache } from '../backtest/indicator-cache';
import { flagSignal } from '../backtest/signal';
import type { PortfolioStock } from './portfolio-simulate';
import { RANK_RSI_PERIOD } from './rank-key';

/** Flags on about `share` of `length` bars, from a seed. */
function randomFlags(length: number, seed: number, share: number): Uint8Array {
  const random = seededRandom(seed);
  return Uint8Array.from({ length }, () => (random() < share ? 1 : 0));
}

describe.skipIf(!hasNepseData)(realDataTitle('the portfolio engine against the plain reference'), () => {
  it('simulates random signals on random sectors of real bars as the reference does, every option drawn', () => {
    fc.assert(
      fc.property(
        arbitraryPortfolioRun,
        fc.constantFrom(0.02, 0.1, 0.4),
        fc.nat(),
        (run, share, signalSeed) => {
          const { universe, options } = portfolioRun(run);
          const engine: PortfolioStock[] = [];
          const reference = universe.map(({ symbol, bars }, k) => {
            const buy = randomFlags(bars.date.length, signalSeed + 2 * k, share);
            const sell = randomFlags(bars.date.length, signalSeed + 2 * k + 1, share);
            const rsi = new IndicatorCache(bars).rsi('close', RANK_RSI_PERIOD);
            engine.push({ symbol, bars, buy: flagSignal(buy), sell: flagSignal(sell), rsi });
            return {
              symbol,
              bars,
              buy: (i: number) => buy[i] === 1,
              sell: (i: number) => sell[i] === 1,
              rsi,
            };
          });
          expectPortfolioReference(engine, reference, options);
        },
      ),
      { numRuns: 150 },
    );
  });
});
