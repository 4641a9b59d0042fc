import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNepseData, realDataTitle } from '../../test-support/nepse-data';
import { ColumnArena } from '../indicators/column-arena';
import type { Bars } from '../series';
import { type BacktestOptions, backtest } from './backtest';
import { barRange } from './range';
import { RunBuffers } from './run-buffers';
import { flagSignal } from './signal';
import { type Simulation, simulate } from './simulate';
import { equityMeasures } from './statistics';
import { arbitraryStrategy } from './testing/arbitrary-strategy';
import { engineTrades } from './testing/engine-trades';
import { arbitraryRealRun, realRun } from './testing/real-runs';
import { referenceStrategy } from './testing/reference-rules';
import { referenceSimulate } from './testing/reference-simulator';
import { seededRandom } from './testing/seeded-random';

/** Flags of `length` bars from a seed, each set with probability `density`. */
function randomFlags(length: number, seed: number, density: number): Uint8Array {
  const random = seededRandom(seed);
  return Uint8Array.from({ length }, () => (random() < density ? 1 : 0));
}

/**
 * The engine's trades, final capital and equity are the reference's for these signals, to the last bit, and
 * the equity measures read over the trades' spans alone are those of the whole curve.
 */
function expectReference(
  bars: Bars,
  engine: Simulation,
  buy: (i: number) => boolean,
  sell: (i: number) => boolean,
  { from, to, ...options }: BacktestOptions,
) {
  const reference = referenceSimulate(bars, buy, sell, from, to, options);
  expect(engineTrades(bars, engine)).toEqual(reference.trades);
  expect(engine.finalCapital).toBe(reference.finalCapital);
  expect([...engine.equity]).toEqual(reference.equity);
  const spans = { log: engine.trades, start: engine.start };
  expect(equityMeasures(engine.equity, options.initialCapital, spans)).toEqual(
    equityMeasures(engine.equity, options.initialCapital),
  );
}

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

  it('back-tests random strategies of every rule and random price exits over random bonus issues as the reference does, reusing memory as a sector run does', () => {
    const scratch = { buffers: new RunBuffers(), arena: new ColumnArena() };
    fc.assert(
      fc.property(arbitraryRealRun, arbitraryStrategy, (run, strategy) => {
        const { bars, options } = realRun(run);
        const engine = backtest(bars, strategy, options, scratch).simulation;
        const buy = referenceStrategy(bars, strategy.buy);
        const sell = referenceStrategy(bars, strategy.sell);
        expectReference(bars, engine, buy, sell, options);
      }),
      { numRuns: 400 },
    );
  });
});
