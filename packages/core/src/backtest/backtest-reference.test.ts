import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectReference } from '../../test-support/expect-reference';
import { hasNepseData, realDataTitle } from '../../test-support/nepse-data';
import { arbitraryRealRun, realRun } from '../../test-support/real-runs';
import { seededRandom } from '../../test-support/seeded-random';
import { barRange } from './range';
import { flagSignal } from './signal';
import { simulate } from './simulate';

/** Flags of `length` bars from a seed, each set with probability `density`. */
function randomFlags(length: number, seed: number, density: number): Uint8Array {
  const random = seededRandom(seed);
  return Uint8Array.from({ length }, () => (random() < density ? 1 : 0));
}

// Random strategies of every rule against the reference are in the contract's tests, which draw them from its rule
// table (core cannot import the contract).
describe.skipIf(!hasNepseData)(realDataTitle('the engine against the plain reference, real bars'), () => {
  it('simulates random signals as the reference does, for random ranges, fills, costs, capitals, price exits and bonus issues', () => {
    const signals = fc.record({
      buySeed: fc.nat(),
      sellSeed: fc.nat(),
      buyDensity: fc.constantFrom(0.02, 0.1, 0.5, 1),
      sellDensity: fc.constantFrom(0.02, 0.1, 0.5, 1),
    });
    fc.assert(
      fc.property(arbitraryRealRun, signals, (run, s) => {
        const { bars, options } = realRun(run);
        const buy = randomFlags(bars.date.length, s.buySeed, s.buyDensity);
        const sell = randomFlags(bars.date.length, s.sellSeed, s.sellDensity);
        const { start, end } = barRange(bars.date, options.from, options.to);
        const engine = simulate(bars, flagSignal(buy), flagSignal(sell), start, end, options);
        expectReference(
          bars,
          engine,
          (i) => buy[i] === 1,
          (i) => sell[i] === 1,
          options,
        );
      }),
      { numRuns: 300 },
    );
  });
});
