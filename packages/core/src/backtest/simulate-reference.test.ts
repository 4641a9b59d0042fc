import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, NEPSE_DATA_MISSING } from '../../test-support/nepse-data';
import type { Bars } from '../series';
import { barRange } from './range';
import { type FillMode, simulate, tradeProfit } from './simulate';
import { type ReferenceTrade, referenceSimulate } from './testing/reference-simulator';

/** The engine's trades in the reference's shape. */
export function engineTrades(bars: Bars, run: ReturnType<typeof simulate>): ReferenceTrade[] {
  const t = run.trades;
  return Array.from({ length: t.count }, (_, row) => {
    const sold = t.sellIndex[row]! >= 0;
    return {
      buyDate: bars.date[t.buyIndex[row]!]!,
      buyPrice: t.buyPrice[row]!,
      quantity: t.quantity[row]!,
      basis: t.basis[row]!,
      sellDate: sold ? bars.date[t.sellIndex[row]!]! : 'Waiting',
      sellPrice: sold ? t.sellPrice[row]! : bars.close[run.end]!,
      profit: sold ? tradeProfit(t, row) : null,
      fees: t.buyFees[row]! + t.sellFees[row]!,
    };
  });
}

/** Flags of `length` bars from a seed, each set with probability `density` (a small LCG, reproducible). */
function randomFlags(length: number, seed: number, density: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state / 2 ** 32 < density ? 1 : 0;
  }
  return out;
}

describe.skipIf(!hasNepseData)(`simulation against the reference, real bars (${NEPSE_DATA_MISSING})`, () => {
  const market = hasNepseData ? loadNepseBars() : new Map<string, Bars>();
  const symbols = [...market.keys()].sort();

  it('gives the trades and capitals of the reference simulator for random signals, ranges, fills and costs', () => {
    fc.assert(
      fc.property(
        fc.record({
          symbol: fc.nat({ max: symbols.length - 1 }),
          from: fc.double({ min: -0.1, max: 1, noNaN: true }),
          span: fc.double({ min: 0, max: 1.1, noNaN: true }),
          buySeed: fc.nat(),
          sellSeed: fc.nat(),
          buyDensity: fc.constantFrom(0.02, 0.1, 0.5, 1),
          sellDensity: fc.constantFrom(0.02, 0.1, 0.5, 1),
          capital: fc.constantFrom(1_000, 100_000, 2_500_000, 30_000_000),
          costs: fc.boolean(),
          fill: fc.constantFrom<FillMode>('next_open', 'close'),
        }),
        (c) => {
          const bars = market.get(symbols[c.symbol]!)!;
          const first = bars.date[0]!;
          const days = bars.date[bars.date.length - 1]! - first;
          const fromDay = Math.round(first + c.from * days);
          const toDay = Math.round(fromDay + c.span * days);
          const buy = randomFlags(bars.date.length, c.buySeed, c.buyDensity);
          const sell = randomFlags(bars.date.length, c.sellSeed, c.sellDensity);
          const options = { initialCapital: c.capital, costs: c.costs, fill: c.fill };
          const { start, end } = barRange(bars.date, fromDay, toDay);
          const run = simulate(bars, buy, sell, start, end, options);
          const reference = referenceSimulate(
            bars,
            (i) => buy[i] === 1,
            (i) => sell[i] === 1,
            fromDay,
            toDay,
            options,
          );
          expect(engineTrades(bars, run)).toEqual(reference.trades);
          expect(run.finalCapital).toBe(reference.finalCapital);
          expect([...run.equity]).toEqual(reference.equity);
        },
      ),
      { numRuns: 300 },
    );
  });
});
