import fc from 'fast-check';
import { hasNepseData, loadNepseBars } from '../../../test-support/nepse-data';
import type { Bars } from '../../series';
import type { BacktestOptions } from '../backtest';
import type { FillMode } from '../simulate';

/** The real market's raw bars by symbol (empty when the data is absent: the tests skip then). */
export const realMarket: ReadonlyMap<string, Bars> = hasNepseData ? loadNepseBars() : new Map();
const symbols = [...realMarket.keys()].sort();

/** A percent for a random price exit, often off; mostly near ones that fire, sometimes far. */
export const arbitraryExitPercent = (max: number) =>
  fc.option(
    fc.oneof(
      { weight: 4, arbitrary: fc.double({ min: 0.5, max: 15, noNaN: true }) },
      { weight: 1, arbitrary: fc.double({ min: 1e-3, max: max - 1e-3, noNaN: true }) },
    ),
    { nil: null, freq: 2 },
  );

/**
 * A random run on real bars: a symbol, a range from a little before its history to a little after it (so empty
 * ranges and ranges before the first bar come up), capital, costs, fill and price exits.
 */
export const arbitraryRealRun = fc.record({
  symbol: fc.nat({ max: Math.max(0, symbols.length - 1) }),
  from: fc.double({ min: -0.1, max: 1, noNaN: true }),
  span: fc.double({ min: 0, max: 1.1, noNaN: true }),
  capital: fc.constantFrom(1_000, 5_000, 100_000, 2_500_000, 30_000_000),
  costs: fc.boolean(),
  fill: fc.constantFrom<FillMode>('next_open', 'close'),
  stopLossPercent: arbitraryExitPercent(100),
  takeProfitPercent: arbitraryExitPercent(1000),
  trailingStopPercent: arbitraryExitPercent(100),
});

/** The bars and back-test options of a random run. */
export function realRun(run: typeof arbitraryRealRun extends fc.Arbitrary<infer T> ? T : never): {
  bars: Bars;
  options: BacktestOptions;
} {
  const bars = realMarket.get(symbols[run.symbol]!)!;
  const first = bars.date[0]!;
  const days = bars.date[bars.date.length - 1]! - first;
  const from = Math.round(first + run.from * days);
  const to = Math.round(from + run.span * days);
  const { stopLossPercent, takeProfitPercent, trailingStopPercent } = run;
  return {
    bars,
    options: {
      initialCapital: run.capital,
      costs: run.costs,
      fill: run.fill,
      from,
      to,
      stopLossPercent,
      takeProfitPercent,
      trailingStopPercent,
    },
  };
}
