import { expect } from 'vitest';
import type { BacktestOptions } from '../src/backtest/backtest';
import type { Simulation } from '../src/backtest/simulate';
import { equityMeasures } from '../src/backtest/statistics';
import type { Bars } from '../src/series';
import { engineTrades } from './engine-trades';
import { referenceSimulate } from './reference-simulator';

/**
 * The engine's trades, final capital and equity are the reference's for these signals, to the last bit, and
 * the equity measures read over the trades' spans alone are those of the whole curve.
 */
export function expectReference(
  bars: Bars,
  engine: Simulation,
  buy: (i: number) => boolean,
  sell: (i: number) => boolean,
  { from, to, ...options }: BacktestOptions,
): void {
  const reference = referenceSimulate(bars, buy, sell, from, to, options);
  expect(engineTrades(bars, engine)).toEqual(reference.trades);
  expect(engine.finalCapital).toBe(reference.finalCapital);
  expect([...engine.equity]).toEqual(reference.equity);
  const spans = { log: engine.trades, start: engine.start };
  expect(equityMeasures(engine.equity, options.initialCapital, spans)).toEqual(
    equityMeasures(engine.equity, options.initialCapital),
  );
}
